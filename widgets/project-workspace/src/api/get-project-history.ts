import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { routes, type HistoryPage } from '@portfolio/contracts';
import { callRoute, routeKey, useApi, type ApiConfig } from '@portfolio/ui';

/** Every page of a project's history sits under this key. */
export const projectHistoryKey = (id: string) =>
  routeKey(routes.getProjectHistory, { params: { id } });

/** A project's history, newest first, a page at a time: each page asks from the last cursor. */
export const projectHistoryQuery = (id: string, config: ApiConfig = {}) =>
  infiniteQueryOptions({
    queryKey: projectHistoryKey(id),
    queryFn: ({ pageParam }) =>
      callRoute(
        routes.getProjectHistory,
        { params: { id }, query: pageParam ? { cursor: pageParam } : {} },
        config,
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: HistoryPage) => last.nextCursor ?? undefined,
  });

export function useProjectHistory(id: string) {
  const api = useApi();
  return useInfiniteQuery(projectHistoryQuery(id, api.config));
}
