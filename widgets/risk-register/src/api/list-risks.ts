import { useQuery } from '@tanstack/react-query';
import { routes, type RiskListQuery } from '@portfolio/contracts';
import { routeQuery, useApi, type ApiConfig } from '@portfolio/ui';

/** `GET /api/companies/{companyId}/risks` with the register's filters. */
export const risksQueryOptions = (companyId: string, query: RiskListQuery, config?: ApiConfig) =>
  routeQuery(routes.listRisks, { params: { companyId }, query }, config);

export function useRisks(companyId: string, query: RiskListQuery) {
  const { config } = useApi();
  return useQuery(risksQueryOptions(companyId, query, config));
}
