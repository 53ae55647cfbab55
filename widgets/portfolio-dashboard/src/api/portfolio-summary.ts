import { useQuery } from '@tanstack/react-query';
import { routes } from '@portfolio/contracts';
import { routeQuery, useApi, type ApiConfig } from '@portfolio/ui';

/**
 * `GET /api/companies/{companyId}/portfolio-summary`: the dashboard's figures, computed by the
 * BFF in SQL over every live project, so a large portfolio costs one small answer.
 */
export const portfolioSummaryQueryOptions = (companyId: string, config?: ApiConfig) =>
  routeQuery(routes.getPortfolioSummary, { params: { companyId } }, config);

export function usePortfolioSummary(companyId: string) {
  const { config } = useApi();
  return useQuery(portfolioSummaryQueryOptions(companyId, config));
}
