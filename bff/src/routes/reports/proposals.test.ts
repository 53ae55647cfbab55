import {
  REPORT_COLUMNS,
  REPORT_MEASURE_FNS,
  reportSourceColumns,
  runReport,
  type Proposal,
  type ProposalState,
  type IntakeTier,
  type ReportDefinition,
} from '@portfolio/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPORTING_LIMITS_DEFAULT } from '../../config.ts';
import { compileReport } from '../../services/reporting/report-sql.ts';
import { setupTwoCompanies } from '../../testing/two-companies.ts';

// Reports whose source is the company's proposals: computed in SQL against the same definitions
// computed in memory (the contract's `runReport`, whose tests work the counts and time to decision
// out by hand), only the company's own proposals, and the definitions refused with 400.

const t = setupTwoCompanies({
  config: { reportingLimits: { ...REPORTING_LIMITS_DEFAULT, runsPerMinute: 1000 } },
});
const { api, db } = t;

/** A company of its own, so that other tests' proposals do not count. */
let companyId: string;
let proposals: Proposal[];

const run = (definition: unknown, cookie = t.adminA.cookie, id = companyId) =>
  api.call('runReport', { params: { companyId: id }, body: definition, cookie });
const ofProposals = (d: Omit<ReportDefinition, 'source'>): ReportDefinition => ({
  source: 'proposals',
  ...d,
});

type Row = [
  name: string,
  department: string,
  tier: IntakeTier,
  state: ProposalState,
  score: number | null,
  initialCosts: string | null,
  createdAt: string,
  decidedAt: string | null,
];

// Three decided: 3.5, 10.25 and 1 days from submission to decision; two open.
const ROWS: Row[] = [
  [
    'Invoice reader',
    'Finance',
    'minimal',
    'approved',
    4.5,
    '1000.00',
    '2026-01-05T09:00:00.000Z',
    '2026-01-08T21:00:00.000Z',
  ],
  [
    'Credit scorer',
    'Finance',
    'high',
    'rejected',
    2,
    null,
    '2026-01-20T00:00:00.000Z',
    '2026-01-30T06:00:00.000Z',
  ],
  ['Resume ranker', 'HR', 'high', 'submitted', null, '5000.00', '2026-02-03T10:00:00.000Z', null],
  [
    'Onboarding helper',
    'HR',
    'limited',
    'merged',
    6,
    null,
    '2026-02-10T00:00:00.000Z',
    '2026-02-11T00:00:00.000Z',
  ],
  ['Emotion reader', 'IT', 'prohibited', 'in_review', 1, null, '2026-02-28T23:30:00.000Z', null],
];

/** Proposals written as the intake service keeps them, with the instants of the examples. */
const insertProposals = (id: string, rows: readonly Row[]) =>
  db()('proposals').insert(
    rows.map(([name, department, tier, state, score, initialCosts, createdAt, decidedAt]) => ({
      companyId: id,
      name,
      problemStatement: `Why ${name}`,
      department,
      businessOwner: 'Dana',
      tier,
      scoringModel: 'wsjf',
      score,
      state,
      initialCosts,
      runningCosts: initialCosts ? '10.00' : null,
      createdAt,
      updatedAt: createdAt,
      decidedAt,
    })),
  );

beforeAll(async () => {
  companyId = (await t.companyOwnedBy(t.adminA, { name: 'Intake Figures Inc' })).id;
  await insertProposals(companyId, ROWS);
  // Company A has a proposal of the same department: it must never count here.
  await insertProposals(t.companyA.id, [ROWS[0]!]);
  proposals = (await api.ok('listProposals', { params: { companyId }, cookie: t.adminA.cookie }))
    .body.proposals;
  expect(proposals).toHaveLength(ROWS.length);
});

const inMemory = (d: ReportDefinition) => runReport(d, [], undefined, proposals);

describe('reports of proposals', () => {
  const definitions: Array<[string, ReportDefinition]> = [
    // Each figure (score, money, days to decision: empty while open) under every measure.
    ...reportSourceColumns('proposals')
      .filter((column) => REPORT_COLUMNS[column].measurable)
      .map((column): [string, ReportDefinition] => [
        `every measure of ${column}, by department`,
        ofProposals({
          columns: [],
          groupBy: ['department'],
          measures: REPORT_MEASURE_FNS.map((fn) => ({ fn, column })),
        }),
      ]),
    ['by tier', ofProposals({ columns: [], groupBy: ['tier'] })],
    [
      'time to decision averaged over every decided proposal',
      ofProposals({ columns: [], measures: [{ fn: 'avg', column: 'daysToDecision' }] }),
    ],
    [
      'every proposal column, by name',
      ofProposals({ columns: [...reportSourceColumns('proposals')] }),
    ],
    [
      'by month of submission (line) with the first and last decision',
      ofProposals({
        columns: [],
        groupBy: ['submittedMonth'],
        measures: [
          { fn: 'min', column: 'decidedAt' },
          { fn: 'max', column: 'decidedAt' },
        ],
        chart: 'line',
      }),
    ],
    [
      'by state and tier (stacked bar), sorted by count',
      ofProposals({
        columns: [],
        groupBy: ['state', 'tier'],
        measures: [{ fn: 'count' }],
        sort: [
          { key: 'count', dir: 'desc' },
          { key: 'state', dir: 'asc' },
          { key: 'tier', dir: 'asc' },
        ],
        chart: 'stacked_bar',
      }),
    ],
    [
      'filtered by state, tier, department and search, sorted by days to decision',
      ofProposals({
        columns: ['name', 'daysToDecision'],
        filters: {
          state: ['approved', 'rejected', 'submitted'],
          tier: ['minimal', 'high'],
          department: ['Finance', 'HR'],
          q: 'r',
        },
        sort: [{ key: 'daysToDecision', dir: 'desc' }],
      }),
    ],
    ['grouped by scoring model', ofProposals({ columns: [], groupBy: ['scoringModel'] })],
  ];

  it.each(definitions)('answers %s as the in-memory rules compute it', async (_, definition) => {
    const res = await run(definition);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual(inMemory(definition));
  });

  it('answers anew once a proposal is decided (no kept answer)', async () => {
    const definition = ofProposals({
      columns: [],
      groupBy: ['state'],
      filters: { tier: ['prohibited'] },
    });
    expect((await run(definition)).body.rows).toEqual([{ state: 'in_review', count: 1 }]);
    const emotion = proposals.find((p) => p.name === 'Emotion reader')!;
    await db()('proposals').where({ id: emotion.id }).update({ state: 'rejected' });
    expect((await run(definition)).body.rows).toEqual([{ state: 'rejected', count: 1 }]);
    await db()('proposals').where({ id: emotion.id }).update({ state: 'in_review' });
  });

  it('reads only its own company: company A and another company’s member', async () => {
    const ofA = await run(
      ofProposals({ columns: ['name'], filters: { q: 'Credit' } }),
      t.adminA.cookie,
      t.companyA.id,
    );
    expect(ofA.body.rows).toEqual([]);
    const stranger = await run(ofProposals({ columns: ['name'] }), t.adminB.cookie);
    expect(stranger.status).toBe(404);
    const sql = compileReport(db(), companyId, ofProposals({ columns: ['name'] })).toSQL();
    expect(sql.bindings).toContain(companyId);
  });

  it.each<[string, unknown, string]>([
    ['a proposal column in a project report', { columns: ['name', 'tier'] }, 'columns.1'],
    [
      'a project column in a proposal report',
      { source: 'proposals', columns: [], groupBy: ['status'] },
      'groupBy.0',
    ],
    [
      'a project figure measured over proposals',
      { source: 'proposals', columns: [], measures: [{ fn: 'sum', column: 'roi' }] },
      'measures.0',
    ],
    [
      'a status filter on proposals',
      { source: 'proposals', columns: ['name'], filters: { status: ['active'] } },
      'filters.status',
    ],
    [
      'a tier filter on projects',
      { columns: ['name'], filters: { tier: ['high'] } },
      'filters.tier',
    ],
    [
      'a line of proposals not over time',
      { source: 'proposals', columns: [], groupBy: ['tier'], chart: 'line' },
      'chart',
    ],
  ])('refuses %s with 400 naming the field', async (_, definition, field) => {
    const res = await run(definition);
    expect(res.status, res.text).toBe(400);
    expect(res.error.details?.map((d) => d.field)).toContain(field);
  });

  it.each<[string, unknown]>([
    ['an unknown source', { source: 'users', columns: ['name'] }],
    [
      'a state that is SQL',
      { source: 'proposals', columns: ['name'], filters: { state: ["approved' or '1'='1"] } },
    ],
    [
      'a tier that is SQL',
      { source: 'proposals', columns: ['name'], filters: { tier: ['high; --'] } },
    ],
  ])('refuses %s with 400', async (_, definition) => {
    expect((await run(definition)).status).toBe(400);
  });

  it('saves a report of proposals and exports it as CSV, computed now', async () => {
    const definition = ofProposals({
      columns: [],
      groupBy: ['tier'],
      measures: [{ fn: 'count' }, { fn: 'avg', column: 'daysToDecision' }],
    });
    const saved = await api.ok('createReport', {
      params: { companyId },
      body: { name: 'Proposals by tier', visibility: 'shared', definition },
      cookie: t.adminA.cookie,
    });
    expect(saved.body.definition).toMatchObject(definition);
    const history = await db()('auditEvents').where({ entity: 'report', entityId: saved.body.id });
    expect(JSON.stringify(history[0].changes)).toContain('Proposals · Group by Risk Tier');
    const res = await api.call('exportReport', {
      params: { id: saved.body.id },
      query: { format: 'csv' },
      cookie: t.memberA.cookie,
    });
    expect(res.status).toBe(404);
    const own = await api.call('exportReport', {
      params: { id: saved.body.id },
      query: { format: 'csv' },
      cookie: t.adminA.cookie,
    });
    expect(own.status, own.text).toBe(200);
    expect(own.headers.get('content-disposition')).toMatch(/filename="proposals-by-tier-/);
    expect(own.text.split('\r\n')).toEqual([
      '\uFEFFRisk Tier,Count,Average of Days to Decision',
      'high,2,10.25',
      'limited,1,1',
      'minimal,1,3.5',
      'prohibited,1,',
      '',
    ]);
  });
});
