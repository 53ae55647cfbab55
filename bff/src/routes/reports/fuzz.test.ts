import {
  INTAKE_TIERS,
  PROPOSAL_STATES,
  REPORT_CHARTS,
  REPORT_COLUMN_IDS,
  REPORT_MEASURE_FNS,
  REPORT_SOURCES,
  PROJECT_STATUSES,
  reportSourceColumns,
  type ReportDefinition,
} from '@portfolio/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { compileReport } from '../../services/reporting/report-sql.ts';
import { seededRandom } from '../../testing/seeded-random.ts';
import { setupTwoCompanies } from '../../testing/two-companies.ts';

// Random definitions, valid and not, against the run route: every answer is 200 or 400, never
// a 5xx, and the SQL of every accepted one holds none of the client's text (it travels as
// bound values only). Seeded, so a failure replays.

// Many runs by one person: the per-person rate is not what this file tests (limits.test.ts is).
const t = setupTwoCompanies({
  config: {
    reportingLimits: { runsPerMinute: 100_000, exportsPerMinute: 10, exportsPerCompany: 3 },
  },
});
const { api, db } = t;

const NASTY = [
  "'; drop table projects; --",
  'name, (select password_hash from users)',
  '1; select pg_sleep(5)',
  '" or 1=1 --',
  'projects.id',
  'c0',
  '$1',
  '?',
  '??',
  ':name',
  '\\',
  '%_%',
  '',
  ' ',
  'ünïcödé',
  'a'.repeat(300),
  '\u0000',
];

function generator(seed: number) {
  const { int, pick, chance } = seededRandom(seed);
  /** Mostly the columns of the definition's source, sometimes any source's, rarely junk. */
  let columnsOf: readonly string[] = REPORT_COLUMN_IDS;
  const columnish = () =>
    chance(0.95) ? pick(chance(0.9) ? columnsOf : REPORT_COLUMN_IDS) : pick(NASTY);
  const junk = (): unknown =>
    pick([null, 1, -1, 1.5, true, [], {}, 'x', pick(NASTY), [pick(NASTY)], { a: 1 }]);
  const list = <T>(make: () => T, max: number) => Array.from({ length: int(max + 1) }, make);

  return (): unknown => {
    const source = chance(0.3) ? (chance(0.9) ? pick(REPORT_SOURCES) : pick(NASTY)) : undefined;
    columnsOf = reportSourceColumns(source === 'proposals' ? 'proposals' : 'projects');
    const d: Record<string, unknown> = {
      ...(source === undefined ? {} : { source }),
      columns: chance(0.95) ? list(columnish, 4) : junk(),
    };
    if (chance(0.6)) d.groupBy = chance(0.9) ? list(columnish, 2) : junk();
    if (chance(0.6))
      d.measures = chance(0.9)
        ? list(
            () => ({
              fn: chance(0.9) ? pick(REPORT_MEASURE_FNS) : pick(NASTY),
              ...(chance(0.7) ? { column: columnish() } : {}),
            }),
            3,
          )
        : junk();
    if (chance(0.4))
      d.sort = list(
        () => ({
          key: chance(0.7) ? columnish() : pick(['count', 'sum_totalInvestment', 'avg_roi']),
          dir: chance(0.9) ? pick(['asc', 'desc']) : pick(NASTY),
        }),
        2,
      );
    if (chance(0.5))
      d.filters = {
        ...(chance(0.5) ? { q: chance(0.5) ? pick(NASTY) : 'Project' } : {}),
        ...(chance(0.4) ? { department: list(() => pick([...NASTY, 'IT', 'Finance']), 3) } : {}),
        ...(chance(0.4)
          ? { status: list(() => (chance(0.8) ? pick(PROJECT_STATUSES) : pick(NASTY)), 2) }
          : {}),
        ...(chance(0.2) ? { archived: chance(0.8) ? true : junk() } : {}),
        ...(chance(0.2)
          ? { state: list(() => (chance(0.8) ? pick(PROPOSAL_STATES) : pick(NASTY)), 2) }
          : {}),
        ...(chance(0.2)
          ? { tier: list(() => (chance(0.8) ? pick(INTAKE_TIERS) : pick(NASTY)), 2) }
          : {}),
      };
    if (chance(0.4)) d.chart = chance(0.9) ? pick(REPORT_CHARTS) : pick(NASTY);
    if (chance(0.3)) d.limit = chance(0.8) ? 1 + int(50) : junk();
    if (chance(0.05)) d[pick(NASTY) || 'extra'] = junk();
    return chance(0.03) ? junk() : d;
  };
}

/** Every string of a definition's filters: what must reach the database as values only. */
const clientText = (d: ReportDefinition) =>
  [d.filters?.q, ...(d.filters?.department ?? [])].filter(
    // Identifiers such as `projects.id` are the statement's own words too.
    (s): s is string => typeof s === 'string' && s.trim().length > 2 && !/^[\w.]+$/.test(s),
  );

beforeAll(async () => {
  for (const department of ['IT', 'Finance', "'; drop table projects; --"]) {
    await t.projectOfA({
      department,
      roi: '12.50',
      initialCosts: '1000.00',
      startDate: '2026-02-03',
    });
    await db()('proposals').insert({
      companyId: t.companyA.id,
      name: `Proposal of ${department}`,
      problemStatement: 'Fuzzed',
      department,
      businessOwner: 'Owner',
      tier: 'high',
      scoringModel: 'wsjf',
      score: 2.5,
      state: 'rejected',
      decidedAt: new Date(),
    });
  }
});

describe('report definitions, fuzzed', () => {
  it.each([1, 2, 3])('seed %i: 150 definitions answer 200 or 400, never 5xx', async (seed) => {
    const make = generator(seed);
    const statuses: Record<number, number> = {};
    for (let i = 0; i < 150; i++) {
      const definition = make();
      const res = await api.call('runReport', {
        ...t.ofA(),
        body: definition,
        cookie: t.memberA.cookie,
      });
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      expect([200, 400], `${JSON.stringify(definition)} → ${res.text}`).toContain(res.status);
      if (res.status === 200) {
        const sql = compileReport(db(), t.companyA.id, definition as ReportDefinition).toSQL().sql;
        for (const text of clientText(definition as ReportDefinition)) {
          expect(sql).not.toContain(text);
        }
      }
    }
    // Both kinds were tried: the fuzzer reaches the database, not only the validator.
    expect(statuses[200]).toBeGreaterThan(5);
    expect(statuses[400]).toBeGreaterThan(10);
    expect(await db()('projects').where({ companyId: t.companyA.id }).count()).toEqual([
      { count: 3 },
    ]);
  });
});
