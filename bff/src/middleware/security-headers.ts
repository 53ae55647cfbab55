import type { Middleware } from 'koa';

/**
 * Headers every response gets. API responses are never cached and never framed; pages served
 * by the static layer set their own Content-Security-Policy (widgets may be embedded).
 */
export function securityHeaders(options: { publicUrl: string }): Middleware {
  const https = options.publicUrl.startsWith('https:');
  return async (ctx, next) => {
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (https) ctx.set('Strict-Transport-Security', 'max-age=15552000; includeSubDomains');
    if (ctx.path === '/api' || ctx.path.startsWith('/api/')) {
      ctx.set('Cache-Control', 'no-store');
      ctx.set('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
    }
    await next();
  };
}
