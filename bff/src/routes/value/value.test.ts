import { addMonths, monthOf } from '@portfolio/contracts';
import { describe, expect, it } from 'vitest';
import { expectRefused, tableRows } from '../../testing/refusal.ts';
import { setupTwoCompanies } from '../../testing/two-companies.ts';
import { id } from '../../testing/contract-client.ts';

// Signed-out (401), unknown ids and every other company's user (404) for every route of the
// endpoint table, these included: contract.test.ts. Here: what each route does, its 400s with
// their sentences, the history it writes, the payback month, the value-behind risk and the
// dashboard's value figures.

const t = setupTwoCompanies({ memberA: { firstName: 'Maya', lastName: 'Chen' } });
const { api, db } = t;
const now = monthOf(new Date());

const snapshot = () =>
  tableRows(db(), [
    'projectValues',
    'projectBenefits',
    'projectKpis',
    'kpiMeasurements',
    'projectGates',
    'auditEvents',
  ]);

const personOf = async (companyId: string, userId: string) =>
  (await db()('people').where({ companyId, userId }).first()).id as string;

describe('the value of a project', () => {
  it('names a benefit owner, takes realised benefit by month and computes the payback month', async () => {
    const project = await t.projectOfA({
      name: 'Valued',
      startDate: `${addMonths(now, -3)}-10`,
      expectedReturn: '120000.00',
      initialCosts: '20000.00',
      runningCosts: '1000.00',
    });
    const empty = await api.ok('getProjectValue', { ...id(project.id), cookie: t.memberA.cookie });
    expect(empty.body).toMatchObject({
      projectId: project.id,
      benefitOwner: null,
      currentMonth: now,
      months: [],
      plannedMonthly: '10000.00',
      plannedToDate: '40000.00',
      realisedToDate: '0.00',
      costsToDate: '24000.00',
      paybackMonth: null,
      // 9,000 a month of margin covers 20,000 in the third month.
      plannedPaybackMonth: addMonths(now, -1),
      pastPaybackWithoutValue: true,
      behindPlan: false,
    });

    const owner = await personOf(t.companyA.id, t.memberA.user.id);
    const set = await api.ok('updateProjectValue', {
      ...id(project.id),
      cookie: t.memberA.cookie,
      body: {
        benefitOwnerId: owner,
        months: [
          { month: addMonths(now, -3), amount: '5000.00' },
          { month: addMonths(now, -2), amount: '19000.5' },
        ],
      },
    });
    expect(set.body).toMatchObject({
      benefitOwner: { id: owner, name: 'Maya Chen' },
      months: [
        { month: addMonths(now, -3), amount: '5000.00' },
        { month: addMonths(now, -2), amount: '19000.50' },
      ],
      realisedToDate: '24000.50',
      // By the second month 22,000 was spent and 24,000.50 realised.
      paybackMonth: addMonths(now, -2),
      pastPaybackWithoutValue: false,
    });

    // A month given back with null; the owner removed.
    const changed = await api.ok('updateProjectValue', {
      ...id(project.id),
      cookie: t.memberA.cookie,
      body: { benefitOwnerId: null, months: [{ month: addMonths(now, -2), amount: null }] },
    });
    expect(changed.body).toMatchObject({ benefitOwner: null, realisedToDate: '5000.00' });
    expect(changed.body.paybackMonth).toBeNull();

    const history = await t.projectHistory(project.id);
    expect(history.slice(0, 5)).toMatchObject([
      {
        entity: 'project_benefit',
        action: 'deleted',
        entityLabel: expect.stringMatching(/^Realised benefit, /),
      },
      {
        entity: 'project_value',
        action: 'updated',
        changes: [{ label: 'Benefit owner', before: 'Maya Chen', after: null }],
      },
      {
        entity: 'project_benefit',
        action: 'created',
        changes: [expect.anything(), { label: 'Realised benefit', after: '$19,000.50' }],
      },
      { entity: 'project_benefit', action: 'created' },
      {
        entity: 'project_value',
        action: 'created',
        changes: [{ label: 'Benefit owner', before: null, after: 'Maya Chen' }],
      },
    ]);
  });

  it.each([
    ['an empty change', {}, undefined],
    [
      'a month that does not exist',
      { months: [{ month: '2026-13', amount: '1' }] },
      'months.0.month',
    ],
    ['a negative amount', { months: [{ month: '2026-01', amount: '-1.00' }] }, 'months.0.amount'],
    [
      'one month named twice',
      {
        months: [
          { month: '2026-01', amount: '1' },
          { month: '2026-01', amount: '2' },
        ],
      },
      'months.1.month',
    ],
    ['a benefit owner that is not an id', { benefitOwnerId: 'Maya' }, 'benefitOwnerId'],
  ])('refuses %s with 400, and writes nothing', async (_, body, field) => {
    const project = await t.projectOfA();
    const res = await expectRefused(snapshot, 400, () =>
      api.call('updateProjectValue', {
        ...id(project.id),
        cookie: t.memberA.cookie,
        body: body as never,
      }),
    );
    expect(res.error.message.length).toBeGreaterThan(0);
    if (field) expect(res.error.details?.map((d: { field: string }) => d.field)).toContain(field);
  });

  it("refuses another company's person as benefit owner as a missing one", async () => {
    const project = await t.projectOfA();
    const stranger = await personOf(t.companyB.id, t.adminB.user.id);
    const res = await expectRefused(snapshot, 404, () =>
      api.call('updateProjectValue', {
        ...id(project.id),
        cookie: t.memberA.cookie,
        body: { benefitOwnerId: stranger, months: [{ month: now, amount: '1.00' }] },
      }),
    );
    expect(res.error.message).toBe('Person not found');
  });
});

describe('KPIs', () => {
  it('are added, measured, listed with progress, changed and deleted, each in the history', async () => {
    const project = await t.projectOfA({ name: 'Measured' });
    const created = await api.ok('createProjectKpi', {
      ...id(project.id),
      cookie: t.memberA.cookie,
      body: { name: ' Handling time ', unit: 'min', baseline: 40, target: 10, direction: 'lower' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      projectId: project.id,
      name: 'Handling time',
      unit: 'min',
      baseline: 40,
      target: 10,
      direction: 'lower',
      measurements: [],
      latest: null,
      progress: null,
      met: false,
    });
    const kpi = created.body.id;
    const measure = (date: string, value: number) =>
      api.ok('addKpiMeasurement', { ...id(kpi), cookie: t.memberA.cookie, body: { date, value } });
    expect((await measure('2026-03-01', 30)).status).toBe(201);
    await measure('2026-01-01', 35.5);
    // The same day again replaces its value.
    const replaced = await measure('2026-03-01', 25);
    expect(replaced.body).toMatchObject({
      measurements: [
        { date: '2026-01-01', value: 35.5 },
        { date: '2026-03-01', value: 25 },
      ],
      latest: 25,
      progress: 50,
      met: false,
    });

    const changed = await api.ok('updateKpi', {
      ...id(kpi),
      cookie: t.memberA.cookie,
      body: { target: 25 },
    });
    expect(changed.body).toMatchObject({ target: 25, progress: 100, met: true });
    expect(changed.body.measurements).toHaveLength(2);

    const listed = await api.ok('listProjectKpis', { ...id(project.id), cookie: t.memberA.cookie });
    expect(listed.body.map((k) => k.id)).toEqual([kpi]);

    await api.ok('deleteKpi', { ...id(kpi), cookie: t.memberA.cookie });
    expect(
      (await api.ok('listProjectKpis', { ...id(project.id), cookie: t.memberA.cookie })).body,
    ).toEqual([]);
    expect(await db()('kpiMeasurements').where({ kpiId: kpi })).toEqual([]);

    expect((await t.projectHistory(project.id)).slice(0, 4)).toMatchObject([
      { entity: 'project_kpi', action: 'deleted', entityLabel: 'Handling time' },
      {
        entity: 'project_kpi',
        action: 'updated',
        changes: [{ label: 'Target', before: '10', after: '25' }],
      },
      {
        entity: 'kpi_measurement',
        action: 'updated',
        entityLabel: 'Handling time, March 1, 2026',
        changes: [{ label: 'Value', before: '30', after: '25' }],
      },
      { entity: 'kpi_measurement', action: 'created' },
    ]);
  });

  it.each([
    ['no name', { name: '  ' }, 'name', 'KPI name is required'],
    ['a text for a number', { baseline: 'ten' }, 'baseline', 'Baseline must be a number'],
    [
      'an unknown direction',
      { direction: 'up' },
      'direction',
      'Please choose whether higher or lower is better',
    ],
    [
      'a target below the baseline when higher is better',
      { baseline: 50, target: 40 },
      'target',
      'When higher is better, the target must be at or above the baseline',
    ],
  ])(
    'refuses %s with 400 and its sentence, and writes nothing',
    async (_, change, field, message) => {
      const project = await t.projectOfA();
      const res = await expectRefused(snapshot, 400, () =>
        api.call('createProjectKpi', {
          ...id(project.id),
          cookie: t.memberA.cookie,
          body: { name: 'CSAT', baseline: 3, target: 4.5, direction: 'higher', ...change } as never,
        }),
      );
      expect(res.error.details).toEqual([{ field, message }]);
    },
  );

  it('refuses a change that puts the target on the wrong side, and a date that does not exist', async () => {
    const project = await t.projectOfA();
    const kpi = await api.ok('createProjectKpi', {
      ...id(project.id),
      cookie: t.memberA.cookie,
      body: { name: 'CSAT', baseline: 3, target: 4.5, direction: 'higher' },
    });
    await expectRefused(snapshot, 400, () =>
      api.call('updateKpi', {
        ...id(kpi.body.id),
        cookie: t.memberA.cookie,
        body: { direction: 'lower' },
      }),
    );
    const res = await expectRefused(snapshot, 400, () =>
      api.call('addKpiMeasurement', {
        ...id(kpi.body.id),
        cookie: t.memberA.cookie,
        body: { date: '2026-02-30', value: 4 },
      }),
    );
    expect(res.error.details).toEqual([
      { field: 'date', message: 'Date must be a date that exists, written like 2026-01-31' },
    ]);
  });
});

describe('stage gates', () => {
  it('record the decision, the reason, who took it and when, newest first', async () => {
    const project = await t.projectOfA({ name: 'Gated' });
    const first = await api.ok('createProjectGate', {
      ...id(project.id),
      cookie: t.memberA.cookie,
      body: { gate: 'idea', decision: 'go', reason: ' Clear business case ' },
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      projectId: project.id,
      gate: 'idea',
      decision: 'go',
      reason: 'Clear business case',
      decidedBy: { type: 'user', id: t.memberA.user.id, name: 'Maya Chen' },
    });
    await api.ok('createProjectGate', {
      ...id(project.id),
      cookie: t.adminA.cookie,
      body: { gate: 'pilot', decision: 'hold', reason: 'Waiting for data access' },
    });
    const listed = await api.ok('listProjectGates', {
      ...id(project.id),
      cookie: t.memberA.cookie,
    });
    expect(listed.body.map((g) => [g.gate, g.decision])).toEqual([
      ['pilot', 'hold'],
      ['idea', 'go'],
    ]);
    expect((await t.projectHistory(project.id))[0]).toMatchObject({
      entity: 'project_gate',
      action: 'created',
      entityLabel: 'Pilot: Hold',
      changes: [
        { label: 'Gate', after: 'Pilot' },
        { label: 'Decision', after: 'Hold' },
        { label: 'Reason', after: 'Waiting for data access' },
      ],
    });
  });

  it.each([
    ['no reason', { reason: ' ' }, 'reason', 'Please give the reason for the decision'],
    [
      'an unknown gate',
      { gate: 'launch' },
      'gate',
      'Please choose a gate: idea, pilot, scale or retire',
    ],
    [
      'an unknown decision',
      { decision: 'maybe' },
      'decision',
      'Please choose a decision: go, hold or stop',
    ],
  ])('refuses %s with 400 and its sentence', async (_, change, field, message) => {
    const project = await t.projectOfA();
    const res = await expectRefused(snapshot, 400, () =>
      api.call('createProjectGate', {
        ...id(project.id),
        cookie: t.memberA.cookie,
        body: { gate: 'scale', decision: 'go', reason: 'Pilot met its KPIs', ...change } as never,
      }),
    );
    expect(res.error.details).toEqual([{ field, message }]);
  });
});

describe('the value-behind risk and the dashboard', () => {
  it('opens six months after the start below a quarter of plan, and resolves once benefit arrives', async () => {
    // Created through the API: its history event has the rules evaluate it.
    const project = await t.addProject({
      name: 'Behind',
      status: 'active',
      startDate: `${addMonths(now, -7)}-01`,
      expectedReturn: '12000.00',
    });
    const open = async () =>
      (
        await db()('risks')
          .where({ projectId: project.id, ruleId: 'value-behind' })
          .whereNot('state', 'resolved')
      ).length;
    await t.processHistory();
    expect(await open()).toBe(1);
    // Eight months of 1,000 planned: a quarter is 2,000.
    await api.ok('updateProjectValue', {
      ...id(project.id),
      cookie: t.memberA.cookie,
      body: { months: [{ month: addMonths(now, -1), amount: '2000.00' }] },
    });
    await t.processHistory();
    expect(await open()).toBe(0);
  });

  it('sums planned against realised per department and lists projects past payback without value', async () => {
    const company = await t.companyOwnedBy(t.adminA, { name: 'Returns' });
    const byAdmin = { companyId: company.id, cookie: t.adminA.cookie };
    const started = { startDate: `${addMonths(now, -2)}-01`, expectedReturn: '24000.00' };
    const paid = await t.addProject(
      { name: 'Paid back', department: 'Sales', ...started },
      byAdmin,
    );
    await t.addProject(
      { name: 'Waiting', department: 'Sales', ...started, initialCosts: '1000.00' },
      byAdmin,
    );
    await t.addProject({ name: 'No plan', department: 'HR' }, byAdmin);
    await api.ok('updateProjectValue', {
      ...id(paid.id),
      cookie: t.adminA.cookie,
      body: { months: [{ month: now, amount: '1500.00' }] },
    });
    const summary = await api.ok('getPortfolioSummary', {
      params: { companyId: company.id },
      cookie: t.adminA.cookie,
    });
    expect(summary.body.value).toEqual({
      month: now,
      byDepartment: [{ department: 'Sales', planned: '12000.00', realised: '1500.00' }],
      pastPaybackCount: 1,
      pastPaybackWithoutValue: [
        {
          id: expect.any(String),
          name: 'Waiting',
          department: 'Sales',
          plannedPaybackMonth: addMonths(now, -2),
          realisedToDate: '0.00',
          costsToDate: '1000.00',
        },
      ],
    });
  });
});
