import { useQuery, type QueryClient } from '@tanstack/react-query';
import { routes, type RiskListQuery } from '@portfolio/contracts';
import { routeKey, routeQuery, useApi, type ApiConfig } from '@portfolio/ui';

/** Every cached list of the company's risks, whatever its filters. */
export const risksKey = (companyId: string) =>
  routeKey(routes.listRisks, { params: { companyId } });

/** `GET /api/companies/{companyId}/risks` with the register's filters. */
export const risksQueryOptions = (companyId: string, query: RiskListQuery, config?: ApiConfig) =>
  routeQuery(routes.listRisks, { params: { companyId }, query }, config);

export function useRisks(companyId: string, query: RiskListQuery) {
  const { config } = useApi();
  return useQuery(risksQueryOptions(companyId, query, config));
}

/** After a risk changed: every list of the company's risks. */
export const risksChanged = (client: QueryClient, companyId: string) =>
  client.invalidateQueries({ queryKey: risksKey(companyId) });
