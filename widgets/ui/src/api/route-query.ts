import {
  keepPreviousData,
  useInfiniteQuery,
  useQuery,
  type InfiniteData,
  type UseInfiniteQueryResult,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import type { RouteDef } from '@portfolio/contracts';
import type { RouteInput, RouteOutput } from '@portfolio/contracts';
import { callRoute, type RouteCallArgs } from './api-client';
import { useApi, type ApiCallArgs } from './api-context';
import { routeKey, routeQuery } from './query';

/** What `useQuery` takes besides the key and the fetcher, which the route gives. */
export type RouteQueryOptions<R extends RouteDef, TData = RouteOutput<R>> = Omit<
  UseQueryOptions<RouteOutput<R>, Error, TData>,
  'queryKey' | 'queryFn'
>;

/** The route's inputs (optional when it has none), then the query's options. */
export type RouteQueryArgs<R extends RouteDef, TData> =
  ApiCallArgs<R> extends [input: infer I]
    ? [input: I, options?: RouteQueryOptions<R, TData>]
    : [input?: RouteInput<R>, options?: RouteQueryOptions<R, TData>];

/**
 * Reads one route of the contract through the widget's API client, typed by the endpoint table:
 * `useRouteQuery(routes.listMembers, { params: { companyId } })` is a query of `Member[]`.
 *
 * Its key is the route's path (`routeKey`), the same paths `useRouteMutation` and the company
 * event stream refresh, so a write anywhere reads it again without a hand-kept key. Options are
 * TanStack Query's (`enabled`, `select`, `refetchInterval`, …).
 */
export function useRouteQuery<R extends RouteDef, TData = RouteOutput<R>>(
  route: R,
  ...[input, options]: RouteQueryArgs<R, TData>
): UseQueryResult<TData> {
  const api = useApi();
  return useQuery({
    ...routeQuery(route, ...([input, api.config] as RouteCallArgs<R>)),
    ...options,
  } as UseQueryOptions<RouteOutput<R>, Error, TData>);
}

/** A route answering one page of a list, with the cursor of the next. */
type PagedRoute = RouteDef & { query: object };
interface Page {
  nextCursor?: string | null;
}

export interface RouteInfiniteQueryOptions {
  /** The query field that asks for the page after a cursor (`cursor`, `before`). */
  cursorParam: string;
  /** Asked only while true. */
  enabled?: boolean;
  /** While other inputs load, the previous pages stay on screen. */
  keepPrevious?: boolean;
}

/**
 * Reads a paged route a page at a time: each page's `nextCursor` goes back as `cursorParam`.
 * The key is the route's, as {@link useRouteQuery}'s, so the same events refresh every page.
 */
export function useRouteInfiniteQuery<R extends PagedRoute>(
  route: R,
  input: RouteInput<R>,
  { cursorParam, enabled, keepPrevious = false }: RouteInfiniteQueryOptions,
): UseInfiniteQueryResult<InfiniteData<RouteOutput<R>, string | undefined>> {
  const api = useApi();
  const { query, ...rest } = input as { query?: Record<string, unknown> };
  const present = Object.fromEntries(
    Object.entries(query ?? {}).filter(([, value]) => value !== undefined && value !== ''),
  );
  return useInfiniteQuery({
    queryKey: routeKey(route, { ...rest, query: present } as RouteInput<R>),
    queryFn: ({ pageParam }) =>
      callRoute(
        route,
        ...([
          { ...rest, query: pageParam ? { ...present, [cursorParam]: pageParam } : present },
          api.config,
        ] as unknown as RouteCallArgs<R>),
      ) as Promise<RouteOutput<R>>,
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => (last as Page).nextCursor ?? undefined,
    enabled,
    placeholderData: keepPrevious ? keepPreviousData : undefined,
  });
}
