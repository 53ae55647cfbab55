import { useQuery } from '@tanstack/react-query';
import { routes, type RiskListQuery } from '@portfolio/contracts';
import { routeQuery, useApi, type ApiConfig } from '@portfolio/ui';

/** `GET /api/companies/{companyId}/risks`: worst first, with the counts by severity. */
export const risksQueryOptions = (companyId: string, query: RiskListQuery, config?: ApiConfig) =>
  routeQuery(routes.listRisks, { params: { companyId }, query }, config);

/** The open risks the dashboard shows: the counts and the worst five. */
export const DASHBOARD_RISKS: RiskListQuery = { state: 'open', limit: 5 };

export function useRisks(companyId: string, query: RiskListQuery) {
  const { config } = useApi();
  return useQuery(risksQueryOptions(companyId, query, config));
}
