import type { MiddlewareFactory, RouterFactory } from '../app.ts';
import { healthRoutes } from './health/health.ts';

/**
 * Every route module of the BFF. To add one, write `bff/src/routes/<resource>/<resource>.ts`
 * exporting `(deps: AppDeps) => Router` with paths relative to `/api` (e.g. `/projects/:id`)
 * and append it to `api`. Order matters only for middleware.
 */
export interface RouteModules {
  /** Routers mounted at the site root, paths as written (health checks, static files). */
  root: RouterFactory[];
  /** Middleware run on every /api request before its route (sessions, origin checks, …). */
  apiMiddleware: MiddlewareFactory[];
  /** Routers mounted under `/api`. */
  api: RouterFactory[];
}

export const routeModules: RouteModules = {
  root: [healthRoutes],
  apiMiddleware: [],
  api: [],
};
