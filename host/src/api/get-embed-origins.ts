import { useQuery } from '@tanstack/react-query';
import { routes } from '@portfolio/contracts';
import { routeKey, routeQuery, useApi, type ApiConfig } from '@portfolio/ui';

export const embedOriginsKey = (companyId: string) =>
  routeKey(routes.getEmbedOrigins, { params: { companyId } });

export const embedOriginsQuery = (companyId: string, config: ApiConfig = {}) =>
  routeQuery(routes.getEmbedOrigins, { params: { companyId } }, config);

/** `GET /api/companies/{companyId}/embed/origins`: the origins whose pages may show widgets. */
export function useEmbedOrigins(companyId: string) {
  const api = useApi();
  return useQuery(embedOriginsQuery(companyId, api.config));
}
