/**
 * A grouped custom report at the size: `POST /api/companies/{id}/reports/run` over
 * 50,000 projects (one in ten with open risks), grouped by department with a count, the total
 * and average investment, the average ROI and the open risks, against a naive baseline in the
 * same run: the naive server (`bench/naive-server.ts`, `/report`), which reads every live
 * project and every open risk and groups them in JavaScript, as anyone would write it in ten
 * minutes. The BFF groups in PostgreSQL. Both run at once and take turns for BENCH_ROUNDS (3)
 * rounds of BENCH_SECONDS (5) each; the round with the median ratio is reported. Also measured,
 * not targeted: a report of two groups (status × quarter of start), and the BFF with its answer
 * cache off (LIST_CACHE_MIB=0: every answer computed in the database). Target: the BFF's p99
 * under 100 ms.
 */
import { buildPath, routes, type ReportDefinition, type ReportResult } from '@portfolio/contracts';
import type { Knex } from 'knex';
import { addSchedule } from './seed.ts';
import {
  SECONDS,
  WARMUP_SECONDS,
  answerText,
  bffAgainstNaive,
  load,
  onSeededDb,
  startBffAndNaive,
  startSignedInBff,
  type Load,
} from './server-process.ts';

export const REPORT_PROJECTS = 50_000;
const MAX_P99_MS = 100;
export const REPORT_TARGET = `POST …/reports/run grouped over ${REPORT_PROJECTS.toLocaleString('en-US')} projects: p99 < ${MAX_P99_MS} ms`;

/** The report measured: what a portfolio manager asks first. */
export const BENCH_REPORT: ReportDefinition = {
  columns: [],
  groupBy: ['department'],
  measures: [
    { fn: 'count' },
    { fn: 'sum', column: 'totalInvestment' },
    { fn: 'avg', column: 'totalInvestment' },
    { fn: 'avg', column: 'roi' },
    { fn: 'sum', column: 'openRisks' },
  ],
  sort: [{ key: 'sum_totalInvestment', dir: 'desc' }],
  chart: 'bar',
};
const TWO_GROUPS: ReportDefinition = {
  columns: [],
  groupBy: ['startQuarter', 'status'],
  measures: [{ fn: 'count' }, { fn: 'sum', column: 'expectedReturn' }],
  chart: 'line',
};

export interface ReportBenchFigures {
  projects: number;
  openRisks: number;
  rounds: Array<{ bff: Load; naive: Load }>;
  /** The round with the median ratio. */
  bff: Load;
  naive: Load;
  /** BFF req/s over the naive server's. */
  ratio: number;
  twoGroups: Load;
  uncached: Load;
  uncachedTwoGroups: Load;
  /** Groups of the answer, checked against the naive server's once before the load. */
  groups: number;
  sameAnswer: boolean;
  met: boolean;
}

/** One project in ten with one to three open or acknowledged risks; answers the unresolved ones. */
async function loadRisks(loading: Knex, companyId: string) {
  await addSchedule(loading, companyId, { milestonesPerProject: 0, dependencies: 0 });
  await loading.raw(
    `with numbered as (
       select id, row_number() over (order by id) as n from projects where company_id = ?
     )
     insert into risks (company_id, project_id, rule_id, severity, state)
     select ?, id, 'rule-' || k, 'high', case when k = 3 then 'acknowledged' else 'open' end
     from numbered cross join generate_series(1, 3) k
     where n % 10 = 0 and k <= 1 + n % 3`,
    [companyId, companyId],
  );
  const { rows } = (await loading.raw(
    `select count(*)::int as n from risks where company_id = ? and state <> 'resolved'`,
    [companyId],
  )) as { rows: Array<{ n: number }> };
  // Statistics and the visibility map, as autovacuum leaves a live table (a fresh load has
  // neither: every index-only scan would visit the table too).
  await loading.raw('vacuum analyze projects');
  await loading.raw('vacuum analyze risks');
  return rows[0]!.n;
}

export async function measureReports(): Promise<ReportBenchFigures> {
  return onSeededDb(
    REPORT_PROJECTS,
    loadRisks,
    async ({ databaseUrl, companyId, email, loaded: openRisks, servers }) => {
      const { bff, naive, cookie } = await startBffAndNaive(servers, {
        databaseUrl,
        companyId,
        email,
      });
      const path = buildPath(routes.runReport.path, { companyId });
      const headers = { cookie, 'content-type': 'application/json' };
      const post = (definition: ReportDefinition) => ({
        method: 'POST' as const,
        body: JSON.stringify(definition),
      });

      const text = await answerText('POST …/reports/run', `${bff.baseUrl}${path}`, {
        ...post(BENCH_REPORT),
        headers,
      });
      const result = JSON.parse(text) as ReportResult;
      const naiveRows = (await (await fetch(`${naive.baseUrl}/report`)).json()) as Array<{
        department: string;
        count: number;
        openRisks: number;
      }>;
      const sameAnswer =
        naiveRows.length === result.rows.length &&
        naiveRows.every((n) =>
          result.rows.some(
            (r) =>
              r.department === n.department &&
              r.count === n.count &&
              r.sum_openRisks === n.openRisks,
          ),
        );

      const drive = (side: 'bff' | 'naive', seconds: number) =>
        side === 'bff'
          ? load(`${bff.baseUrl}${path}`, headers, seconds, post(BENCH_REPORT))
          : load(`${naive.baseUrl}/report`, {}, seconds);
      const { rounds, median, ratio, failed } = await bffAgainstNaive(drive);
      const twoGroups = await load(`${bff.baseUrl}${path}`, headers, SECONDS, post(TWO_GROUPS));
      for (const server of servers.splice(0)) await server.stop();

      // Every answer computed in the database: what the first read after a change costs.
      const uncachedBff = await startSignedInBff(servers, email, {
        DATABASE_URL: databaseUrl,
        LIST_CACHE_MIB: '0',
      });
      const uncachedHeaders = { cookie: uncachedBff.cookie, 'content-type': 'application/json' };
      const uncachedUrl = `${uncachedBff.bff.baseUrl}${path}`;
      await load(uncachedUrl, uncachedHeaders, WARMUP_SECONDS, post(BENCH_REPORT));
      const uncached = await load(uncachedUrl, uncachedHeaders, SECONDS, post(BENCH_REPORT));
      const uncachedTwoGroups = await load(uncachedUrl, uncachedHeaders, SECONDS, post(TWO_GROUPS));

      return {
        projects: REPORT_PROJECTS,
        openRisks,
        rounds,
        bff: median.bff,
        naive: median.naive,
        ratio,
        twoGroups,
        uncached,
        uncachedTwoGroups,
        groups: result.rows.length,
        sameAnswer,
        met: sameAnswer && !failed && median.bff.p99 < MAX_P99_MS,
      };
    },
  );
}
