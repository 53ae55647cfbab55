// A small static server for the built deployables, laid out as `npm start` serves them:
//   /                      → dist/host (with the single-page fallback to index.html)
//   /widgets/<name>/...    → dist/<name>
//   /mockServiceWorker.js  → msw's worker (for a build made with --env mock)
// plus the mock /api/login and /api/logout. For looking at a build without the BFF:
//   node --import tsx scripts/serve-dist.ts [port] [--mock]   (--mock: the build of --env mock)
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { handleMockSession } from './mock-session.ts';
import { ensureMockServiceWorker } from './msw-worker.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

function fileFor(dist: string, urlPath: string): string | null {
  const widget = /^\/widgets\/([\w-]+)\/(.*)$/.exec(urlPath);
  const mswDir = ensureMockServiceWorker();
  const candidate =
    urlPath === '/mockServiceWorker.js'
      ? path.join(mswDir, 'mockServiceWorker.js')
      : widget
        ? path.join(dist, widget[1]!, widget[2]!)
        : path.join(dist, 'host', urlPath);
  const base = widget
    ? path.join(dist, widget[1]!)
    : urlPath === '/mockServiceWorker.js'
      ? mswDir
      : path.join(dist, 'host');
  if (!candidate.startsWith(base)) return null;
  return existsSync(candidate) && statSync(candidate).isFile() ? candidate : null;
}

export function serveDist(
  port: number,
  { mock = false }: { mock?: boolean } = {},
): Promise<Server> {
  const dist = path.join(root, mock ? 'dist/mock' : 'dist');
  const server = createServer((req, res) => {
    if (handleMockSession(req, res)) return;
    const urlPath = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    let file = fileFor(dist, urlPath);
    if (!file && !urlPath.startsWith('/api/') && !path.extname(urlPath))
      file = path.join(dist, 'host/index.html');
    if (!file || !existsSync(file)) {
      res.writeHead(404, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ message: 'Not found' }));
      return;
    }
    res.writeHead(200, {
      'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'Access-Control-Allow-Origin': '*',
      'Cache-Control': 'no-store',
    });
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const args = process.argv.slice(2);
  const port = Number(args.find((a) => /^\d+$/.test(a)) ?? process.env.PORT ?? 4173);
  await serveDist(port, { mock: args.includes('--mock') });
  console.log(`dist/ served at http://127.0.0.1:${port}`);
}
