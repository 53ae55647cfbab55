import { addMonths, monthOf } from '@portfolio/contracts';
import { describe, expect, it } from 'vitest';
import { MISSING_ID } from '../../testing/factories.ts';
import { expectRefused, tableRows } from '../../testing/refusal.ts';
import { setupTwoCompanies } from '../../testing/two-companies.ts';
import { id } from '../../testing/contract-client.ts';

// Signed-out (401), unknown ids and every other company's user (404) for every route of the
// endpoint table, budget routes included: contract.test.ts (none of them is for admins only, so
// none answers 403). Here: what each route does, its 400s, the history it writes, money to the
// cent, month boundaries, the over-budget risk and the dashboard's figures.

const t = setupTwoCompanies();
const { api, db } = t;
/** The current month (UTC) and its neighbours: "to date" runs to the current month, included. */
const now = monthOf(new Date());
const last = addMonths(now, -1);
const next = addMonths(now, 1);
const startOf = (month: string) => `${month}-01`;

/** Every row a budget write could touch, to compare before and after a refused one. */
const snapshot = () => tableRows(db(), ['spendEntries', 'budgetPlanMonths', 'auditEvents']);

const budgetOf = async (projectId: string) =>
  (await api.ok('getProjectBudget', { ...id(projectId), cookie: t.memberA.cookie })).body;

const spend = (projectId: string, body: Record<string, unknown>) =>
  api.call('createSpend', { ...id(projectId), cookie: t.memberA.cookie, body: body as never });

describe('spend entries', () => {
  it('are entered, listed newest month first, changed and deleted, each in the history', async () => {
    const project = await t.projectOfA({ name: 'Spent' });
    const older = await api.ok('createSpend', {
      ...id(project.id),
      cookie: t.memberA.cookie,
      body: { month: '2026-01', amount: '1200.5', category: 'people', note: '  Two analysts ' },
    });
    expect(older.status).toBe(201);
    expect(older.body).toMatchObject({
      projectId: project.id,
      companyId: t.companyA.id,
      month: '2026-01',
      amount: '1200.50',
      category: 'people',
      note: 'Two analysts',
    });
    const newer = await api.ok('createSpend', {
      ...id(project.id),
      cookie: t.memberA.cookie,
      body: { month: '2026-02', amount: '0.01', category: 'vendor' },
    });
    expect(newer.body.note).toBeNull();
    const listed = await api.ok('listSpend', { ...id(project.id), cookie: t.memberA.cookie });
    expect(listed.body.map((e) => [e.month, e.amount])).toEqual([
      ['2026-02', '0.01'],
      ['2026-01', '1200.50'],
    ]);

    const changed = await api.ok('updateSpend', {
      ...id(older.body.id),
      cookie: t.memberA.cookie,
      body: { amount: '1300.00', category: 'infrastructure', note: null },
    });
    expect(changed.body).toMatchObject({
      amount: '1300.00',
      category: 'infrastructure',
      note: null,
    });
    await api.ok('deleteSpend', { ...id(newer.body.id), cookie: t.memberA.cookie });
    expect(
      (await api.ok('listSpend', { ...id(project.id), cookie: t.memberA.cookie })).body,
    ).toHaveLength(1);

    expect((await t.projectHistory(project.id)).slice(0, 3)).toMatchObject([
      { entity: 'spend_entry', action: 'deleted', entityLabel: 'Vendor, February 2026' },
      {
        entity: 'spend_entry',
        action: 'updated',
        entityLabel: 'Infrastructure, January 2026',
        changes: [
          { label: 'Amount', before: '$1,200.50', after: '$1,300' },
          { label: 'Category', before: 'People', after: 'Infrastructure' },
          { label: 'Note', before: 'Two analysts', after: null },
        ],
      },
      {
        entity: 'spend_entry',
        action: 'created',
        changes: [
          { label: 'Month', after: 'February 2026' },
          { label: 'Amount', after: '$0.01' },
          { label: 'Category', after: 'Vendor' },
        ],
      },
    ]);
  });

  it.each([
    [
      'a month that does not exist',
      { month: '2026-13' },
      'month',
      'Month must be a month written like 2026-03',
    ],
    [
      'a date for a month',
      { month: '2026-01-31' },
      'month',
      'Month must be a month written like 2026-03',
    ],
    ['a negative amount', { amount: '-5.00' }, 'amount', undefined],
    ['three decimals', { amount: '1.005' }, 'amount', undefined],
    ['a number, not a string', { amount: 12.5 }, 'amount', undefined],
    ['an unknown category', { category: 'travel' }, 'category', 'Please select a category'],
  ])(
    'refuses %s with 400 naming the field, and writes nothing',
    async (_, change, field, message) => {
      const project = await t.projectOfA();
      const res = await expectRefused(snapshot, 400, () =>
        spend(project.id, { month: '2026-01', amount: '10.00', category: 'other', ...change }),
      );
      expect(res.error.details?.map((d: { field: string }) => d.field)).toEqual([field]);
      if (message) expect(res.error.details?.[0]?.message).toBe(message);
    },
  );

  it('refuses a missing field, an empty change or an unknown field', async () => {
    const project = await t.projectOfA();
    await expectRefused(snapshot, 400, () => spend(project.id, { month: '2026-01', amount: '1' }));
    const entry = await api.ok('createSpend', {
      ...id(project.id),
      cookie: t.memberA.cookie,
      body: { month: '2026-01', amount: '1', category: 'other' },
    });
    await expectRefused(snapshot, 400, () =>
      api.call('updateSpend', { ...id(entry.body.id), cookie: t.memberA.cookie, body: {} }),
    );
    await expectRefused(snapshot, 400, () =>
      api.call('updateSpend', {
        ...id(entry.body.id),
        cookie: t.memberA.cookie,
        body: { projectId: MISSING_ID } as never,
      }),
    );
  });

  it("refuses another company's user on every spend route, and the signed-out", async () => {
    const project = await t.projectOfA();
    const entry = await api.ok('createSpend', {
      ...id(project.id),
      cookie: t.memberA.cookie,
      body: { month: '2026-01', amount: '5', category: 'other' },
    });
    const stranger = { cookie: t.adminB.cookie };
    const calls: Array<() => Promise<{ status: number }>> = [
      () => api.call('listSpend', { ...id(project.id), ...stranger }),
      () => api.call('getProjectBudget', { ...id(project.id), ...stranger }),
      () =>
        api.call('createSpend', {
          ...id(project.id),
          ...stranger,
          body: { month: '2026-01', amount: '5', category: 'other' },
        }),
      () => api.call('updateSpend', { ...id(entry.body.id), ...stranger, body: { amount: '999' } }),
      () => api.call('deleteSpend', { ...id(entry.body.id), ...stranger }),
      () =>
        api.call('updateBudgetPlan', {
          ...id(project.id),
          ...stranger,
          body: { months: [{ month: '2026-01', amount: '1' }] },
        }),
    ];
    for (const call of calls) await expectRefused(snapshot, 404, call);
    await expectRefused(snapshot, 401, () => api.call('deleteSpend', { ...id(entry.body.id) }));
    await expectRefused(snapshot, 404, () =>
      api.call('updateSpend', {
        ...id(MISSING_ID),
        cookie: t.memberA.cookie,
        body: { amount: '1' },
      }),
    );
  });
});

describe('the budget', () => {
  it('spreads the costs by default, counts LLM models, and adds up to the cent', async () => {
    const project = await t.projectOfA({
      name: 'Budgeted',
      startDate: startOf(last),
      targetDate: `${next}-15`,
      initialCosts: '1000.10',
      runningCosts: '200.20',
    });
    const model = await t.modelOfA();
    await t.linkModel(project.id, { llmModelId: model.id, monthlyCost: '0.07' });
    for (const amount of ['0.10', '0.20', '0.30']) {
      await spend(project.id, { month: now, amount, category: 'other' });
    }
    const budget = await budgetOf(project.id);
    expect(budget).toMatchObject({
      projectId: project.id,
      currentMonth: now,
      plannedTotal: '1600.70',
      // Last month: initial + running; this month: running.
      plannedToDate: '1400.50',
      // 0.60 entered this month; the model from this month (the link is made now).
      actualToDate: '0.67',
      varianceToDate: '-1399.83',
      forecastAtCompletion: '200.87',
      overBudget: false,
    });
    expect(budget.months.map((m) => [m.month, m.planned, m.actual, m.llm])).toEqual([
      [last, '1200.30', '0.00', '0.00'],
      [now, '200.20', '0.67', '0.07'],
      [next, '200.20', '0.00', '0.00'],
    ]);
  });

  it('takes a month planned by hand, gives it back to the default with null, and records each', async () => {
    const project = await t.projectOfA({
      name: 'Replanned',
      startDate: startOf(now),
      targetDate: startOf(next),
      initialCosts: null,
      runningCosts: '100.00',
    });
    const planned = await api.ok('updateBudgetPlan', {
      ...id(project.id),
      cookie: t.memberA.cookie,
      body: {
        months: [
          { month: next, amount: '250.55' },
          { month: addMonths(next, 1), amount: '10.00' },
        ],
      },
    });
    expect(planned.body.months.map((m) => [m.month, m.planned, m.plannedEdited])).toEqual([
      [now, '100.00', false],
      [next, '250.55', true],
      [addMonths(next, 1), '10.00', true],
    ]);
    expect(planned.body.plannedTotal).toBe('360.55');
    const changed = await api.ok('updateBudgetPlan', {
      ...id(project.id),
      cookie: t.memberA.cookie,
      body: {
        months: [
          { month: next, amount: '300.00' },
          { month: addMonths(next, 1), amount: null },
          // Not planned by hand: nothing to give back.
          { month: now, amount: null },
        ],
      },
    });
    expect(changed.body.months.map((m) => [m.month, m.planned])).toEqual([
      [now, '100.00'],
      [next, '300.00'],
    ]);
    expect(await budgetOf(project.id)).toEqual(changed.body);
    expect((await t.projectHistory(project.id)).slice(0, 4)).toMatchObject([
      {
        entity: 'budget_plan_month',
        action: 'deleted',
        changes: [{ label: 'Month' }, { label: 'Planned', before: '$10' }],
      },
      {
        entity: 'budget_plan_month',
        action: 'updated',
        changes: [{ label: 'Planned', before: '$250.55', after: '$300' }],
      },
      { entity: 'budget_plan_month', action: 'created' },
      { entity: 'budget_plan_month', action: 'created' },
    ]);
  });

  it('refuses a bad plan with 400, and writes nothing', async () => {
    const project = await t.projectOfA();
    const plan = (months: unknown) =>
      api.call('updateBudgetPlan', {
        ...id(project.id),
        cookie: t.memberA.cookie,
        body: { months } as never,
      });
    const twice = await expectRefused(snapshot, 400, () =>
      plan([
        { month: '2026-01', amount: '1' },
        { month: '2026-01', amount: '2' },
      ]),
    );
    expect(twice.error.details).toEqual([
      { field: 'months.1.month', message: 'Each month may be named once' },
    ]);
    await expectRefused(snapshot, 400, () => plan([]));
    await expectRefused(snapshot, 400, () => plan([{ month: '2026-00', amount: '1' }]));
    await expectRefused(snapshot, 400, () => plan([{ month: '2026-01', amount: '-1' }]));
  });

  it('counts the current month to date and the next one not', async () => {
    const project = await t.projectOfA({ startDate: startOf(now), runningCosts: '100.00' });
    await spend(project.id, { month: next, amount: '500.00', category: 'vendor' });
    const budget = await budgetOf(project.id);
    expect(budget.actualToDate).toBe('0.00');
    expect(budget.months.find((m) => m.month === next)?.actual).toBe('500.00');
    await spend(project.id, { month: now, amount: '50.00', category: 'vendor' });
    expect((await budgetOf(project.id)).actualToDate).toBe('50.00');
  });
});

describe('the over-budget risk', () => {
  it('opens once spend runs more than 10% above the plan to date, and resolves when it no longer does', async () => {
    const project = await t.projectOfA({
      name: 'Overspent',
      startDate: startOf(now),
      initialCosts: '1000.00',
      runningCosts: null,
    });
    const risksOf = async () =>
      (
        await db()('risks')
          .where({ projectId: project.id, ruleId: 'over-budget' })
          .whereNot('state', 'resolved')
      ).length;
    const at = await spend(project.id, { month: now, amount: '1100.00', category: 'people' });
    await t.processHistory();
    expect(await risksOf()).toBe(0);
    await api.ok('updateSpend', {
      ...id(at.body.id),
      cookie: t.memberA.cookie,
      body: { amount: '1100.01' },
    });
    await t.processHistory();
    expect(await risksOf()).toBe(1);
    // Acknowledged, it stays quiet until spend changes again, then opens again.
    const risk = await db()('risks')
      .where({ projectId: project.id, ruleId: 'over-budget' })
      .first();
    await api.ok('acknowledgeRisk', {
      ...id(risk.id),
      cookie: t.memberA.cookie,
      body: { note: 'Invoice under dispute' },
    });
    await t.processHistory();
    const stateOf = async () => (await db()('risks').where({ id: risk.id }).first()).state;
    expect(await stateOf()).toBe('acknowledged');
    await spend(project.id, { month: now, amount: '10.00', category: 'other' });
    await t.processHistory();
    expect(await stateOf()).toBe('open');
    // Re-planned: 1110.01 is within 10% of 1010.
    await api.ok('updateBudgetPlan', {
      ...id(project.id),
      cookie: t.memberA.cookie,
      body: { months: [{ month: now, amount: '1010.00' }] },
    });
    await t.processHistory();
    expect(await risksOf()).toBe(0);
  });
});

describe('the dashboard and the status report', () => {
  it('sum the budget to date and count projects on schedule against their baseline', async () => {
    const company = await t.companyOwnedBy(t.adminA, { name: 'Figures' });
    const byAdmin = { companyId: company.id, cookie: t.adminA.cookie };
    const onTime = await t.addProject(
      { name: 'On time', startDate: startOf(now), targetDate: `${now}-20`, runningCosts: '100.00' },
      byAdmin,
    );
    const late = await t.addProject(
      { name: 'Late', startDate: startOf(now), targetDate: `${now}-20` },
      byAdmin,
    );
    await t.addProject({ name: 'Unbaselined' }, byAdmin);
    for (const project of [onTime, late]) {
      await api.ok('setProjectBaseline', { ...id(project.id), cookie: t.adminA.cookie });
    }
    await t.editProject(late.id, { targetDate: `${addMonths(now, 2)}-01` }, t.adminA.cookie);
    await api.ok('createSpend', {
      ...id(late.id),
      cookie: t.adminA.cookie,
      body: { month: now, amount: '33.33', category: 'other' },
    });
    const summary = await api.ok('getPortfolioSummary', {
      params: { companyId: company.id },
      cookie: t.adminA.cookie,
    });
    expect(summary.body.onSchedule).toEqual({ count: 1, baselined: 2 });
    expect(summary.body.budgetToDate).toEqual({
      month: now,
      planned: '100.00',
      actual: '33.33',
      variance: '-66.67',
    });

    // The late project's report is red: its target slipped more than 30 days.
    const report = await api.ok('createStatusReport', {
      ...id(late.id),
      cookie: t.adminA.cookie,
    });
    expect(report.body.health).toBe('red');
    const onTimeReport = await api.ok('createStatusReport', {
      ...id(onTime.id),
      cookie: t.adminA.cookie,
    });
    expect(onTimeReport.body.health).toBe('green');
  });
});
