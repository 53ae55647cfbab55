import { infiniteQueryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { routes, type NotificationPage } from '@portfolio/contracts';
import {
  callRoute,
  routeKey,
  routeQuery,
  useApi,
  useRouteMutation,
  type ApiConfig,
} from '@portfolio/ui';

/** Every cached page of the bell (the company event stream refreshes it: EVENT_ROUTES). */
export const notificationsKey = routeKey(routes.listNotifications);

/** The bell's notifications, newest first, a page at a time; the first page has the count. */
export const notificationsQuery = (config: ApiConfig = {}) =>
  infiniteQueryOptions({
    queryKey: notificationsKey,
    queryFn: ({ pageParam }) =>
      callRoute(
        routes.listNotifications,
        { query: pageParam ? { cursor: pageParam } : {} },
        config,
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: NotificationPage) => last.nextCursor ?? undefined,
  });

export function useNotifications() {
  const api = useApi();
  return useInfiniteQuery(notificationsQuery(api.config));
}

/** `POST /api/notifications/read`: what the person has seen (up to an id, or all) is read. */
export const useMarkNotificationsRead = () =>
  useRouteMutation(routes.markNotificationsRead, (upTo: string) => ({ body: { upTo } }), {
    meta: { errorMessage: 'Failed to mark notifications as read' },
  });

/** `GET /api/account/weekly-digest/preview`, fetched when `enabled` (the preview is opened). */
export function useWeeklyDigestPreview(enabled: boolean) {
  const api = useApi();
  return useQuery({
    ...routeQuery(routes.previewWeeklyDigest, undefined, api.config),
    enabled,
    // Always the digest as of now: read again each time the preview opens.
    staleTime: 0,
  });
}
