import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes, type CurrentUser } from '@portfolio/contracts';
import { routeUrl } from '@portfolio/contracts';
import { apiFetch, readJson, type ApiConfig } from './api-client';
import { isUnauthorizedError } from './api-error';
import { routeKey } from './query';
import { useApi } from './api-context';

/**
 * The key every widget and the host share for the signed-in user: the current-user route's, which
 * the writes that change a user outdate (see the contract's entities).
 */
export const currentUserQueryKey = routeKey(routes.getCurrentUser);

/**
 * The signed-in user, or null when signed out; never retried. It is asked through the session
 * route, which answers null rather than 401 when nobody is signed in, so a signed-out visitor's
 * browser logs no failed request. A 401 all the same (a bearer token the BFF refuses) is null too.
 */
export const currentUserQuery = (config: ApiConfig = {}) =>
  queryOptions({
    queryKey: currentUserQueryKey,
    queryFn: async ({ signal }) => {
      try {
        const res = await apiFetch(routeUrl(routes.getSession), { signal }, config);
        return await readJson<CurrentUser | null>(res);
      } catch (error) {
        if (isUnauthorizedError(error)) return null;
        throw error;
      }
    },
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
