import {
  MutationCache,
  QueryCache,
  QueryClient,
  queryOptions,
  type QueryFunction,
  type QueryKey,
} from '@tanstack/react-query';
import {
  routeUrl,
  toQueryString,
  type RouteDef,
  type RouteInput,
  type RouteOutput,
} from '@portfolio/contracts';
import { apiFetch, callRoute, readJson, type ApiConfig, type RouteCallArgs } from './api-client';
import { isUnauthorizedError } from './api-error';
import { toastMutationError } from './mutation-errors';

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/**
 * The URL a query key stands for: its parts joined by slashes; a trailing plain object is the
 * query string. `['/api', 'companies', id, 'projects', { status: 'active' }]` →
 * `/api/companies/<id>/projects?status=active`.
 */
export function queryKeyUrl(queryKey: QueryKey): string {
  const last = queryKey[queryKey.length - 1];
  const hasQuery = typeof last === 'object' && last !== null;
  const parts = hasQuery ? queryKey.slice(0, -1) : queryKey;
  return (
    parts.map(String).join('/') + (hasQuery ? toQueryString(last as Record<string, unknown>) : '')
  );
}

/**
 * The spec's default data loader: GET the query key's URL and parse the JSON. On 401 it either
 * resolves with null (`returnNull`, the current-user check) or fails (`throw`, everything else).
 */
export function getQueryFn<T>({
  on401,
  config = {},
}: {
  on401: UnauthorizedBehavior;
  config?: ApiConfig;
}): QueryFunction<T> {
  return async ({ queryKey, signal }) => {
    try {
      const res = await apiFetch(queryKeyUrl(queryKey), { signal }, config);
      return await readJson<T>(res);
    } catch (error) {
      if (on401 === 'returnNull' && isUnauthorizedError(error)) return null as T;
      throw error;
    }
  };
}

/**
 * The query key of a route call: the path split on slashes (so that invalidating a prefix such
 * as `['/api', 'companies', id]` refreshes everything of that company), then the query object.
 * Joined by slashes it is the URL, as the default loader expects.
 */
export function routeKey<R extends RouteDef>(route: R, input?: RouteInput<R>): QueryKey {
  const url = routeUrl(route, { ...(input as object), query: undefined } as RouteInput<R>);
  const query = (input as { query?: Record<string, unknown> } | undefined)?.query;
  const key: unknown[] = pathKey(url);
  if (query && Object.values(query).some((v) => v !== undefined)) key.push(query);
  return key;
}

/** The key of every cached answer under an API path: `/api/projects/x` → `['/api', 'projects', 'x']`. */
export function pathKey(path: string): unknown[] {
  const [, first, ...rest] = path.split('/');
  return [`/${first}`, ...rest.map(decodeURIComponent)];
}

/**
 * Refreshes every cached answer under each path (the active ones are read again): what an event
 * of the company event stream, or the client's own write, made out of date (`pathsOutdatedBy`,
 * `pathsOutdatedByChange` of the contract). Resolves when the active ones have been read.
 *
 * A read under way may have been answered before the change. Invalidating alone would keep its
 * answer: TanStack Query does not cancel a first read (nothing to show meanwhile) nor a read
 * nobody watches, and their answer clears the invalidation. So reads under way are cancelled
 * first, then read again.
 */
export function refreshPaths(client: QueryClient, paths: readonly string[]): Promise<unknown> {
  return Promise.all(
    paths.map(async (path) => {
      const queryKey = pathKey(path);
      await client.cancelQueries({ queryKey, fetchStatus: 'fetching' });
      await client.invalidateQueries({ queryKey });
    }),
  );
}

/**
 * `useQuery(routeQuery(routes.listProjects, { params: { companyId } }, config))`: the key and the
 * typed fetcher of a read route, ready for `useQuery`, `prefetchQuery` or `invalidateQueries`
 * (in a component, `useRouteQuery` does this with the widget's API client).
 */
export function routeQuery<R extends RouteDef>(route: R, ...[input, config]: RouteCallArgs<R>) {
  // A read sent as a POST (a report run) answers for its body: the body is part of the key.
  const body = (input as { body?: unknown } | undefined)?.body;
  return queryOptions({
    queryKey: body === undefined ? routeKey(route, input) : [...routeKey(route, input), body],
    queryFn: () =>
      callRoute(route, ...([input, config] as RouteCallArgs<R>)) as Promise<RouteOutput<R>>,
  });
}

export interface CreateQueryClientOptions {
  /** Where the default loader sends its GETs. */
  config?: ApiConfig;
  /** Called when any query or mutation fails with 401 (an embedding page may sign the user in). */
  onUnauthorized?: (error: unknown) => void;
}

/**
 * A QueryClient with the spec's defaults: the default loader fails on 401, no refetch on window
 * focus, no automatic refetch, data never stale, no retries for queries or mutations. A failed
 * mutation shows the error toast its `meta` declares (`MutationMeta`) in the toast list of
 * the ToastProvider the client is used under; no component writes its own.
 */
export function createQueryClient({
  config = {},
  onUnauthorized,
}: CreateQueryClientOptions = {}): QueryClient {
  const notify = (error: unknown) => {
    if (onUnauthorized && isUnauthorizedError(error)) onUnauthorized(error);
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: notify }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _result, mutation) => {
        notify(error);
        toastMutationError(client, error, mutation);
      },
    }),
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw', config }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: {
        retry: false,
      },
    },
  });
  return client;
}
