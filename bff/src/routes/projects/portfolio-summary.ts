import { endOfLastMonth, type PortfolioSummary } from '@portfolio/contracts';
import { portfolioSummaryJson } from '../../services/portfolio/portfolio-summary.ts';
import { contractRoute, JsonText } from '../contract.ts';

/**
 * GET /api/companies/{companyId}/portfolio-summary: the dashboard's figures, computed in SQL
 * once per data version of the company and month compared with, revalidated by ETag (a new
 * month is a new answer: its trends compare with another month's end).
 */
export const getPortfolioSummary = contractRoute('getPortfolioSummary', {
  versioned: { also: () => endOfLastMonth(new Date()).toISOString().slice(0, 7) },
  async handle({ params, membership, deps }) {
    return new JsonText<PortfolioSummary>(
      await portfolioSummaryJson(deps.db, params.companyId, membership.dataVersion),
    );
  },
});
