import type { RouteDef, RouteInput } from './routes';

/**
 * A route's address from its path and inputs: no schema is read, so a browser build can pair
 * these with the endpoint table without its schemas (see `rspack.config.ts`).
 */

/** `/api/projects/{id}` with `{ id: 'x' }` → `/api/projects/x`, each value URL-encoded. */
export function buildPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(value);
  });
}

/** `/api/projects/{id}` → `/api/projects/:id`, the router's syntax. */
export const toRouterPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

interface LooseInput {
  params?: Record<string, string>;
  query?: Record<string, unknown>;
  body?: unknown;
}

/** `?a=1&b=x` from an object; undefined and null values are left out. */
export function toQueryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The path a route is called at: `/api/projects/{id}` with its params, plus the query string. */
export function routeUrl<R extends RouteDef>(route: R, input?: RouteInput<R>): string {
  const loose = (input ?? {}) as LooseInput;
  return buildPath(route.path, loose.params) + toQueryString(loose.query);
}
