import { PROJECT_PAGE_MAX, type Project } from '@portfolio/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Company } from '../../models/company.ts';
import type { SignedIn } from '../../testing/auth.ts';
import { setupTwoCompanies } from '../../testing/two-companies.ts';
import { expectRefused } from '../../testing/refusal.ts';
import { MISSING_ID } from '../../testing/factories.ts';
import { watchQueries } from '../../testing/queries.ts';

const EMBEDDER = 'https://intranet.example.test';

const t = setupTwoCompanies({ config: { allowedOrigins: [EMBEDDER] } });
const { api, db } = t;

const fullBody = {
  name: '  Invoice Reader  ',
  problemStatement: 'Invoices are keyed in by hand.',
  department: 'Finance',
  businessOwner: 'Grace Hopper',
  jobsToBeDone: 'Read totals and due dates from PDFs.',
  expectedReturn: '250000',
  initialCosts: '120000.5',
  runningCosts: '4500.25',
  roi: '-12.5',
  status: 'in_progress',
  euAiActStatus: 'compliant',
  gdprStatus: 'in_review',
  doraStatus: 'non_compliant',
  notes: 'Pilot with the Paris office.',
};

const projectRows = () => db()('projects').orderBy('id');

describe('POST /api/companies/{companyId}/projects', () => {
  it('creates a project for a member, the caller as creator, amounts as decimals', async () => {
    const response = await api.call('createProject', {
      ...t.ofA(),
      body: fullBody,
      cookie: t.memberA.cookie,
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      companyId: t.companyA.id,
      createdBy: t.memberA.user.id,
      name: 'Invoice Reader',
      problemStatement: fullBody.problemStatement,
      department: 'Finance',
      businessOwner: 'Grace Hopper',
      jobsToBeDone: fullBody.jobsToBeDone,
      expectedReturn: '250000.00',
      initialCosts: '120000.50',
      runningCosts: '4500.25',
      roi: '-12.50',
      status: 'in_progress',
      euAiActStatus: 'compliant',
      gdprStatus: 'in_review',
      doraStatus: 'non_compliant',
      notes: fullBody.notes,
      archivedAt: null,
    });
    const row = await db()('projects').where({ id: response.body.id }).first();
    expect(row).toMatchObject({
      companyId: t.companyA.id,
      name: 'Invoice Reader',
      initialCosts: '120000.50',
    });
  });

  it('takes the defaults for status and compliance, and null for empty optional amounts', async () => {
    const response = await api.call('createProject', {
      ...t.ofA(),
      body: {
        name: 'Minimal',
        problemStatement: 'Something to solve',
        department: 'IT',
        businessOwner: 'Someone',
        expectedReturn: null,
        initialCosts: null,
        runningCosts: null,
        roi: null,
      },
      cookie: t.adminA.cookie,
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      status: 'planning',
      euAiActStatus: 'not_applicable',
      gdprStatus: 'not_applicable',
      doraStatus: 'not_applicable',
      expectedReturn: null,
      initialCosts: null,
      runningCosts: null,
      roi: null,
      jobsToBeDone: null,
      notes: null,
    });
  });

  it.each([
    ['missing required fields', {}, ['name', 'problemStatement', 'department', 'businessOwner']],
    ['a blank name', { ...fullBody, name: '   ' }, ['name']],
    ['a name over 255 characters', { ...fullBody, name: 'x'.repeat(256) }, ['name']],
    ['an unknown field', { ...fullBody, companyId: MISSING_ID }, ['companyId']],
    ['a createdBy of its own', { ...fullBody, createdBy: MISSING_ID }, ['createdBy']],
    ['an amount with three decimals', { ...fullBody, initialCosts: '10.005' }, ['initialCosts']],
    ['an amount as a number', { ...fullBody, runningCosts: 1200 }, ['runningCosts']],
    ['a negative amount', { ...fullBody, expectedReturn: '-5' }, ['expectedReturn']],
    ['an empty amount', { ...fullBody, initialCosts: '' }, ['initialCosts']],
    [
      'an amount with a thousands separator',
      { ...fullBody, initialCosts: '1,000' },
      ['initialCosts'],
    ],
    ['an ROI out of numeric(8,2)', { ...fullBody, roi: '1234567' }, ['roi']],
    ['an unknown status', { ...fullBody, status: 'cancelled' }, ['status']],
    ['an unknown compliance status', { ...fullBody, gdprStatus: 'maybe' }, ['gdprStatus']],
  ])('answers 400 naming the field for %s, writing nothing', async (_, body, fields) => {
    const before = await projectRows();
    const response = await api.call('createProject', {
      ...t.ofA(),
      body,
      cookie: t.memberA.cookie,
    });
    expect(response.status).toBe(400);
    expect(response.error.details).toEqual(
      expect.arrayContaining(fields.map((field) => expect.objectContaining({ field }))),
    );
    expect(await projectRows()).toEqual(before);
  });

  it('names a too-long field, and a wrong amount, by the labels of the form', async () => {
    const response = await expectRefused(projectRows, 400, () =>
      api.call('createProject', {
        ...t.ofA(),
        body: { ...fullBody, businessOwner: 'x'.repeat(256), runningCosts: 'lots' },
        cookie: t.memberA.cookie,
      }),
    );
    expect(response.error.details).toEqual([
      { field: 'businessOwner', message: 'Business Owner must be at most 255 characters' },
      {
        field: 'runningCosts',
        message: expect.stringMatching(/^Running Costs must be an amount of zero or more/),
      },
    ]);
  });

  it('answers 400 for malformed JSON, writing nothing', async () => {
    await expectRefused(projectRows, 400, () =>
      api.call('createProject', {
        ...t.ofA(),
        body: '{"name": ',
        cookie: t.memberA.cookie,
      }),
    );
  });

  it('answers 400 for a company id that is not a uuid', async () => {
    const response = await api.call('createProject', {
      params: { companyId: 'not-a-uuid' },
      body: fullBody,
      cookie: t.memberA.cookie,
    });
    expect(response.status).toBe(400);
    expect(response.error.details).toEqual([expect.objectContaining({ field: 'companyId' })]);
  });
});

describe('GET /api/projects/{id}', () => {
  it('answers the project to a member of its company', async () => {
    const project = await t.projectOfA({ roi: '12.34' });
    const response = await api.call('getProject', {
      params: { id: project.id },
      cookie: t.memberA.cookie,
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: project.id,
      name: project.name,
      roi: '12.34',
      createdAt: project.createdAt.toISOString(),
    });
  });

  it('answers an archived project too (it can be restored from its page)', async () => {
    const project = await t.projectOfA({ archivedAt: new Date() });
    const response = await api.call('getProject', {
      params: { id: project.id },
      cookie: t.memberA.cookie,
    });
    expect(response.status).toBe(200);
    expect(response.body.archivedAt).not.toBeNull();
  });

  it('answers 404 for an unknown id', async () => {
    const missing = await api.call('getProject', {
      params: { id: MISSING_ID },
      cookie: t.adminA.cookie,
    });
    expect(missing.status).toBe(404);
  });

  it('answers 400 for an id that is not a uuid', async () => {
    const response = await api.call('getProject', {
      params: { id: '42' },
      cookie: t.adminA.cookie,
    });
    expect(response.status).toBe(400);
    expect(response.error.details).toEqual([expect.objectContaining({ field: 'id' })]);
  });
});

describe('PUT /api/projects/{id}', () => {
  it('changes only the fields sent; status and compliance left out keep their values', async () => {
    const project = await t.projectOfA({
      roi: '10.00',
      initialCosts: '5000.00',
      status: 'active',
      euAiActStatus: 'compliant',
      gdprStatus: 'in_review',
      doraStatus: 'non_compliant',
    });
    const response = await api.call('updateProject', {
      params: { id: project.id },
      body: { roi: '55.5' },
      cookie: t.memberA.cookie,
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: project.id,
      roi: '55.50',
      status: 'active',
      euAiActStatus: 'compliant',
      gdprStatus: 'in_review',
      doraStatus: 'non_compliant',
      initialCosts: '5000.00',
      name: project.name,
      createdBy: t.adminA.user.id,
    });
    expect(new Date(response.body.updatedAt).getTime()).toBeGreaterThan(
      project.updatedAt.getTime(),
    );
    const row = await db()('projects').where({ id: project.id }).first();
    expect(row).toMatchObject({ roi: '55.50', status: 'active', euAiActStatus: 'compliant' });
  });

  it('clears an amount sent as null and edits every editable field at once', async () => {
    const project = await t.projectOfA({ runningCosts: '99.00' });
    const response = await api.call('updateProject', {
      params: { id: project.id },
      body: { ...fullBody, runningCosts: null, name: 'Renamed' },
      cookie: t.memberA.cookie,
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      name: 'Renamed',
      runningCosts: null,
      doraStatus: 'non_compliant',
    });
  });

  it.each([
    ['an empty body', {}],
    ['a blank required field', { businessOwner: ' ' }],
    ['the company id', { companyId: MISSING_ID }],
    ['the creator', { createdBy: MISSING_ID }],
    ['a problem statement over 10,000 characters', { problemStatement: 'x'.repeat(10_001) }],
    ['a bad amount', { initialCosts: '12.3.4' }],
    ['an amount over numeric(15,2)', { initialCosts: '12345678901234' }],
    ['a wrong type', { notes: 42 }],
  ])('answers 400 for %s, changing nothing', async (_, body) => {
    const project = await t.projectOfA();
    const response = await expectRefused(projectRows, 400, () =>
      api.call('updateProject', {
        params: { id: project.id },
        body,
        cookie: t.memberA.cookie,
      }),
    );
    expect(response.error.message).toBeTruthy();
  });

  it('answers 404 for an unknown id', async () => {
    const response = await api.call('updateProject', {
      params: { id: MISSING_ID },
      body: { name: 'Nobody' },
      cookie: t.adminA.cookie,
    });
    expect(response.status).toBe(404);
  });
});

describe('POST /api/projects/{id}/archive and /restore', () => {
  it('archives with a body-less POST: the project leaves the list, shows with archived=true; again changes nothing', async () => {
    const project = await t.projectOfA();
    const archived = await api.call('archiveProject', {
      params: { id: project.id },
      cookie: t.memberA.cookie,
    });
    expect(archived.status).toBe(200);
    expect(archived.body.archivedAt).not.toBeNull();

    const live = await api.call('listProjects', {
      ...t.ofA(),
      cookie: t.memberA.cookie,
    });
    expect(live.body.map((p) => p.id)).not.toContain(project.id);
    const gone = await api.call('listProjects', {
      ...t.ofA(),
      query: { archived: true },
      cookie: t.memberA.cookie,
    });
    expect(gone.body.map((p) => p.id)).toContain(project.id);
    expect(gone.body.every((p) => p.archivedAt !== null)).toBe(true);

    const again = await api.call('archiveProject', {
      params: { id: project.id },
      cookie: t.memberA.cookie,
    });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(archived.body);
  });

  it('restores: the project is live again; again changes nothing', async () => {
    const project = await t.projectOfA({ archivedAt: new Date('2026-01-01T00:00:00Z') });
    const restored = await api.call('restoreProject', {
      params: { id: project.id },
      cookie: t.memberA.cookie,
    });
    expect(restored.status).toBe(200);
    expect(restored.body.archivedAt).toBeNull();
    const live = await api.call('listProjects', {
      ...t.ofA(),
      cookie: t.memberA.cookie,
    });
    expect(live.body.map((p) => p.id)).toContain(project.id);
    const again = await api.call('restoreProject', {
      params: { id: project.id },
      cookie: t.memberA.cookie,
    });
    expect(again.body).toEqual(restored.body);
  });

  it.each(['archiveProject', 'restoreProject'] as const)(
    '%s answers 404 for an unknown id, changing nothing',
    async (name) => {
      await expectRefused(projectRows, 404, () =>
        api.call(name, {
          params: { id: MISSING_ID },
          cookie: t.adminA.cookie,
        }),
      );
    },
  );

  it.each(['archiveProject', 'restoreProject'] as const)(
    '%s answers 400 for an id that is not a uuid',
    async (name) => {
      const response = await api.call(name, { params: { id: 'x' }, cookie: t.adminA.cookie });
      expect(response.status).toBe(400);
    },
  );
});

describe('GET /api/companies/{companyId}/projects', () => {
  let company: Company;
  let admin: SignedIn;
  /** The fixture, by name. */
  const byName = new Map<string, Project>();
  const names = (projects: Project[]) => projects.map((p) => p.name);

  const list = (query: Record<string, string | number | boolean | undefined> = {}) =>
    api.call('listProjects', { params: { companyId: company.id }, query, cookie: admin.cookie });

  beforeAll(async () => {
    // A company of its own for an account already signed in: no sign-up needed.
    admin = t.adminA;
    company = await t.companyOwnedBy(admin, { name: 'Listing Co' });
    const rows = [
      // name, department, status, roi, initial, running, day
      ['Churn Predictor', 'Sales', 'active', '40.00', '100000.00', '1000.00', 1],
      ['chatbot for HR', 'HR', 'planning', null, null, '500.00', 2],
      ['Fraud Radar', 'Finance', 'active', '-5.00', '250000.00', null, 3],
      ['100% Uptime Monitor', 'IT', 'on_hold', '12.50', '1000.00', '10.00', 4],
      ['Doc_Sorter', 'Legal', 'completed', '40.00', null, null, 5],
      ['Docs Sorter', 'Legal', 'in_progress', '7.25', '30000.00', '2500.00', 6],
      ['Forecast Engine', 'Finance', 'planning', null, '60000.00', '0.00', 7],
      ['Archived Thing', 'Finance', 'active', '99.00', '1.00', '1.00', 8],
    ] as const;
    for (const [name, department, status, roi, initialCosts, runningCosts, day] of rows) {
      const created = new Date(Date.UTC(2026, 0, day));
      const [row] = await db()('projects')
        .insert({
          companyId: company.id,
          createdBy: admin.user.id,
          name,
          problemStatement:
            name === 'Fraud Radar' ? 'Card payments: spot the 5% anomalies' : `About ${name}`,
          department,
          businessOwner: 'Owner',
          status,
          roi,
          initialCosts,
          runningCosts,
          createdAt: created,
          updatedAt: created,
          archivedAt: name === 'Archived Thing' ? created : null,
        })
        .returning('*');
      byName.set(name, row);
    }
  });

  it('answers the live projects, newest first, with the total in X-Total-Count', async () => {
    const response = await list();
    expect(response.status).toBe(200);
    expect(response.headers.get('x-total-count')).toBe('7');
    expect(names(response.body)).toEqual([
      'Forecast Engine',
      'Docs Sorter',
      'Doc_Sorter',
      '100% Uptime Monitor',
      'Fraud Radar',
      'chatbot for HR',
      'Churn Predictor',
    ]);
  });

  it('searches name or problem statement, case-insensitively', async () => {
    const byNameOnly = await list({ q: 'CHURN' });
    expect(names(byNameOnly.body)).toEqual(['Churn Predictor']);
    const byStatement = await list({ q: 'card payments' });
    expect(names(byStatement.body)).toEqual(['Fraud Radar']);
    expect(byStatement.headers.get('x-total-count')).toBe('1');
  });

  it('takes % and _ in a search literally', async () => {
    expect(names((await list({ q: '%' })).body).sort()).toEqual([
      '100% Uptime Monitor',
      'Fraud Radar',
    ]);
    expect(names((await list({ q: '_' })).body)).toEqual(['Doc_Sorter']);
    expect(names((await list({ q: 'doc_' })).body)).toEqual(['Doc_Sorter']);
  });

  it('ignores a blank search', async () => {
    expect((await list({ q: '   ' })).headers.get('x-total-count')).toBe('7');
  });

  it('filters by department and status, together with a search', async () => {
    expect(names((await list({ department: 'Finance' })).body)).toEqual([
      'Forecast Engine',
      'Fraud Radar',
    ]);
    expect(names((await list({ status: 'active' })).body)).toEqual([
      'Fraud Radar',
      'Churn Predictor',
    ]);
    const both = await list({ department: 'Finance', status: 'active', q: 'radar' });
    expect(names(both.body)).toEqual(['Fraud Radar']);
    expect(both.headers.get('x-total-count')).toBe('1');
    const none = await list({ department: 'Nowhere' });
    expect(none.body).toEqual([]);
    expect(none.headers.get('x-total-count')).toBe('0');
  });

  it('lists archived projects instead with archived=true', async () => {
    const response = await list({ archived: true });
    expect(names(response.body)).toEqual(['Archived Thing']);
    expect(response.headers.get('x-total-count')).toBe('1');
    expect(names((await list({ archived: false })).body)).toHaveLength(7);
  });

  it('sorts by name (case-insensitive), either way', async () => {
    const asc = names((await list({ sort: 'name' })).body);
    expect(asc).toEqual([
      '100% Uptime Monitor',
      'chatbot for HR',
      'Churn Predictor',
      'Doc_Sorter',
      'Docs Sorter',
      'Forecast Engine',
      'Fraud Radar',
    ]);
    expect(names((await list({ sort: '-name' })).body)).toEqual([...asc].reverse());
  });

  it('sorts by ROI with projects without one last in both directions, ties by id', async () => {
    const [churn, doc] = [byName.get('Churn Predictor')!, byName.get('Doc_Sorter')!].sort((a, b) =>
      a.id < b.id ? -1 : 1,
    );
    const noRoi = ['chatbot for HR', 'Forecast Engine']
      .map((n) => byName.get(n)!)
      .sort((a, b) => (a.id < b.id ? -1 : 1));
    expect(names((await list({ sort: 'roi' })).body)).toEqual([
      'Fraud Radar',
      'Docs Sorter',
      '100% Uptime Monitor',
      churn!.name,
      doc!.name,
      ...names(noRoi),
    ]);
    expect(names((await list({ sort: '-roi' })).body)).toEqual([
      doc!.name,
      churn!.name,
      '100% Uptime Monitor',
      'Docs Sorter',
      'Fraud Radar',
      ...names([...noRoi].reverse()),
    ]);
  });

  it('sorts by investment = initial + 12 × running, missing amounts as 0', async () => {
    // Doc_Sorter 0, Uptime 1,120, chatbot 6,000, Docs 60,000, Forecast 60,000 (tie: by id),
    // Churn 112,000, Fraud 250,000.
    const [first, second] = ['Docs Sorter', 'Forecast Engine']
      .map((n) => byName.get(n)!)
      .sort((a, b) => (a.id < b.id ? -1 : 1));
    const ascending = [
      'Doc_Sorter',
      '100% Uptime Monitor',
      'chatbot for HR',
      first!.name,
      second!.name,
      'Churn Predictor',
      'Fraud Radar',
    ];
    expect(names((await list({ sort: 'investment' })).body)).toEqual(ascending);
    expect(names((await list({ sort: '-investment' })).body)).toEqual([...ascending].reverse());
  });

  it('sorts by department, status and creation date', async () => {
    const departments = (await list({ sort: 'department' })).body.map((p) => p.department);
    expect(departments).toEqual([...departments].sort());
    const statuses = (await list({ sort: '-status' })).body.map((p) => p.status);
    expect(statuses).toEqual([...statuses].sort().reverse());
    expect(names((await list({ sort: 'createdAt' })).body)[0]).toBe('Churn Predictor');
  });

  it('pages with limit and offset; the total stays the filtered total', async () => {
    const all = names((await list({ sort: 'name' })).body);
    const pages: string[] = [];
    for (let offset = 0; offset < all.length; offset += 3) {
      const page = await list({ sort: 'name', limit: 3, offset });
      expect(page.headers.get('x-total-count')).toBe('7');
      expect(page.body.length).toBeLessThanOrEqual(3);
      pages.push(...names(page.body));
    }
    expect(pages).toEqual(all);
    const beyond = await list({ offset: 100 });
    expect(beyond.body).toEqual([]);
    expect(beyond.headers.get('x-total-count')).toBe('7');
  });

  it(`answers at most ${PROJECT_PAGE_MAX} projects when no limit is given`, async () => {
    const bigAdmin = t.adminA;
    const big = await t.companyOwnedBy(bigAdmin, { name: 'Big Co' });
    await db().raw(
      `insert into projects (company_id, created_by, name, problem_statement, department, business_owner)
       select ?, ?, 'P' || n, 'S', 'IT', 'O' from generate_series(1, ?) as n`,
      [big.id, bigAdmin.user.id, PROJECT_PAGE_MAX + 5],
    );
    const response = await api.call('listProjects', {
      params: { companyId: big.id },
      cookie: bigAdmin.cookie,
    });
    expect(response.body).toHaveLength(PROJECT_PAGE_MAX);
    expect(response.headers.get('x-total-count')).toBe(String(PROJECT_PAGE_MAX + 5));
  });

  it('reads the page and its total in one query, and counts a filter once per data version', async () => {
    const query = { q: 'o', department: 'Legal', sort: '-investment', limit: 2 } as const;
    await watchQueries(db(), async (all) => {
      const queries = () => all.filter((sql) => /\bprojects\b/.test(sql));
      const first = await list(query);
      expect(queries()).toHaveLength(1);
      expect(queries().filter((sql) => /count\(\*\)/.test(sql))).toHaveLength(1);
      // Another page of the same filter (the same page again comes from the page cache).
      const again = await list({ ...query, offset: 1 });
      expect(queries()).toHaveLength(2);
      expect(queries()[1]).not.toMatch(/count\(\*\)/);
      expect(again.headers.get('x-total-count')).toBe(first.headers.get('x-total-count'));
    });
  });

  it('exposes X-Total-Count to an allowed embedding origin', async () => {
    const response = await api.call('listProjects', {
      params: { companyId: company.id },
      cookie: admin.cookie,
      headers: { Origin: EMBEDDER },
    });
    expect(response.headers.get('access-control-allow-origin')).toBe(EMBEDDER);
    expect(response.headers.get('access-control-expose-headers')).toMatch(/X-Total-Count/i);
  });

  it.each([
    ['limit', { limit: 0 }],
    ['limit', { limit: PROJECT_PAGE_MAX + 1 }],
    ['limit', { limit: 'ten' }],
    ['offset', { offset: -1 }],
    ['sort', { sort: 'budget' }],
    ['status', { status: 'done' }],
    ['archived', { archived: 'maybe' }],
    ['q', { q: 'x'.repeat(201) }],
    ['page', { page: 2 }],
  ])('answers 400 naming %s for a bad query', async (field, query) => {
    const response = await list(query);
    expect(response.status).toBe(400);
    expect(response.error.details).toEqual([expect.objectContaining({ field })]);
  });

  it('answers 404 to a user of another company, telling no total', async () => {
    const foreign = await api.call('listProjects', {
      params: { companyId: company.id },
      cookie: t.adminB.cookie,
    });
    expect(foreign.status).toBe(404);
    expect(foreign.headers.get('x-total-count')).toBeNull();
  });

  it('answers 400 for a company id that is not a uuid', async () => {
    const bad = await api.call('listProjects', {
      params: { companyId: 'abc' },
      cookie: t.adminB.cookie,
    });
    expect(bad.status).toBe(400);
  });
});
