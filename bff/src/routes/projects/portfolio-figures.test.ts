import {
  COMPLIANCE_STATUSES,
  FULL_ALLOCATION_PERCENT,
  isOnSchedule,
  monthOf,
  PROJECT_STATUSES,
  scheduleSlip,
  summarizePortfolio,
  type BaselineMilestone,
  type PortfolioSummary,
  MINUTE_MS,
} from '@portfolio/contracts';
import { describe, expect, it } from 'vitest';
import { presentProject, type ProjectRow } from '../../presenters/portfolio/project.ts';
import { createLlmModel } from '../../testing/factories.ts';
import { seededRandom, type SeededRandom } from '../../testing/seeded-random.ts';
import { setupTwoCompanies } from '../../testing/two-companies.ts';
import { readBudgets } from '../../services/plan/budget.ts';
import { readBenefits } from '../../services/value/value.ts';
import { companyFigures, refreshProjectFigures } from '../../services/portfolio/company-figures.ts';
import { groupedFigures } from '../../services/portfolio/portfolio-summary.ts';

/**
 * The dashboard's company-wide figures (budget to date, value, on schedule, over-allocation),
 * aggregated by PostgreSQL, against a full recomputation by the contracts' functions from every
 * row, after each kind of write on random data.
 */

const t = setupTwoCompanies();
const { api, db } = t;

const DEPARTMENTS = ['Finance', 'IT', 'it', 'R&D', 'Ärzte', 'Legal'];
const thisMonth = () => monthOf(new Date());
/** `YYYY-MM` `offset` months from this one. */
function monthFromNow(offset: number): string {
  const now = new Date();
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
  return d.toISOString().slice(0, 7);
}
const dayFromNow = (r: SeededRandom, offset: number) =>
  `${monthFromNow(offset)}-${String(1 + r.int(28)).padStart(2, '0')}`;

/** Random dates, costs and return: paybacks that come, that came and that never will. */
function projectFields(r: SeededRandom) {
  const start = r.int(40) - 30;
  return {
    department: r.pick(DEPARTMENTS),
    expectedReturn: r.maybe(() => r.cents(r.next() < 0.5 ? 600_000 : 60_000), 0.25),
    initialCosts: r.maybe(() => r.cents(200_000), 0.25),
    runningCosts: r.maybe(() => r.cents(20_000), 0.25),
    roi: r.maybe(() => `${r.int(300)}.${String(r.int(100)).padStart(2, '0')}`, 0.3),
    status: r.pick(PROJECT_STATUSES),
    euAiActStatus: r.pick(COMPLIANCE_STATUSES),
    startDate: r.maybe(() => dayFromNow(r, start), 0.15),
    targetDate: r.maybe(() => dayFromNow(r, start + 1 + r.int(30)), 0.3),
  };
}

/** A company of its own, owned by admin A, so no other test's projects count. */
const newCompany = () => t.companyOwnedBy(t.adminA);

/** A portfolio of `count` projects with plans, spend, benefits, models, people and baselines. */
async function seedPortfolio(seed: number, count: number) {
  const r = seededRandom(seed);
  const company = await newCompany();
  const base = { companyId: company.id, createdBy: t.adminA.user.id, businessOwner: 'Owner' };
  const projects = (await db()('projects').insert(
    Array.from({ length: count }, (_, i) => ({
      ...base,
      name: `Project ${seed}-${i}`,
      problemStatement: 'Generated',
      ...projectFields(r),
      archivedAt: r.next() < 0.1 ? new Date() : null,
      // Distinct, so the recent projects have one order.
      createdAt: new Date(Date.now() - (count - i) * MINUTE_MS),
    })),
    ['id'],
  )) as Array<{ id: string }>;
  const ids = projects.map((p) => p.id);
  const scoped = (projectId: string) => ({ companyId: company.id, projectId });
  const months = (projectId: string, n: number, extra: () => Record<string, unknown>) => {
    const seen = new Set<string>();
    return Array.from({ length: n }, () => monthFromNow(r.int(40) - 30))
      .filter((m) => !seen.has(m) && seen.add(m))
      .map((month) => ({ ...scoped(projectId), month, ...extra() }));
  };
  const plan = ids.flatMap((id) =>
    r.next() < 0.4 ? months(id, r.int(4), () => ({ amount: r.cents(30_000) })) : [],
  );
  const spend = ids.flatMap((id) =>
    months(id, r.int(5), () => ({ amount: r.cents(25_000), category: 'people' })),
  );
  const benefits = ids.flatMap((id) =>
    r.next() < 0.6
      ? months(id, r.int(8), () => ({ amount: r.cents(r.next() < 0.3 ? 90_000 : 9_000) }))
      : [],
  );
  await db().batchInsert('budgetPlanMonths', plan, 200);
  await db().batchInsert('spendEntries', spend, 200);
  await db().batchInsert('projectBenefits', benefits, 200);

  const [model, another] = await Promise.all(
    [1, 2].map(() =>
      createLlmModel(db(), { companyId: company.id, secretsKey: t.config.secretsKey }),
    ),
  );
  const links = ids
    .filter(() => r.next() < 0.3)
    .map((id) => ({
      projectId: id,
      llmModelId: model!.id,
      monthlyCost: r.maybe(() => r.cents(3_000)),
      createdAt: new Date(`${dayFromNow(r, r.int(30) - 24)}T12:00:00Z`),
    }));
  await db().batchInsert('projectLlmModels', links, 200);
  void model;

  const people = (await db()('people').insert(
    Array.from({ length: 6 }, (_, i) => ({ companyId: company.id, name: `Person ${i}` })),
    ['id'],
  )) as Array<{ id: string }>;
  const allocations = new Map<string, Record<string, unknown>>();
  for (let i = 0; i < 60; i += 1) {
    const row = {
      ...scoped(r.pick(ids)),
      personId: r.pick(people).id,
      month: `${monthFromNow(r.int(3) - 1)}-01`,
      percent: 30 + r.int(60),
    };
    allocations.set(`${row.projectId}:${row.personId}:${row.month}`, row);
  }
  await db().batchInsert('projectAllocations', [...allocations.values()], 100);

  for (const id of ids.filter(() => r.next() < 0.2)) {
    const due = () => dayFromNow(r, r.int(12));
    const milestones = (await db()('milestones').insert(
      Array.from({ length: 1 + r.int(3) }, (_, i) => ({
        ...scoped(id),
        name: `M${i}`,
        dueDate: due(),
      })),
      ['id', 'name', 'dueDate'],
    )) as Array<{ id: string; name: string; dueDate: string }>;
    await db()('projectBaselines').insert({
      ...scoped(id),
      targetDate: r.maybe(() => dayFromNow(r, r.int(20))),
      milestones: JSON.stringify(
        milestones.map((m) => ({
          milestoneId: m.id,
          name: m.name,
          // Earlier than now now and then: a slip.
          dueDate: r.next() < 0.5 ? m.dueDate : due(),
        })),
      ),
    });
  }
  return { company, ids, people: people.map((p) => p.id), model: another!, r };
}

/** The summary recomputed from every row by the contracts' functions (the reference). */
async function recomputed(companyId: string, lastMonth: PortfolioSummary['trends']) {
  const now = new Date();
  const rows = (await db()('projects').where({ companyId })) as ProjectRow[];
  const projects = rows.map(presentProject);
  const live = projects.filter((p) => !p.archivedAt);
  const budgets = await readBudgets(db(), live, monthOf(now));
  const benefits = await readBenefits(
    db(),
    live.map((p) => p.id),
  );

  const baselines = (await db()('projectBaselines').whereIn(
    'projectId',
    live.map((p) => p.id),
  )) as Array<{ projectId: string; targetDate: string | null; milestones: BaselineMilestone[] }>;
  const milestones = (await db()('milestones').where({ companyId })) as Array<{
    id: string;
    projectId: string;
    name: string;
    dueDate: string;
  }>;
  const onSchedule = baselines.filter((b) =>
    isOnSchedule(
      scheduleSlip(
        {
          targetDate: live.find((p) => p.id === b.projectId)!.targetDate,
          milestones: milestones.filter((m) => m.projectId === b.projectId),
        },
        b,
      ),
    ),
  ).length;

  const allocations = (await db()('projectAllocations')
    .where({ companyId })
    .whereIn(
      'projectId',
      live.map((p) => p.id),
    )) as Array<{ personId: string; month: string; percent: number }>;
  const perPerson = new Map<string, number>();
  for (const a of allocations) {
    if (monthOf(a.month) !== monthOf(now)) continue;
    perPerson.set(a.personId, (perPerson.get(a.personId) ?? 0) + a.percent);
  }

  return summarizePortfolio(projects, {
    now,
    lastMonth: lastMonth.lastMonth,
    budgets: live.map((p) => budgets.get(p.id)!),
    benefits: (id) => benefits.get(id) ?? [],
    onSchedule: { count: onSchedule, baselined: baselines.length },
    peopleOverAllocated: [...perPerson.values()].filter((p) => p > FULL_ALLOCATION_PERCENT).length,
  });
}

async function expectRecomputed(companyId: string, after: string) {
  const response = await api.call('getPortfolioSummary', {
    params: { companyId },
    cookie: t.adminA.cookie,
  });
  expect(response.status, after).toBe(200);
  const summary = response.body as PortfolioSummary;
  expect(summary, after).toEqual(await recomputed(companyId, summary.trends));
  return summary;
}

describe('the company-wide figures, aggregated by PostgreSQL', () => {
  it.each([3, 29, 2026])(
    'equal a full recomputation after every kind of write (seed %i)',
    async (seed) => {
      const { company, ids, people, model, r } = await seedPortfolio(seed, 120);
      const cookie = t.adminA.cookie;
      const first = await expectRecomputed(company.id, 'seeded');
      // The random data reaches every figure.
      expect(first.value.pastPaybackWithoutValue.length).toBeGreaterThan(0);
      expect(first.value.byDepartment.length).toBeGreaterThan(3);
      expect(Number(first.budgetToDate.actual)).toBeGreaterThan(0);
      expect(first.onSchedule.baselined).toBeGreaterThan(first.onSchedule.count);
      expect(first.onSchedule.count).toBeGreaterThan(0);
      expect(first.peopleOverAllocated).toBeGreaterThan(0);

      const live = async () =>
        (
          (await db()('projects').where({ companyId: company.id, archivedAt: null })) as Array<{
            id: string;
          }>
        ).map((p) => p.id);
      /** One of the company's spend entries, to change or delete. */
      const aSpendEntry = async () =>
        (await db()('spendEntries').where({ companyId: company.id }).first('id')) as { id: string };
      const writes: Array<[string, () => Promise<unknown>]> = [
        [
          'create',
          () =>
            api.ok('createProject', {
              params: { companyId: company.id },
              cookie,
              body: { name: 'New', problemStatement: 'P', businessOwner: 'O', ...projectFields(r) },
            }),
        ],
        [
          'edit',
          () =>
            api.ok('updateProject', {
              params: { id: r.pick(ids) },
              cookie,
              body: projectFields(r),
            }),
        ],
        [
          'archive',
          async () => api.ok('archiveProject', { params: { id: r.pick(await live()) }, cookie }),
        ],
        [
          'restore',
          async () => {
            const archived = (await db()('projects')
              .where({ companyId: company.id })
              .whereNotNull('archivedAt')
              .first('id')) as { id: string };
            return api.ok('restoreProject', { params: { id: archived.id }, cookie });
          },
        ],
        [
          'spend',
          () =>
            api.ok('createSpend', {
              params: { id: r.pick(ids) },
              cookie,
              body: { month: thisMonth(), amount: r.cents(90_000), category: 'vendor' },
            }),
        ],
        [
          'edit spend',
          async () => {
            const entry = await aSpendEntry();
            return api.ok('updateSpend', {
              params: { id: entry.id },
              cookie,
              body: { month: monthFromNow(-2), amount: r.cents(50_000) },
            });
          },
        ],
        [
          'benefit',
          async () =>
            api.ok('updateProjectValue', {
              params: { id: r.pick(await live()) },
              cookie,
              body: {
                months: [
                  { month: monthFromNow(-1), amount: r.cents(400_000) },
                  { month: thisMonth(), amount: r.cents(5_000) },
                ],
              },
            }),
        ],
        [
          'plan',
          async () =>
            api.ok('updateBudgetPlan', {
              params: { id: r.pick(await live()) },
              cookie,
              body: { months: [{ month: monthFromNow(-1), amount: r.cents(80_000) }] },
            }),
        ],
        [
          'allocation',
          async () =>
            api.ok('setProjectAllocations', {
              params: { id: r.pick(await live()) },
              cookie,
              body: [{ personId: people[0]!, month: thisMonth(), percent: 100 }],
            }),
        ],
        [
          'LLM model',
          async () =>
            api.ok('addProjectLlmModel', {
              params: { id: r.pick(await live()) },
              cookie,
              body: { llmModelId: model.id, monthlyCost: r.cents(4_000) },
            }),
        ],
        [
          'baseline',
          async () => {
            const id = r.pick(await live());
            await api.ok('setProjectBaseline', { params: { id }, cookie });
            // And a slip against it.
            return api.ok('updateProject', {
              params: { id },
              cookie,
              body: { targetDate: dayFromNow(r, 40) },
            });
          },
        ],
        [
          'delete',
          async () => {
            const entry = await aSpendEntry();
            await api.ok('deleteSpend', { params: { id: entry.id }, cookie });
            // A month's amount cleared: a realised benefit, then a planned budget.
            const clearMonth = async (
              table: 'projectBenefits' | 'budgetPlanMonths',
              route: 'updateProjectValue' | 'updateBudgetPlan',
            ) => {
              const { projectId, month } = (await db()(table)
                .where({ companyId: company.id })
                .first('projectId', 'month')) as { projectId: string; month: string };
              return api.ok(route, {
                params: { id: projectId },
                cookie,
                body: { months: [{ month, amount: null }] },
              });
            };
            await clearMonth('projectBenefits', 'updateProjectValue');
            return clearMonth('budgetPlanMonths', 'updateBudgetPlan');
          },
        ],
      ];
      for (const [kind, write] of writes) {
        await write();
        await expectRecomputed(company.id, `after ${kind}`);
      }
    },
  );

  it('are exact from kept rows while writes have marked projects stale, and a refresh recomputes only those', async () => {
    const { company, ids } = await seedPortfolio(11, 80);
    const companyId = company.id;
    const count = async (table: string, where: Record<string, unknown>) =>
      Number(((await db()(table).where(where).count('* as n').first()) as { n: unknown }).n);
    const marked = () => count('projectFiguresStale', { companyId });
    const expectExact = async (after: string) => {
      const reference = await recomputed(companyId, { since: '', lastMonth: null });
      const { groups, planning } = await companyFigures(db(), companyId);
      expect(planning.budgetToDate, after).toEqual(reference.budgetToDate);
      expect(planning.value, after).toEqual(reference.value);
      expect(planning.onSchedule, after).toEqual(reference.onSchedule);
      const grouped = groupedFigures(groups);
      expect(grouped, after).toEqual(
        Object.fromEntries(Object.keys(grouped).map((key) => [key, reference[key as 'byStatus']])),
      );
    };
    // Never summed: every project is computed, then kept.
    expect(await marked()).toBe(80);
    await expectExact('computed for every project');
    await refreshProjectFigures(db(), companyId);
    expect(await marked()).toBe(0);
    expect(await count('projectFigures', { companyId })).toBe(
      await count('projects', { companyId, archivedAt: null }),
    );

    // Writes that bypass the product mark their projects too (the triggers), each kind of row.
    const [a, b, d, e, gone] = ids as [string, string, string, string, string];
    const { projectId: c } = (await db()('projectBenefits')
      .where({ companyId })
      .whereNotIn('projectId', [a, b, d, e, gone])
      .first('projectId')) as { projectId: string };
    // Every column a grouping or total reads: a new department, status, compliance and class.
    await db()('projects').where({ id: a }).update({
      runningCosts: '777.77',
      department: 'Moved',
      status: 'on_hold',
      euAiActStatus: 'compliant',
      aiActRiskClass: 'minimal',
      roi: '12.34',
    });
    await db()('spendEntries').insert({
      companyId,
      projectId: b,
      month: thisMonth(),
      amount: '1234.56',
      category: 'vendor',
    });
    await db()('projectBenefits').where({ projectId: c }).delete();
    await db()('budgetPlanMonths')
      .insert({ companyId, projectId: d, month: thisMonth(), amount: '999.00' })
      .onConflict(['projectId', 'month'])
      .merge();
    await db()('projects').where({ id: e }).update({ archivedAt: new Date() });
    await db()('projects').where({ id: gone }).delete();
    expect(await marked()).toBe(6);
    await expectExact('kept rows with six projects marked');

    await refreshProjectFigures(db(), companyId);
    expect(await marked()).toBe(0);
    expect(await db()('projectFigures').where({ projectId: e }).first()).toBeUndefined();
    expect(await db()('projectFigures').where({ projectId: gone }).first()).toBeUndefined();
    expect(await db()('projectFigures').where({ projectId: a }).first()).toMatchObject({
      department: 'Moved',
    });
    await expectExact('after the refresh');

    // A bulk write (an import) marks more than a refresh takes one by one: it computes them all.
    await db().raw(
      `insert into projects (company_id, name, problem_statement, department, business_owner,
         running_costs, start_date, created_by)
       select ?, 'Imported ' || g, 'Imported', 'Import', 'Owner', 100, date '2026-01-01', ?
         from generate_series(1, 2100) as g`,
      [companyId, t.adminA.user.id],
    );
    expect(await marked()).toBe(2100);
    await refreshProjectFigures(db(), companyId);
    expect(await marked()).toBe(0);
    expect(await count('projectFigures', { companyId })).toBe(
      await count('projects', { companyId, archivedAt: null }),
    );
    await expectExact('after a bulk write');
  });
});
