import { useQuery } from '@tanstack/react-query';
import { routes } from '@portfolio/contracts';
import { routeQuery, useApi, type ApiConfig } from '@portfolio/ui';

export const embedAuditQuery = (companyId: string, config: ApiConfig = {}) =>
  routeQuery(routes.listEmbedAudit, { params: { companyId } }, config);

/** `GET /api/companies/{companyId}/embed/audit`: apps created and deleted, tokens issued. */
export function useEmbedAudit(companyId: string) {
  const api = useApi();
  return useQuery(embedAuditQuery(companyId, api.config));
}
