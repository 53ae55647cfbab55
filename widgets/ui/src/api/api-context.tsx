import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { RouteDef, RouteInput, RouteOutput } from '@portfolio/contracts';
import { apiFetch, apiRequest, callRoute, type ApiConfig, type RouteCallArgs } from './api-client';
import { routeQuery } from './query';

/** The API as a widget sees it: calls already bound to its base URL and token. */
export interface ApiClient {
  config: ApiConfig;
  fetch: (path: string, init?: RequestInit) => Promise<Response>;
  request: (method: string, path: string, data?: unknown) => Promise<Response>;
  /** `api.call(routes.createProject, { params: { companyId }, body })` */
  call: <R extends RouteDef>(route: R, ...input: ApiCallArgs<R>) => Promise<RouteOutput<R>>;
  /** `useQuery(api.query(routes.listProjects, { params: { companyId } }))` */
  query: <R extends RouteDef>(
    route: R,
    ...input: ApiCallArgs<R>
  ) => ReturnType<typeof routeQuery<R>>;
}

/** What `api.call` and `api.query` take after the route: its inputs, optional when it has none. */
export type ApiCallArgs<R extends RouteDef> =
  RouteCallArgs<R> extends [input: infer I, config?: ApiConfig]
    ? [input: I]
    : [input?: RouteInput<R>];

export function createApiClient(config: ApiConfig = {}): ApiClient {
  return {
    config,
    fetch: (path, init) => apiFetch(path, init, config),
    request: (method, path, data) => apiRequest(method, path, data, config),
    call: (route, ...[input]) =>
      callRoute(route, ...([input, config] as RouteCallArgs<typeof route>)),
    query: (route, ...[input]) =>
      routeQuery(route, ...([input, config] as RouteCallArgs<typeof route>)),
  };
}

const ApiContext = createContext<ApiClient | null>(null);

/** Sets the base URL (and token source) for the widgets below; inherits the outer one when absent. */
export function ApiProvider({ baseUrl, getToken, children }: ApiConfig & { children: ReactNode }) {
  const outer = useContext(ApiContext);
  const client = useMemo(
    () =>
      createApiClient({
        baseUrl: baseUrl ?? outer?.config.baseUrl,
        getToken: getToken ?? outer?.config.getToken,
      }),
    [baseUrl, getToken, outer],
  );
  return <ApiContext.Provider value={client}>{children}</ApiContext.Provider>;
}

const sameOrigin = createApiClient();

/** The API client of the nearest {@link ApiProvider}; the page's own origin without one. */
export function useApi(): ApiClient {
  return useContext(ApiContext) ?? sameOrigin;
}
