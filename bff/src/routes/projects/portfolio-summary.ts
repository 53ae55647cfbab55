import type { PortfolioSummary } from '@portfolio/contracts';
import { portfolioSummaryJson } from '../../services/portfolio-summary.ts';
import { contractRoute, JsonText } from '../contract.ts';

/**
 * GET /api/companies/{companyId}/portfolio-summary: the dashboard's figures, computed in SQL
 * once per data version of the company, revalidated by ETag.
 */
export const getPortfolioSummary = contractRoute('getPortfolioSummary', {
  versioned: true,
  async handle({ params, membership, deps }) {
    return new JsonText<PortfolioSummary>(
      await portfolioSummaryJson(deps.db, params.companyId, membership.dataVersion),
    );
  },
});
