import { useQuery } from '@tanstack/react-query';
import { routes } from '@portfolio/contracts';
import { routeKey, routeQuery, useApi, type ApiConfig } from '@portfolio/ui';

export const preferencesKey = routeKey(routes.getPreferences);

export const preferencesQuery = (config: ApiConfig = {}) =>
  routeQuery(routes.getPreferences, undefined, config);

/** `GET /api/user/preferences`: the signed-in user's notification preferences. */
export function usePreferences() {
  const api = useApi();
  return useQuery(preferencesQuery(api.config));
}
