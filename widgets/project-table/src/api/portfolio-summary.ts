import { useQuery } from '@tanstack/react-query';
import { routes } from '@portfolio/contracts';
import { routeKey, routeQuery, useApi, type ApiConfig } from '@portfolio/ui';

/** The portfolio summary's key, shared with the dashboard: one request serves both. */
export const portfolioSummaryKey = (companyId: string) =>
  routeKey(routes.getPortfolioSummary, { params: { companyId } });

export const portfolioSummaryQuery = (companyId: string, config: ApiConfig = {}) =>
  routeQuery(routes.getPortfolioSummary, { params: { companyId } }, config);

/** Figures over every live project; the table reads the departments present from it. */
export function usePortfolioSummary(companyId: string | null) {
  const api = useApi();
  return useQuery({
    ...portfolioSummaryQuery(companyId ?? '', api.config),
    enabled: companyId !== null,
  });
}
