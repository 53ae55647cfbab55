import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveFrontend } from './serve.ts';

const REMOTE_ENTRY = `var project_table = {};\n${'/* federation runtime */\n'.repeat(200)}`;

/** A browser revalidating: fetch would add `Cache-Control: no-cache` to If-None-Match alone. */
const revalidate = (etag: string, more: Record<string, string> = {}) => ({
  headers: { 'If-None-Match': etag, 'Cache-Control': 'max-age=0', ...more },
});

const SOURCE_MAP = '{"version":3,"sourcesContent":["const secret = 1;"]}';

describe('serveFrontend', () => {
  let baseUrl: string;
  let distDir: string;
  let server: http.Server;

  beforeAll(async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'dist-'));
    mkdirSync(path.join(dist, 'host'));
    mkdirSync(path.join(dist, 'project-table'));
    writeFileSync(path.join(dist, 'host', 'index.html'), '<!doctype html><title>shell</title>');
    writeFileSync(path.join(dist, 'host', 'main.1a2b3c4d.js'), 'console.log(1)');
    writeFileSync(path.join(dist, 'host', 'embed.js'), 'console.log(2)');
    writeFileSync(path.join(dist, 'project-table', 'mf-manifest.json'), '{"name":"project_table"}');
    writeFileSync(path.join(dist, 'secret.txt'), 'outside');
    writeFileSync(path.join(dist, 'host', 'main.1a2b3c4d.js.map'), SOURCE_MAP);
    writeFileSync(path.join(dist, 'host', 'main.1a2b3c4d.js.map.gz'), gzipSync(SOURCE_MAP));
    writeFileSync(path.join(dist, 'project-table', 'remoteEntry.js.map'), SOURCE_MAP);
    // What the build writes: each file with its brotli and gzip forms beside it.
    const entry = path.join(dist, 'project-table', 'remoteEntry.js');
    writeFileSync(entry, REMOTE_ENTRY);
    writeFileSync(`${entry}.br`, brotliCompressSync(REMOTE_ENTRY));
    writeFileSync(`${entry}.gz`, gzipSync(REMOTE_ENTRY));
    distDir = dist;
    const app = new Koa();
    app.use(serveFrontend(dist));
    app.use(async (ctx, next) => {
      if (ctx.path === '/api/ping') ctx.body = { ok: true };
      else await next();
    });
    server = http.createServer(app.callback()).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('serves a widget manifest uncached and readable from other origins', async () => {
    const res = await fetch(`${baseUrl}/widgets/project-table/mf-manifest.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('lets pages with cross-origin isolation load widget files and embed.js', async () => {
    for (const file of ['/widgets/project-table/mf-manifest.json', '/embed.js']) {
      const res = await fetch(`${baseUrl}${file}`);
      expect(res.status, file).toBe(200);
      expect(res.headers.get('cross-origin-resource-policy'), file).toBe('cross-origin');
    }
  });

  it('caches content-hashed files for a year', async () => {
    const res = await fetch(`${baseUrl}/main.1a2b3c4d.js`);
    expect(res.headers.get('cache-control')).toContain('immutable');
  });

  it('answers page paths with the shell, so its router decides (404 page included)', async () => {
    const res = await fetch(`${baseUrl}/projects/123`, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<title>shell</title>');
  });

  it('leaves /api and missing widget files alone', async () => {
    expect((await fetch(`${baseUrl}/api/ping`)).status).toBe(200);
    expect((await fetch(`${baseUrl}/api/nope`, { headers: { accept: 'text/html' } })).status).toBe(
      404,
    );
    expect((await fetch(`${baseUrl}/widgets/project-table/missing.js`)).status).toBe(404);
  });

  it('never serves files outside the dist folders', async () => {
    const res = await fetch(`${baseUrl}/widgets/project-table/..%2F..%2Fsecret.txt`);
    expect(res.status).toBe(404);
    const res2 = await fetch(`${baseUrl}/%2e%2e/secret.txt`, {
      headers: { accept: 'application/json' },
    });
    expect(res2.status).toBe(404);
  });

  it('serves the brotli or gzip file the build made, by Accept-Encoding, and the file itself to others', async () => {
    const url = `${baseUrl}/widgets/project-table/remoteEntry.js`;
    for (const [accept, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      ['identity', null],
    ] as const) {
      const res = await fetch(url, { headers: { 'Accept-Encoding': accept } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(res.headers.get('vary')).toContain('Accept-Encoding');
      expect(res.headers.get('content-type')).toContain('text/javascript');
      expect(await res.text()).toBe(REMOTE_ENTRY);
    }
  });

  it('answers 304 to a current ETag on remoteEntry.js, mf-manifest.json and index.html', async () => {
    for (const [file, headers] of [
      ['/widgets/project-table/remoteEntry.js', { 'Accept-Encoding': 'br' }],
      ['/widgets/project-table/remoteEntry.js', { 'Accept-Encoding': 'identity' }],
      ['/widgets/project-table/mf-manifest.json', {}],
      ['/', { accept: 'text/html' }],
      ['/projects/42', { accept: 'text/html' }],
    ] as const) {
      const first = await fetch(`${baseUrl}${file}`, { headers });
      await first.arrayBuffer();
      const etag = first.headers.get('etag');
      expect(etag, file).toBeTruthy();
      expect(first.headers.get('cache-control')).toBe('no-cache');
      const again = await fetch(`${baseUrl}${file}`, revalidate(etag!, headers));
      expect(again.status, file).toBe(304);
      expect(await again.text()).toBe('');
      const stale = await fetch(`${baseUrl}${file}`, revalidate('W/"0-0"', headers));
      expect(stale.status, file).toBe(200);
    }
  });
  // Public source maps handed out the whole source of the host and every widget.
  it('answers 404 for source maps unless they are asked for', async () => {
    const maps = [
      '/main.1a2b3c4d.js.map',
      '/main.1a2b3c4d.js.map.gz',
      '/main.1a2b3c4d.js.m%61p',
      '/widgets/project-table/remoteEntry.js.map',
    ];
    for (const map of maps) {
      const res = await fetch(`${baseUrl}${map}`, { headers: { Accept: 'text/html,*/*' } });
      expect(res.status, map).toBe(404);
      expect(await res.text(), map).not.toContain('sourcesContent');
    }

    const app = new Koa();
    app.use(serveFrontend(distDir, { sourceMaps: true }));
    const withMaps = http.createServer(app.callback()).listen(0, '127.0.0.1');
    await new Promise((resolve) => withMaps.once('listening', resolve));
    try {
      const url = `http://127.0.0.1:${(withMaps.address() as AddressInfo).port}`;
      for (const map of ['/main.1a2b3c4d.js.map', '/widgets/project-table/remoteEntry.js.map']) {
        const res = await fetch(`${url}${map}`);
        expect(res.status, map).toBe(200);
        expect(await res.text()).toBe(SOURCE_MAP);
      }
    } finally {
      await new Promise((resolve) => withMaps.close(resolve));
    }
  });
});
