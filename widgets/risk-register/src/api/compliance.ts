import { useQuery } from '@tanstack/react-query';
import { routes, type AiActPortfolioObligationQuery } from '@portfolio/contracts';
import { routeQuery, useApi, type ApiConfig } from '@portfolio/ui';

/** `GET /api/companies/{companyId}/compliance`: the portfolio's EU AI Act counts. */
export const companyComplianceQueryOptions = (companyId: string, config?: ApiConfig) =>
  routeQuery(routes.getCompanyCompliance, { params: { companyId } }, config);

export function useCompanyCompliance(companyId: string) {
  const { config } = useApi();
  return useQuery(companyComplianceQueryOptions(companyId, config));
}

/** `GET /api/companies/{companyId}/obligations`: every obligation of the portfolio. */
export const companyObligationsQueryOptions = (
  companyId: string,
  query: AiActPortfolioObligationQuery = {},
  config?: ApiConfig,
) => routeQuery(routes.listCompanyObligations, { params: { companyId }, query }, config);

export function useCompanyObligations(
  companyId: string,
  query: AiActPortfolioObligationQuery = {},
) {
  const { config } = useApi();
  return useQuery(companyObligationsQueryOptions(companyId, query, config));
}
