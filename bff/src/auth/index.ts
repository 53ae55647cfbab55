import type Koa from 'koa';
import type { AppDeps } from '../app-deps.ts';
import { cors, originCheck } from '../middleware/origin.ts';
import { sessionMiddleware } from './session.ts';
import { SIGN_IN_PAGE_PATH } from './sign-in-page.ts';

export { startSessionPruning, type SessionPruner } from './session-pruning.ts';

const needsSession = (path: string) =>
  path === '/api' || path.startsWith('/api/') || path === SIGN_IN_PAGE_PATH;

/**
 * Mounts, in this order: CORS for ALLOWED_ORIGINS (answers preflights), the cross-origin write
 * check, and the session (which sets `ctx.state.userId`). Sessions are read only for /api and
 * the sign-in page, so static files never cost a database lookup. Call it before the body
 * parser and the routers.
 */
export function mountAuth(app: Koa, deps: AppDeps): void {
  const { config, db } = deps;
  app.use(cors({ allowedOrigins: config.allowedOrigins }));
  app.use(originCheck({ publicUrl: config.publicUrl, allowedOrigins: config.allowedOrigins }));
  const session = sessionMiddleware(app, db, { secure: config.publicUrl.startsWith('https:') });
  app.use((ctx, next) => (needsSession(ctx.path) ? session(ctx, next) : next()));
}
