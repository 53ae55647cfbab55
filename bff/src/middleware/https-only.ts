import type { Middleware } from 'koa';
import type { Config } from '../config.ts';
import { InputError } from '../errors.ts';

export const HTTPS_REQUIRED_MESSAGE =
  'This server answers over HTTPS only: send the request to its https:// address (behind a proxy, the proxy must send X-Forwarded-Proto: https)';

/** What a load balancer probes on the server itself, over plain http. */
const PROBES = new Set(['/healthz', '/readyz']);

/**
 * With an https PUBLIC_URL, a request that did not come over https (the trusted proxy sent no
 * `X-Forwarded-Proto: https`, or it went around the proxy) is never served: it would carry the
 * session in clear, and its Secure cookies cannot be set. Reads are redirected (308) to the
 * same path on PUBLIC_URL; writes are refused with 400, as their body has already travelled in
 * clear and a client must be fixed, not silently followed.
 */
export function httpsOnly(config: Pick<Config, 'publicUrl'>): Middleware {
  if (!config.publicUrl.startsWith('https:')) return (_ctx, next) => next();
  return async (ctx, next) => {
    if (ctx.secure || PROBES.has(ctx.path)) return next();
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') throw new InputError(HTTPS_REQUIRED_MESSAGE);
    // Appended to the origin, never resolved: `//host` stays a path of PUBLIC_URL.
    ctx.status = 308;
    ctx.redirect(`${config.publicUrl}${ctx.originalUrl}`);
  };
}
