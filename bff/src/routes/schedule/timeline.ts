import type { PortfolioTimeline } from '@portfolio/contracts';
import { readTimeline } from '../../services/plan/timeline.ts';
import { contractRoute, keptJsonText, setDataVersion } from '../contract.ts';

/**
 * GET /api/companies/{companyId}/timeline: every project of the filter with its schedule, one
 * JSON text built by PostgreSQL (kept per data version as list pages are, LIST_CACHE_MIB), under
 * the ETag of the data version it was read at.
 */
export const getPortfolioTimeline = contractRoute('getPortfolioTimeline', {
  versioned: true,
  async handle({ params, query, membership, ctx, deps }) {
    const timeline = await readTimeline(deps.db, params.companyId, query, {
      dataVersion: membership.dataVersion,
      cacheMiB: deps.config.listCacheMiB,
    });
    if (timeline.dataVersion !== undefined) {
      setDataVersion(ctx, params.companyId, timeline.dataVersion);
    }
    return keptJsonText<PortfolioTimeline>(timeline);
  },
});
