import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Middleware } from 'koa';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** rspack names long-lived files `name.<8 hex>.js`: those never change, everything else may. */
const HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+$/;

async function fileAt(root: string, relative: string): Promise<string | undefined> {
  const target = path.resolve(root, `.${path.posix.normalize(`/${relative}`)}`);
  if (target !== root && !target.startsWith(root + path.sep)) return undefined;
  try {
    return (await stat(target)).isFile() ? target : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Serves the built frontend from `distDir` in the single-port setup: each widget's dist/ under
 * `/widgets/<name>/`, the host at `/`, and the host's index.html for any other page path so the
 * shell's router can answer it (its own 404 page included). /api is never touched here.
 * Widget files may be loaded by pages of other origins (embedding), hence the open CORS header
 * on these public, credential-free assets.
 */
export function serveFrontend(distDir: string): Middleware {
  const root = path.resolve(distDir);
  return async (ctx, next) => {
    await next();
    if (ctx.body !== undefined || ctx.status !== 404) return;
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return;
    if (ctx.path === '/api' || ctx.path.startsWith('/api/')) return;

    let decoded: string;
    try {
      decoded = decodeURIComponent(ctx.path);
    } catch {
      return;
    }
    const widget = /^\/widgets\/([a-z0-9-]+)\/(.+)$/.exec(decoded);
    let file = widget
      ? await fileAt(path.join(root, widget[1]!), widget[2]!)
      : await fileAt(path.join(root, 'host'), decoded);
    if (!file && !widget && ctx.accepts('html') === 'html') {
      file = await fileAt(path.join(root, 'host'), 'index.html');
    }
    if (!file) return;

    ctx.status = 200;
    ctx.type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    ctx.set(
      'Cache-Control',
      HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
    );
    if (!file.endsWith('.html')) {
      ctx.set('Access-Control-Allow-Origin', '*');
      // Loadable by hosts with cross-origin isolation (COEP require-corp) too.
      ctx.set('Cross-Origin-Resource-Policy', 'cross-origin');
    }
    ctx.length = (await stat(file)).size;
    ctx.body = ctx.method === 'HEAD' ? null : createReadStream(file);
  };
}
