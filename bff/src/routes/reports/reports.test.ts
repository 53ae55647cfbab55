import {
  REPORT_SAME_NAME_MESSAGE,
  reportSourceColumns,
  runReport,
  type Project,
  type ProjectStatus,
  type ReportDefinition,
} from '@portfolio/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createProject } from '../../testing/factories.ts';
import { expectRefused } from '../../testing/refusal.ts';
import { setupTwoCompanies } from '../../testing/two-companies.ts';
import { compileReport } from '../../services/reporting/report-sql.ts';
import { expectCsvDownload } from '../../testing/csv.ts';

// Signed-out (401), unknown ids and other companies (404) for every route: contract.test.ts.
// Here: the answers computed in SQL against the same definitions computed in memory, saved
// reports private and shared, who may change them, the CSV export, and the 400s and 409s.

const t = setupTwoCompanies();
const { api, db } = t;

/** A company of its own for the figures, so other tests' projects do not count. */
let companyId: string;
let projects: Project[];
const openRisks = new Map<string, number>();

const run = (definition: unknown, cookie = t.adminA.cookie, id = companyId) =>
  api.call('runReport', { params: { companyId: id }, body: definition, cookie });

beforeAll(async () => {
  const company = await t.companyOwnedBy(t.adminA, { name: 'Figures Inc' });
  companyId = company.id;
  const rows: Array<Parameters<typeof createProject>[1]> = [
    ['Claims Bot', 'Operations', 'Ana', 'active', '100000.00', '2500.50', '125.50', '2026-01-15'],
    ['Fraud Radar', 'Finance', 'Ben', 'planning', '250000.00', null, '40.00', '2026-02-01'],
    ['Churn Model', 'Marketing', 'Ana', 'active', null, '1000.00', null, '2026-04-10'],
    ['Invoice OCR', 'Finance', 'Cy', 'completed', '80000.00', '300.00', '-12.25', null],
    ['HR Assistant', 'HR', 'Ben', 'on_hold', '5000.00', '100.00', '10.00', '2025-11-30'],
    ['Sales Copilot', 'Sales', 'Cy', 'in_progress', '60000.00', '800.00', '300.00', '2026-05-05'],
    ['=HYPERLINK("http://evil")', 'Finance', 'Ana', 'active', '1.00', '1.00', '1.00', '2026-01-02'],
  ].map(
    ([name, department, businessOwner, status, initialCosts, runningCosts, roi, startDate]) => ({
      companyId,
      createdBy: t.adminA.user.id,
      name: name!,
      problemStatement: `Why ${name}`,
      department: department!,
      businessOwner: businessOwner!,
      status: status as ProjectStatus,
      initialCosts,
      runningCosts,
      roi,
      startDate,
    }),
  );
  for (const row of rows) await createProject(db(), row);
  const archived = await createProject(db(), {
    ...rows[0]!,
    name: 'Old Pilot',
    archivedAt: new Date('2026-01-01T00:00:00Z'),
  });
  const live = await api.ok('listProjects', {
    params: { companyId },
    query: { limit: 500 },
    cookie: t.adminA.cookie,
  });
  const gone = await api.ok('listProjects', {
    params: { companyId },
    query: { limit: 500, archived: true },
    cookie: t.adminA.cookie,
  });
  projects = [...live.body, ...gone.body];
  expect(gone.body.map((p) => p.id)).toEqual([archived.id]);
  // Risks: two open on Claims Bot, one acknowledged on Fraud Radar, one resolved (not counted).
  const byName = (name: string) => projects.find((p) => p.name === name)!.id;
  const risk = (name: string, ruleId: string, state: string) =>
    db()('risks').insert({ companyId, projectId: byName(name), ruleId, severity: 'high', state });
  await risk('Claims Bot', 'a', 'open');
  await risk('Claims Bot', 'b', 'open');
  await risk('Fraud Radar', 'a', 'acknowledged');
  await risk('Fraud Radar', 'b', 'resolved');
  openRisks.set(byName('Claims Bot'), 2).set(byName('Fraud Radar'), 1);
});

const inMemory = (d: ReportDefinition) =>
  runReport(d, projects, (p) => ({ openRisks: openRisks.get(p.id) ?? 0 }));

describe('POST /api/companies/{companyId}/reports/run', () => {
  const definitions: Array<[string, ReportDefinition]> = [
    [
      'every column of every live project, by name',
      { columns: [...reportSourceColumns('projects')] },
    ],
    [
      'grouped by department with every measure',
      {
        columns: [],
        groupBy: ['department'],
        measures: [
          { fn: 'count' },
          { fn: 'sum', column: 'totalInvestment' },
          { fn: 'avg', column: 'totalInvestment' },
          { fn: 'avg', column: 'roi' },
          { fn: 'min', column: 'roi' },
          { fn: 'max', column: 'initialCosts' },
          { fn: 'sum', column: 'openRisks' },
          { fn: 'count', column: 'roi' },
        ],
      },
    ],
    [
      'two groups (stacked bar), sorted by count then department descending',
      {
        columns: [],
        groupBy: ['department', 'status'],
        measures: [{ fn: 'count' }],
        sort: [
          { key: 'count', dir: 'desc' },
          { key: 'department', dir: 'desc' },
          { key: 'status', dir: 'asc' },
        ],
        chart: 'stacked_bar',
      },
    ],
    [
      'by quarter of start (line), empty start last',
      {
        columns: [],
        groupBy: ['startQuarter'],
        measures: [
          { fn: 'sum', column: 'expectedReturn' },
          { fn: 'min', column: 'startDate' },
        ],
        chart: 'line',
      },
    ],
    [
      'totals without groups',
      {
        columns: ['name'],
        measures: [
          { fn: 'count' },
          { fn: 'sum', column: 'runningCosts' },
          { fn: 'max', column: 'targetDate' },
        ],
      },
    ],
    [
      'filtered like the project list, sorted by a figure',
      {
        columns: ['name', 'roi', 'openRisks', 'totalInvestment'],
        filters: { q: 'r', department: ['Finance', 'Operations'], status: ['active', 'planning'] },
        sort: [{ key: 'roi', dir: 'desc' }],
      },
    ],
    ['the archived projects', { columns: ['name', 'status'], filters: { archived: true } }],
    ['grouped by owner, no measures: a count', { columns: [], groupBy: ['businessOwner'] }],
    [
      'grouped by the EU AI Act class (none assessed: one group)',
      { columns: [], groupBy: ['aiActClass'] },
    ],
  ];

  it.each(definitions)('answers %s as the in-memory rules compute it', async (_, definition) => {
    const res = await run(definition);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual(inMemory(definition));
  });

  it('answers money as decimal strings, numbers as numbers and the columns it shows', async () => {
    const res = await run({
      columns: [],
      groupBy: ['status'],
      measures: [
        { fn: 'sum', column: 'totalInvestment' },
        { fn: 'avg', column: 'roi' },
      ],
      filters: { status: ['active'] },
    });
    expect(res.body).toEqual({
      columns: [
        { key: 'status', label: 'Status', type: 'status', role: 'group' },
        {
          key: 'sum_totalInvestment',
          label: 'Sum of Total Investment',
          type: 'money',
          role: 'measure',
        },
        { key: 'avg_roi', label: 'Average of ROI', type: 'number', role: 'measure' },
      ],
      // Claims Bot 100000 + 12 × 2500.50, Churn Model 12 × 1000, the formula one 1 + 12 × 1.
      rows: [{ status: 'active', sum_totalInvestment: '142019.00', avg_roi: 63.25 }],
      truncated: false,
    });
  });

  it('answers anew once a project or a risk changes (kept answers follow the data version)', async () => {
    const definition: ReportDefinition = {
      columns: [],
      groupBy: ['department'],
      measures: [
        { fn: 'sum', column: 'openRisks' },
        { fn: 'sum', column: 'initialCosts' },
      ],
      filters: { department: ['HR'] },
    };
    const first = await run(definition);
    expect(first.body.rows).toEqual([
      { department: 'HR', sum_openRisks: 0, sum_initialCosts: '5000.00' },
    ]);
    const hr = projects.find((p) => p.name === 'HR Assistant')!;
    await db()('risks').insert({ companyId, projectId: hr.id, ruleId: 'c', severity: 'low' });
    expect((await run(definition)).body.rows[0]).toMatchObject({ sum_openRisks: 1 });
    await t.editProject(hr.id, { initialCosts: '7000.00' }, t.adminA.cookie);
    expect((await run(definition)).body.rows[0]).toMatchObject({ sum_initialCosts: '7000.00' });
    // Back as it was, for the other tests' in-memory answers.
    await db()('risks').where({ projectId: hr.id }).delete();
    await t.editProject(hr.id, { initialCosts: '5000.00' }, t.adminA.cookie);
  });

  it('cuts the answer at the limit and says so', async () => {
    const res = await run({ columns: ['name'], limit: 2 });
    expect(res.body.rows).toHaveLength(2);
    expect(res.body.truncated).toBe(true);
  });

  it('reads only its own company: the same definition over company A finds none of these', async () => {
    const res = await run(
      { columns: ['name'], filters: { q: 'Claims Bot' } },
      t.adminA.cookie,
      t.companyA.id,
    );
    expect(res.body.rows).toEqual([]);
  });

  it.each<[string, unknown, string]>([
    ['a group that cannot be one', { columns: [], groupBy: ['name'] }, 'groupBy.0'],
    [
      'a sum of text',
      { columns: [], measures: [{ fn: 'sum', column: 'department' }] },
      'measures.0',
    ],
    ['a sum without a column', { columns: [], measures: [{ fn: 'sum' }] }, 'measures.0'],
    [
      'the same measure twice',
      { columns: [], measures: [{ fn: 'count' }, { fn: 'count' }] },
      'measures.1',
    ],
    [
      'a sort by a column not shown',
      { columns: ['name'], sort: [{ key: 'roi', dir: 'asc' }] },
      'sort.0.key',
    ],
    [
      'a stacked bar of one group',
      { columns: [], groupBy: ['status'], chart: 'stacked_bar' },
      'chart',
    ],
    ['a line not over time', { columns: [], groupBy: ['status'], chart: 'line' }, 'chart'],
    ['no columns', { columns: [] }, 'columns'],
  ])('refuses %s with 400 naming the field', async (_, definition, field) => {
    const res = await run(definition);
    expect(res.status, res.text).toBe(400);
    expect(res.error.details?.map((d) => d.field)).toContain(field);
  });

  it.each<[string, unknown]>([
    ['a column that is SQL', { columns: ['name; drop table projects'] }],
    ['a group that is SQL', { columns: [], groupBy: ['department) --'] }],
    [
      'a measure column that is SQL',
      { columns: [], measures: [{ fn: 'sum', column: 'pg_sleep(1)' }] },
    ],
    ['a measure function that is SQL', { columns: [], measures: [{ fn: 'count(*); --' }] }],
    [
      'a sort key that is SQL',
      { columns: ['name'], sort: [{ key: 'name desc, (select 1)', dir: 'asc' }] },
    ],
    [
      'a sort direction that is SQL',
      { columns: ['name'], sort: [{ key: 'name', dir: 'asc; --' }] },
    ],
    ['a status that is SQL', { columns: ['name'], filters: { status: ["active' or '1'='1"] } }],
    ['an unknown field', { columns: ['name'], sql: 'select 1' }],
    ['a limit past the maximum', { columns: ['name'], limit: 1_000_000 }],
  ])('refuses %s with 400', async (_, definition) => {
    const res = await run(definition);
    expect(res.status, res.text).toBe(400);
  });

  it('treats search text and departments as values, never as SQL', async () => {
    const q = "'; drop table projects; --";
    const definition: ReportDefinition = {
      columns: ['name'],
      filters: { q, department: ["Finance' or '1'='1"] },
    };
    const res = await run(definition);
    expect(res.status).toBe(200);
    expect(res.body.rows).toEqual([]);
    const sql = compileReport(db(), companyId, definition).toSQL();
    expect(sql.sql).not.toContain('drop table');
    expect(sql.sql).not.toContain("'1'='1");
    expect(sql.bindings).toContain(`%${q.replace(/_/g, '\\_')}%`);
    expect(await db()('projects').where({ companyId }).count()).toEqual([{ count: 8 }]);
  });
});

describe('saved reports', () => {
  const definition: ReportDefinition = {
    columns: [],
    groupBy: ['department'],
    measures: [{ fn: 'count' }],
    chart: 'bar',
  };
  const create = (body: Record<string, unknown>, cookie = t.adminA.cookie) =>
    api.call('createReport', {
      ...t.ofA(),
      body: { definition, ...body },
      cookie,
    });
  const list = async (cookie: string) => (await api.ok('listReports', { ...t.ofA(), cookie })).body;
  const snapshot = async () => ({
    reports: await db()('reports').orderBy('id'),
    events: await db()('auditEvents').where({ entity: 'report' }).orderBy('id'),
  });

  it('saves a report, answers it with its creator, and keeps its history', async () => {
    const res = await create({ name: '  Pipeline by department ', visibility: 'shared' });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Pipeline by department',
      visibility: 'shared',
      definition,
      createdBy: t.adminA.user.id,
      canEdit: true,
      schedule: null,
    });
    const events = await db()('auditEvents').where({ entity: 'report', entityId: res.body.id });
    expect(events).toHaveLength(1);
    expect(events[0].action).toBe('created');
    expect(JSON.stringify(events[0].changes)).toContain('Group by Department');
    expect(await list(t.memberA.cookie)).toContainEqual(
      expect.objectContaining({ id: res.body.id, canEdit: false }),
    );
  });

  it('keeps a private report to its creator: others neither list, change nor export it (404)', async () => {
    const mine = (await create({ name: 'My private one', visibility: 'private' }, t.memberA.cookie))
      .body;
    expect((await list(t.memberA.cookie)).map((r) => r.id)).toContain(mine.id);
    expect((await list(t.adminA.cookie)).map((r) => r.id)).not.toContain(mine.id);
    const params = { id: mine.id };
    await expectRefused(snapshot, 404, () =>
      api.call('updateReport', { params, body: { name: 'Taken' }, cookie: t.adminA.cookie }),
    );
    await expectRefused(snapshot, 404, () =>
      api.call('deleteReport', { params, cookie: t.adminA.cookie }),
    );
    await expectRefused(snapshot, 404, () =>
      api.call('scheduleReport', { params, body: { frequency: null }, cookie: t.adminA.cookie }),
    );
    const exported = await api.call('exportReport', { params, cookie: t.adminA.cookie });
    expect(exported.status).toBe(404);
    const renamed = await api.ok('updateReport', {
      params,
      body: { name: 'Still mine', visibility: 'shared' },
      cookie: t.memberA.cookie,
    });
    expect(renamed.body).toMatchObject({ name: 'Still mine', visibility: 'shared' });
  });

  it('lets an admin change a shared report, and not another member (403)', async () => {
    const shared = (
      await create({ name: 'Shared by member', visibility: 'shared' }, t.memberA.cookie)
    ).body;
    const byAdmin = await api.ok('updateReport', {
      params: { id: shared.id },
      body: { definition: { ...definition, chart: 'none' } },
      cookie: t.adminA.cookie,
    });
    expect(byAdmin.body).toMatchObject({ canEdit: true, definition: { chart: 'none' } });
    const adminsOwn = (await create({ name: 'Admin shared', visibility: 'shared' })).body;
    const refused = await expectRefused(snapshot, 403, () =>
      api.call('updateReport', {
        params: { id: adminsOwn.id },
        body: { name: 'Mine now' },
        cookie: t.memberA.cookie,
      }),
    );
    expect(refused.error.message).toBe('Only its creator or an admin can change this report');
    await expectRefused(snapshot, 403, () =>
      api.call('deleteReport', { params: { id: adminsOwn.id }, cookie: t.memberA.cookie }),
    );
    await api.ok('deleteReport', { params: { id: shared.id }, cookie: t.adminA.cookie });
    expect((await list(t.memberA.cookie)).map((r) => r.id)).not.toContain(shared.id);
  });

  it('refuses a shared name taken in the company, or a private one the person has (409)', async () => {
    await create({ name: 'Quarterly', visibility: 'shared' });
    const again = await expectRefused(snapshot, 409, () =>
      create({ name: 'QUARTERLY', visibility: 'shared' }, t.memberA.cookie),
    );
    expect(again.error.message).toBe(REPORT_SAME_NAME_MESSAGE);
    // A private one of that name is another person's business.
    expect(
      (await create({ name: 'Quarterly', visibility: 'private' }, t.memberA.cookie)).status,
    ).toBe(201);
    await expectRefused(snapshot, 409, () =>
      create({ name: 'quarterly', visibility: 'private' }, t.memberA.cookie),
    );
    // Renaming onto a taken name too.
    const other = (await create({ name: 'Other', visibility: 'shared' })).body;
    await expectRefused(snapshot, 409, () =>
      api.call('updateReport', {
        params: { id: other.id },
        body: { name: 'Quarterly' },
        cookie: t.adminA.cookie,
      }),
    );
  });

  it('refuses a definition that breaks the rules, naming the field (400)', async () => {
    const res = await expectRefused(snapshot, 400, () =>
      create({
        name: 'Broken',
        visibility: 'shared',
        definition: { columns: [], groupBy: ['name'] },
      }),
    );
    expect(res.error.details).toEqual([
      { field: 'definition.groupBy.0', message: 'Project Name cannot be a group' },
    ]);
    await expectRefused(snapshot, 400, () => create({ name: ' ', visibility: 'shared' }));
    await expectRefused(snapshot, 400, () => create({ name: 'X', visibility: 'public' }));
  });
});

describe('GET /api/reports/{id}/export?format=csv', () => {
  it('sends the report computed now as a CSV file named after it, formulas neutralised', async () => {
    const report = await api.ok('createReport', {
      params: { companyId },
      body: {
        name: 'Finance: projects',
        visibility: 'shared',
        definition: {
          columns: ['name', 'totalInvestment', 'roi'],
          filters: { department: ['Finance'] },
          sort: [{ key: 'name', dir: 'asc' }],
        },
      },
      cookie: t.adminA.cookie,
    });
    const res = await api.call('exportReport', {
      params: { id: report.body.id },
      query: { format: 'csv' },
      cookie: t.adminA.cookie,
    });
    expect(res.status).toBe(200);
    expectCsvDownload(res.headers, 'finance-projects');
    expect(res.text.split('\r\n')).toEqual([
      '\uFEFFProject Name,Total Investment,ROI',
      `"'=HYPERLINK(""http://evil"")",13.00,1`,
      'Fraud Radar,250000.00,40',
      'Invoice OCR,83600.00,-12.25',
      '',
    ]);
    const bad = await api.call('exportReport', {
      params: { id: report.body.id },
      query: { format: 'xlsx' },
      cookie: t.adminA.cookie,
    });
    expect(bad.status).toBe(400);
  });
});

describe('PUT /api/reports/{id}/schedule', () => {
  let reportId: string;
  beforeAll(async () => {
    reportId = (
      await api.ok('createReport', {
        ...t.ofA(),
        body: { name: 'Scheduled', visibility: 'shared', definition: { columns: ['name'] } },
        cookie: t.adminA.cookie,
      })
    ).body.id;
  });
  const schedule = (body: unknown, cookie = t.adminA.cookie, id = reportId) =>
    api.call('scheduleReport', { params: { id }, body, cookie });
  const snapshot = async () => db()('reports').orderBy('id');

  it('schedules weekly mail to members: next Monday 07:00 UTC, in the history', async () => {
    const res = await schedule({
      frequency: 'weekly',
      recipients: [t.adminA.user.id, t.memberA.user.id],
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.schedule).toMatchObject({
      frequency: 'weekly',
      recipients: [t.adminA.user.id, t.memberA.user.id],
      lastSentAt: null,
    });
    const next = new Date(res.body.schedule!.nextRunAt);
    expect(next.getUTCDay()).toBe(1);
    expect(next.getUTCHours()).toBe(7);
    expect(next.getTime()).toBeGreaterThan(Date.now());
    const last = await db()('auditEvents')
      .where({ entity: 'report', entityId: reportId })
      .orderBy('id', 'desc')
      .first();
    expect(JSON.stringify(last.changes)).toContain('Weekly');
  });

  it('refuses recipients outside the company, none, or others of a private report (400)', async () => {
    const stranger = await expectRefused(snapshot, 400, () =>
      schedule({ frequency: 'monthly', recipients: [t.adminB.user.id] }),
    );
    expect(stranger.error.message).toBe('Recipients must be members of the company');
    await expectRefused(snapshot, 400, () => schedule({ frequency: 'monthly', recipients: [] }));
    await expectRefused(snapshot, 400, () => schedule({ frequency: 'daily', recipients: [] }));
    const mine = (
      await api.ok('createReport', {
        ...t.ofA(),
        body: { name: 'Mine to mail', visibility: 'private', definition: { columns: ['name'] } },
        cookie: t.memberA.cookie,
      })
    ).body;
    await expectRefused(snapshot, 400, () =>
      schedule({ frequency: 'monthly', recipients: [t.adminA.user.id] }, t.memberA.cookie, mine.id),
    );
    const own = await schedule(
      { frequency: 'monthly', recipients: [t.memberA.user.id] },
      t.memberA.cookie,
      mine.id,
    );
    expect(own.status).toBe(200);
    expect(new Date(own.body.schedule!.nextRunAt).getUTCDate()).toBe(1);
  });

  it('refuses a member who did not make the shared report (403), and stops with null', async () => {
    await expectRefused(snapshot, 403, () => schedule({ frequency: null }, t.memberA.cookie));
    const stopped = await schedule({ frequency: null });
    expect(stopped.status).toBe(200);
    expect(stopped.body.schedule).toBeNull();
  });
});
