import { Router } from '@koa/router';
import Keygrip from 'keygrip';
import Koa from 'koa';
import { routes as contractRoutes, type RouteDef } from '@portfolio/contracts';
import path from 'node:path';
import type { AppDeps } from './app-deps.ts';
import { REPO_ROOT } from './config.ts';
import { serveFrontend } from './static/serve.ts';
import { apiNotFound, errorHandler, requestDeadline } from './middleware/errors.ts';
import { httpsOnly } from './middleware/https-only.ts';
import { jsonBody } from './middleware/json-body.ts';
import { createLimiterStore } from './middleware/rate-limit.ts';
import { requestContext } from './middleware/request-context.ts';
import { mountAuth } from './auth/index.ts';
import { authRouter } from './routes/auth/index.ts';
import { securityHeaders } from './middleware/security-headers.ts';
import { routeModules, type RouteModules } from './routes/index.ts';

/** No request runs longer; queries have a shorter statement timeout (bff/src/db/knex.ts). */
export const REQUEST_DEADLINE_MS = 30_000;

/** The paths of the contract's upload routes (a file as multipart/form-data), as one pattern. */
const UPLOAD_POSTS = new RegExp(
  `^(${(Object.values(contractRoutes) as RouteDef[])
    .filter((def) => def.upload)
    .map((def) => def.path.replace(/\{[^}]+\}/g, '[^/]+'))
    .join('|')})$`,
);

/** Errors of a client that left mid-answer (a cancelled download): no fault of the server's. */
const CLIENT_GONE = new Set(['ERR_STREAM_PREMATURE_CLOSE', 'ECONNRESET', 'EPIPE']);

/**
 * The Koa app, not listening. Middleware order, outermost first: request id and access log,
 * errors → JSON, security headers, JSON body, then the routers. `routes` defaults to every
 * module of `routes/index.ts`; tests may pass their own.
 */
export function createApp(deps: AppDeps, routes: RouteModules = routeModules): Koa {
  // Behind N trusted proxies, ctx.ip is the X-Forwarded-For entry the outermost one added.
  const hops = deps.config.trustProxy;
  const app = new Koa({ proxy: hops > 0, maxIpsCount: hops });
  // One Keygrip for the app: given a key list, Koa would build a new one on every request.
  app.keys = new Keygrip([deps.config.sessionSecret]);
  // Errors are answered by errorHandler; anything reaching Koa's own handler is logged here.
  app.silent = true;
  app.on('error', (error: unknown) => {
    if (CLIENT_GONE.has((error as NodeJS.ErrnoException).code ?? '')) {
      deps.logger.debug({ err: error }, 'client closed the connection before the answer ended');
    } else deps.logger.error({ err: error }, 'unhandled app error');
  });

  // Rate-limit counters shared with every other process on this database (or Redis).
  app.context.limiterStore = createLimiterStore({ db: deps.db, redisUrl: deps.config.redisUrl });

  app.use(requestContext(deps.logger));
  app.use(errorHandler());
  app.use(requestDeadline(REQUEST_DEADLINE_MS));
  app.use(httpsOnly(deps.config));
  app.use(securityHeaders(deps.config));
  app.use(serveFrontend(path.join(REPO_ROOT, 'dist'), { sourceMaps: deps.config.sourceMaps }));
  mountAuth(app, deps);
  app.use(
    jsonBody({
      formPosts: [contractRoutes.unsubscribe.path],
      largePosts: /^\/api\/integrations\/[^/]+\/events$/,
      uploadPosts: UPLOAD_POSTS,
    }),
  );
  const auth = authRouter(deps);
  app.use(auth.routes()).use(auth.allowedMethods());

  for (const create of routes.root) {
    const router = create(deps, app);
    app.use(router.routes()).use(router.allowedMethods());
  }

  const api = new Router({ prefix: '/api' });
  for (const create of routes.apiMiddleware) api.use(create(deps, app));
  for (const create of routes.api) api.use(create(deps, app).routes());
  for (const registration of routes.contract) registration.register(api, deps);
  app.use(apiNotFound('/api'));
  app.use(api.routes()).use(api.allowedMethods({ throw: true }));

  return app;
}
