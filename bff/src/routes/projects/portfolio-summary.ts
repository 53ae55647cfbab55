import { portfolioSummary } from '../../services/portfolio-summary.ts';
import { contractRoute } from '../contract.ts';

/** GET /api/companies/{companyId}/portfolio-summary: the dashboard's figures, computed in SQL. */
export const getPortfolioSummary = contractRoute('getPortfolioSummary', {
  async handle({ params, deps }) {
    return portfolioSummary(deps.db, params.companyId);
  },
});
