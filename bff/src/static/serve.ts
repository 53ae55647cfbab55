import { stat } from 'node:fs/promises';
import path from 'node:path';
import etag from '@koa/etag';
import type { Middleware } from 'koa';
import conditional from 'koa-conditional-get';
import send from 'koa-send';

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

const SOURCE_MAP = /\.map(\.br|\.gz)?$/i;

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
 *
 * The build's `.map` files are served only with `sourceMaps` (SOURCE_MAPS=true); otherwise a
 * request for one answers 404 like a missing file.
 *
 * koa-send picks the `.br` or `.gz` file the build made beside each file by the request's
 * Accept-Encoding; @koa/etag gives every answer a validator (from the file served) and
 * koa-conditional-get turns a matching If-None-Match into 304. Content-hashed files are cached
 * for a year as immutable; the others (index.html, remoteEntry.js, mf-manifest.json, embed.js)
 * are revalidated on every use, so a new deployment is seen at once and an unchanged one costs
 * a 304.
 */
export function serveFrontend(distDir: string, options: { sourceMaps?: boolean } = {}): Middleware {
  const root = path.resolve(distDir);
  const answerUnchanged = conditional();
  const tag = etag();
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
    // Source maps (and their .br/.gz forms) hold the whole original source: only on request.
    if (!options.sourceMaps && SOURCE_MAP.test(decoded)) return;
    const widget = /^\/widgets\/([a-z0-9-]+)\/(.+)$/.exec(decoded);
    const dir = widget ? path.join(root, widget[1]!) : path.join(root, 'host');
    let file = await fileAt(dir, widget ? widget[2]! : decoded);
    if (!file && !widget && ctx.accepts('html') === 'html') {
      file = await fileAt(dir, 'index.html');
    }
    if (!file) return;

    const served = file;
    const sendFile = async () => {
      ctx.type = TYPES[path.extname(served)] ?? 'application/octet-stream';
      ctx.set(
        'Cache-Control',
        HASHED.test(served) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
      ctx.vary('Accept-Encoding');
      if (!served.endsWith('.html')) {
        ctx.set('Access-Control-Allow-Origin', '*');
        // Loadable by hosts with cross-origin isolation (COEP require-corp) too.
        ctx.set('Cross-Origin-Resource-Policy', 'cross-origin');
      }
      // The file was found above: hand koa-send its path relative to its folder, URI-encoded
      // as it decodes it.
      await send(ctx, encodeURI(path.relative(dir, served).split(path.sep).join('/')), {
        root: dir,
        brotli: true,
        gzip: true,
      });
    };
    await answerUnchanged(ctx, () => tag(ctx, sendFile));
  };
}
