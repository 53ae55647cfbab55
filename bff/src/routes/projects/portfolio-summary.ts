import { endOfLastMonth, type PortfolioSummary } from '@portfolio/contracts';
import type { Knex } from 'knex';
import { LRUCache } from 'lru-cache';
import { presentProject } from '../../presenters/portfolio/project.ts';
import { readPortfolioSummary } from '../../services/portfolio/portfolio-summary.ts';
import { singleFlight } from '../../services/single-flight.ts';
import { contractRoute, JsonText } from '../contract.ts';

/**
 * Summaries as JSON text by company, data version and the month the trends compare with. The
 * version is read in the summary's own snapshot, so an entry is exactly the figures of that
 * version; every committed write of the company's projects moves the version, so an entry can
 * never answer for older data. Any BFF process may keep its own: they all key by the database's
 * version.
 */
const summaries = new LRUCache<string, string>({ max: 1000 });

/**
 * The summary as JSON text; with the company's `dataVersion` (read with the membership), a
 * summary of that version is computed once per month its trends compare with: requests that
 * ask while it is computed wait for that computation (single flight).
 */
async function portfolioSummaryJson(
  db: Knex,
  companyId: string,
  dataVersion?: string,
  now = new Date(),
): Promise<string> {
  const key = (version: string) => `${companyId}:${version}:${endOfLastMonth(now).toISOString()}`;
  const compute = async () => {
    const { version, summary } = await readPortfolioSummary(db, companyId, now);
    const json = JSON.stringify({
      ...summary,
      recentProjects: summary.recentProjects.map(presentProject),
    } satisfies PortfolioSummary);
    if (version !== undefined) summaries.set(key(version), json);
    return json;
  };
  if (dataVersion === undefined) return compute();
  return summaries.get(key(dataVersion)) ?? singleFlight(SUMMARY, key(dataVersion), compute);
}

/** The kind of computation single flight counts for the summary. */
export const SUMMARY = 'portfolio-summary';

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
