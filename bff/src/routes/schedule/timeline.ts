import type { PortfolioTimeline } from '@portfolio/contracts';
import { readTimeline, type TimelineAnswer } from '../../services/plan/timeline.ts';
import { contractRoute, JsonText, setDataVersion } from '../contract.ts';

/**
 * GET /api/companies/{companyId}/timeline: every project of the filter with its schedule, one
 * JSON text built by PostgreSQL (kept per data version as list pages are, LIST_CACHE_MIB), under
 * the ETag of the data version it was read at.
 */
/** The body of each answer kept in the timeline cache, encoded once (answers run to megabytes). */
const bodies = new WeakMap<TimelineAnswer, JsonText<PortfolioTimeline>>();

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
    let body = bodies.get(timeline);
    if (!body) {
      body = new JsonText<PortfolioTimeline>(timeline.json);
      bodies.set(timeline, body);
    }
    return body;
  },
});
