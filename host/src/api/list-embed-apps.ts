import { useQuery } from '@tanstack/react-query';
import { routes } from '@portfolio/contracts';
import { routeQuery, useApi, type ApiConfig } from '@portfolio/ui';

export const embedAppsQuery = (companyId: string, config: ApiConfig = {}) =>
  routeQuery(routes.listEmbedApps, { params: { companyId } }, config);

/** `GET /api/companies/{companyId}/embed/apps`: the company's embed apps. */
export function useEmbedApps(companyId: string) {
  const api = useApi();
  return useQuery(embedAppsQuery(companyId, api.config));
}
