import type { Middleware } from 'koa';
import helmet from 'koa-helmet';
import type { Config } from '../config.ts';
import { widgetRegistry } from '../routes/platform/platform.ts';

/**
 * The origins the shell loads widget code from (WIDGET_REGISTRY, by default PUBLIC_URL's own),
 * named even when one is PUBLIC_URL's: the shell may be opened at another address of the same
 * server (127.0.0.1 for localhost), where `'self'` is that address and not PUBLIC_URL's.
 */
export function widgetOrigins(config: Pick<Config, 'publicUrl' | 'widgetRegistry'>): string[] {
  return [...new Set(Object.values(widgetRegistry(config)).map((url) => new URL(url).origin))];
}

/**
 * Headers every response gets, through `koa-helmet` (helmet, the usual set of security headers
 * for Node servers): a Content-Security-Policy that lets the shell run its own scripts and the
 * widgets of its registry and nothing else, and `frame-ancestors 'none'` so no site frames it.
 * styled-components writes `<style>` tags at run time, hence inline styles.
 *
 * Helmet runs before the handlers: a page with a policy of its own (the sign-in page, the embed
 * frame page `/embed/{widget}`, which other sites may frame) sets its header later and wins.
 * X-Frame-Options is left out for the same reason (frame-ancestors supersedes it); the
 * cross-origin isolation headers too, as widgets and the sign-in popup are used across origins.
 * API responses are never cached and carry no active content; scripts carry only the headers
 * that apply to a script.
 */
export function securityHeaders(config: Pick<Config, 'publicUrl' | 'widgetRegistry'>): Middleware {
  const widgets = widgetOrigins(config);
  const https = config.publicUrl.startsWith('https:');
  const withPolicy = (directives: Record<string, string[]>) =>
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives },
      xFrameOptions: false,
      crossOriginOpenerPolicy: false,
      crossOriginResourcePolicy: false,
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      strictTransportSecurity: https ? { maxAge: 15552000, includeSubDomains: true } : false,
    });
  const pages = withPolicy({
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...widgets],
    styleSrc: ["'self'", "'unsafe-inline'", ...widgets],
    connectSrc: ["'self'", ...widgets],
    imgSrc: ["'self'", 'data:', ...widgets],
    fontSrc: ["'self'", 'data:', ...widgets],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  });
  const api = withPolicy({ defaultSrc: ["'none'"], frameAncestors: ["'none'"] });
  return async (ctx, next) => {
    if (ctx.path === '/api' || ctx.path.startsWith('/api/')) {
      ctx.set('Cache-Control', 'no-store');
      await api(ctx, next);
    } else {
      await pages(ctx, next);
      if (SCRIPT.test(ctx.response.get('Content-Type'))) {
        for (const header of DOCUMENT_ONLY) ctx.remove(header);
      }
    }
  };
}

const SCRIPT = /^text\/javascript\b/;

/**
 * Headers only a document reads. A script is never rendered as a page, so its answer goes
 * without them: each of a first visit's ~20 scripts would otherwise carry ~600 bytes of them.
 * `X-Content-Type-Options: nosniff` stays, as it guards how a script is run.
 */
const DOCUMENT_ONLY = [
  'Content-Security-Policy',
  'Origin-Agent-Cluster',
  'Referrer-Policy',
  'X-DNS-Prefetch-Control',
  'X-Download-Options',
  'X-Permitted-Cross-Domain-Policies',
  'X-XSS-Protection',
];
