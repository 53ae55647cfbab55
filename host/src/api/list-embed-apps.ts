import { useQuery, type QueryClient } from '@tanstack/react-query';
import { routes } from '@portfolio/contracts';
import { routeKey, routeQuery, useApi, type ApiConfig } from '@portfolio/ui';

export const embedAppsQuery = (companyId: string, config: ApiConfig = {}) =>
  routeQuery(routes.listEmbedApps, { params: { companyId } }, config);

/** `GET /api/companies/{companyId}/embed/apps`: the company's embed apps. */
export function useEmbedApps(companyId: string) {
  const api = useApi();
  return useQuery(embedAppsQuery(companyId, api.config));
}

/** After an app was created or deleted: the apps and the audit list (both under `…/embed`). */
export const embedAppsChanged = (client: QueryClient, companyId: string) =>
  client.invalidateQueries({
    queryKey: routeKey(routes.listEmbedApps, { params: { companyId } }).slice(0, -1),
  });
