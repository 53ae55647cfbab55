import type Koa from 'koa';
import type { AppDeps } from '../app-deps.ts';
import { cors, originCheck } from '../middleware/origin.ts';
import { bearerAuth } from './bearer.ts';
import { bearerCors } from './bearer-cors.ts';
import { sessionMiddleware } from './session.ts';
import { SIGN_IN_PAGE_PATH } from './sign-in-page.ts';

const needsSession = (path: string) =>
  path === '/api' || path.startsWith('/api/') || path === SIGN_IN_PAGE_PATH;

/**
 * Mounts, in this order: CORS for bearer calls from any origin, CORS for ALLOWED_ORIGINS (with
 * credentials; both answer preflights), the cross-origin write check, the bearer check (/api
 * only) and the session (each sets `ctx.state.userId`; a bearer request reads no session).
 * Sessions are read only for /api and the sign-in page, so static files never cost a database
 * lookup. Call it before the body parser and the routers.
 */
export function mountAuth(app: Koa, deps: AppDeps): void {
  const { config, db } = deps;
  app.use(bearerCors({ allowedOrigins: config.allowedOrigins }));
  app.use(cors({ allowedOrigins: config.allowedOrigins }));
  app.use(originCheck({ publicUrl: config.publicUrl, allowedOrigins: config.allowedOrigins }));
  const session = sessionMiddleware(app, db, { secure: config.publicUrl.startsWith('https:') });
  const bearer = bearerAuth(deps);
  app.use((ctx, next) => (ctx.path.startsWith('/api/') ? bearer(ctx, next) : next()));
  app.use((ctx, next) =>
    needsSession(ctx.path) && !ctx.state.bearer ? session(ctx, next) : next(),
  );
}
