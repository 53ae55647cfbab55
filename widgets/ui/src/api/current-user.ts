import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes, type CurrentUser } from '@portfolio/contracts';
import type { ApiConfig } from './api-client';
import { getQueryFn, routeKey } from './query';
import { useApi } from './api-context';

/** The key every widget and the host share for the signed-in user. */
export const currentUserQueryKey = routeKey(routes.getCurrentUser);

/** The signed-in user, or null when signed out (401); never retried. */
export const currentUserQuery = (config: ApiConfig = {}) =>
  queryOptions({
    queryKey: currentUserQueryKey,
    queryFn: getQueryFn<CurrentUser | null>({ on401: 'returnNull', config }),
    retry: false,
  });

/**
 * The signed-in user and their active company (the first of the list). A failed call counts as
 * signed out.
 */
export function useCurrentUser({ enabled = true }: { enabled?: boolean } = {}) {
  const api = useApi();
  const query = useQuery({ ...currentUserQuery(api.config), enabled });
  const user = query.data ?? null;
  return {
    user,
    company: user?.companies[0] ?? null,
    isLoading: query.isLoading,
    isAuthenticated: Boolean(user),
    refetch: query.refetch,
  };
}
