import type { Middleware } from 'koa';

const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, DELETE';
const ALLOWED_HEADERS = 'Authorization, Content-Type, Last-Event-ID';
const EXPOSED_HEADERS =
  'X-Total-Count, ETag, X-Request-Id, Retry-After, Content-Disposition, Events-Since';
const PREFLIGHT_MAX_AGE_SECONDS = 600;

const isApi = (path: string) => path === '/api' || path.startsWith('/api/');

/**
 * CORS for bearer calls from pages of any origin: the exact `Origin` is echoed, without
 * `Access-Control-Allow-Credentials`, so a browser lets a page read only answers to requests
 * that carried no cookie. Whether the origin may use a company's data is decided per request
 * by the bearer check (the token's company's allowed origins). Origins of ALLOWED_ORIGINS are
 * left to the cookie CORS that follows, which answers them with credentials.
 */
export function bearerCors(options: { allowedOrigins: readonly string[] }): Middleware {
  const cookieOrigins = new Set(options.allowedOrigins);
  return async (ctx, next) => {
    const origin = ctx.get('Origin');
    if (origin === '' || cookieOrigins.has(origin) || !isApi(ctx.path)) return next();
    ctx.vary('Origin');
    ctx.set('Access-Control-Allow-Origin', origin);
    if (ctx.method === 'OPTIONS' && ctx.get('Access-Control-Request-Method') !== '') {
      ctx.status = 204;
      ctx.set('Access-Control-Allow-Methods', ALLOWED_METHODS);
      ctx.set('Access-Control-Allow-Headers', ALLOWED_HEADERS);
      ctx.set('Access-Control-Max-Age', String(PREFLIGHT_MAX_AGE_SECONDS));
      return;
    }
    ctx.set('Access-Control-Expose-Headers', EXPOSED_HEADERS);
    await next();
  };
}
