/**
 * The capacity view at the size: `GET /api/companies/{id}/capacity` over 300 people ×
 * 12 months (each person on three of 200 projects every month: 10,800 allocations), against a
 * naive baseline in the same run: the naive server (`bench/naive-server.ts`, `/capacity`), which
 * reads the range's allocations with their people and projects in one query and sums them in
 * JavaScript, as anyone would write it in ten minutes. The BFF sums and shapes the answer in
 * PostgreSQL. Both are asked as Chromium asks (`asBrowser`: gzip accepted) and their answers of
 * a megabyte read and dropped (`loadDroppingBodies`: autocannon decodes each body into a string,
 * the client's cost, not the server's). Both run at once and take turns for BENCH_ROUNDS (3)
 * rounds of BENCH_SECONDS (5) each; the round with the median ratio is reported. Target: the
 * BFF's p99 under 100 ms.
 */
import { addMonths, buildPath, monthOf, routes, type Capacity } from '@portfolio/contracts';
import type { Knex } from 'knex';
import {
  answerText,
  asBrowser,
  bffAgainstNaive,
  loadDroppingBodies,
  onSeededDb,
  startBffAndNaive,
  type Load,
} from './server-process.ts';

const PEOPLE = 300;
const MONTHS = 12;
const PROJECTS = 200;
const MAX_P99_MS = 100;
export const CAPACITY_TARGET = `GET …/capacity for ${PEOPLE} people × ${MONTHS} months: p99 < ${MAX_P99_MS} ms`;

export interface CapacityFigures {
  people: number;
  months: number;
  allocations: number;
  rounds: Array<{ bff: Load; naive: Load }>;
  /** The round with the median ratio. */
  bff: Load;
  naive: Load;
  /** BFF req/s over the naive server's. */
  ratio: number;
  /** The answer's bytes and people, checked once before the load. */
  answerBytes: number;
  answerPeople: number;
  met: boolean;
}

/**
 * PEOPLE people, each on three projects every month of the range, 20–50% each: some over 100%.
 * Answers the allocations made.
 */
async function loadAllocations(loading: Knex, companyId: string, from: string) {
  // The owner is one of the people already (a member); the others are outside the product.
  await loading.raw(
    `insert into people (company_id, name, title, hours_per_week)
     select ?, 'Person ' || g, 'Engineer ' || (g % 7), 40 from generate_series(2, ?) g`,
    [companyId, PEOPLE],
  );
  await loading.raw(
    `with people_numbered as (
       select id, row_number() over (order by id) as n from people where company_id = ?
     ), projects_numbered as (
       select id, row_number() over (order by id) as n from projects where company_id = ?
     )
     insert into project_allocations (company_id, project_id, person_id, month, percent)
     select ?, pr.id, p.id, (date_trunc('month', ?::date) + (m || ' months')::interval)::date,
            20 + ((p.n * 7 + k * 13 + m) % 31)
       from people_numbered p
       cross join generate_series(0, ? - 1) m
       cross join generate_series(0, 2) k
       join projects_numbered pr on pr.n = 1 + (p.n * 3 + k * 67) % ?`,
    [companyId, companyId, companyId, `${from}-01`, MONTHS, PROJECTS],
  );
  const { rows } = (await loading.raw(
    'select count(*)::int as n from project_allocations where company_id = ?',
    [companyId],
  )) as { rows: Array<{ n: number }> };
  // Statistics, as a live database has them (autovacuum has not run on a fresh load yet).
  await loading.raw('analyze people, project_allocations, projects');
  return rows[0]!.n;
}

export async function measureCapacity(): Promise<CapacityFigures> {
  const from = monthOf(new Date());
  const to = addMonths(from, MONTHS - 1);
  return onSeededDb(
    PROJECTS,
    (loading, companyId) => loadAllocations(loading, companyId, from),
    async ({ databaseUrl, companyId, email, loaded: allocations, servers }) => {
      const { bff, naive, cookie } = await startBffAndNaive(servers, {
        databaseUrl,
        companyId,
        email,
      });
      const query = `?from=${from}&to=${to}`;
      const bffUrl = `${bff.baseUrl}${buildPath(routes.getCapacity.path, { companyId })}${query}`;
      const naiveUrl = `${naive.baseUrl}/capacity${query}`;

      const text = await answerText('GET …/capacity', bffUrl, { headers: { cookie } });
      const capacity = JSON.parse(text) as Capacity;

      const drive = (side: 'bff' | 'naive', seconds: number) =>
        side === 'bff'
          ? loadDroppingBodies(bffUrl, asBrowser(cookie), seconds)
          : loadDroppingBodies(naiveUrl, asBrowser(), seconds);
      const { rounds, median, ratio, failed } = await bffAgainstNaive(drive);
      return {
        people: PEOPLE,
        months: MONTHS,
        allocations,
        rounds,
        bff: median.bff,
        naive: median.naive,
        ratio,
        answerBytes: Buffer.byteLength(text),
        answerPeople: capacity.people.length,
        met: capacity.people.length === PEOPLE && !failed && median.bff.p99 < MAX_P99_MS,
      };
    },
  );
}
