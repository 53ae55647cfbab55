import type { Context, Middleware } from 'koa';
import { SESSION_COOKIE } from '../auth/session.ts';
import { ForbiddenError } from '../errors.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface OriginOptions {
  /** The app's public base URL; its origin is always trusted. */
  publicUrl: string;
  /** Other trusted origins (ALLOWED_ORIGINS), already normalised to `scheme://host[:port]`. */
  allowedOrigins: readonly string[];
}

/** `Origin`, or else the origin of `Referer`; undefined when the browser sent neither. */
function requestOrigin(ctx: Context): string | undefined {
  const origin = ctx.get('Origin');
  if (origin) return origin;
  const referer = ctx.get('Referer');
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return 'null';
  }
}

function carriesSessionCookie(ctx: Context): boolean {
  const cookie = ctx.get('Cookie');
  return (
    cookie !== '' && new RegExp(`(?:^|;\\s*)${SESSION_COOKIE.replace('.', '\\.')}=`).test(cookie)
  );
}

/**
 * Refuses (403) writes that ride on the session cookie but come from a page of another origin:
 * SameSite=Lax stops cross-site forms, but not a sibling subdomain (same site, other origin) nor
 * an old browser. A request with neither Origin nor Referer is let through: browsers send Origin
 * on every cross-origin write, so its absence means a non-browser client, which has no ambient
 * cookie to abuse.
 */
export function originCheck(options: OriginOptions): Middleware {
  const trusted = new Set([new URL(options.publicUrl).origin, ...options.allowedOrigins]);
  return async (ctx, next) => {
    if (STATE_CHANGING.has(ctx.method) && carriesSessionCookie(ctx)) {
      // Only PUBLIC_URL and ALLOWED_ORIGINS count: the request's own Host is written by the
      // client (or a proxy it talks to), so it proves nothing.
      const origin = requestOrigin(ctx);
      if (origin !== undefined && !trusted.has(origin)) {
        throw new ForbiddenError('Cross-origin request refused', { code: 'cross_origin' });
      }
    }
    await next();
  };
}

const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE';
const ALLOWED_HEADERS = ['content-type', 'authorization', 'x-request-id'];
const EXPOSED_HEADERS =
  'X-Total-Count, X-Request-Id, Retry-After, Content-Disposition, Events-Since';
const PREFLIGHT_MAX_AGE_SECONDS = 600;

/**
 * CORS for the configured origins only (pages of other sites embedding widgets). Allowed
 * origins are echoed with credentials; others get no CORS headers at all, so browsers keep the
 * response from them. Preflights are answered here (204) and never reach the routes.
 */
export function cors(options: { allowedOrigins: readonly string[] }): Middleware {
  const allowed = new Set(options.allowedOrigins);
  return async (ctx, next) => {
    const origin = ctx.get('Origin');
    ctx.vary('Origin');
    const isAllowed = origin !== '' && allowed.has(origin);
    const isPreflight = ctx.method === 'OPTIONS' && ctx.get('Access-Control-Request-Method') !== '';

    if (isPreflight) {
      ctx.status = 204;
      if (!isAllowed) return;
      const requested = ctx
        .get('Access-Control-Request-Headers')
        .split(',')
        .map((h) => h.trim().toLowerCase())
        .filter((h) => ALLOWED_HEADERS.includes(h));
      ctx.set('Access-Control-Allow-Origin', origin);
      ctx.set('Access-Control-Allow-Credentials', 'true');
      ctx.set('Access-Control-Allow-Methods', ALLOWED_METHODS);
      if (requested.length > 0) ctx.set('Access-Control-Allow-Headers', requested.join(', '));
      ctx.set('Access-Control-Max-Age', String(PREFLIGHT_MAX_AGE_SECONDS));
      ctx.vary('Access-Control-Request-Method');
      ctx.vary('Access-Control-Request-Headers');
      return;
    }

    if (isAllowed) {
      ctx.set('Access-Control-Allow-Origin', origin);
      ctx.set('Access-Control-Allow-Credentials', 'true');
      ctx.set('Access-Control-Expose-Headers', EXPOSED_HEADERS);
    }
    await next();
  };
}
