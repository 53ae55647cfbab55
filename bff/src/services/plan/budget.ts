import {
  formatMonth,
  monthOf,
  projectBudget,
  type BudgetFigures,
  type BudgetPlanBody,
  type PlanSource,
  type SpendCreateBody,
  type SpendUpdateBody,
  notFoundMessage,
} from '@portfolio/contracts';
import type { Knex } from 'knex';
import {
  deleteRecorded,
  insertRecorded,
  patchRecorded,
  setMonthAmounts,
} from '../../audit/recorded-writes.ts';
import { lockedChange, type UnitOfWork } from '../../audit/unit-of-work.ts';
import { BudgetPlanMonth } from '../../models/budget-plan-month.ts';
import type { Project } from '../../models/project.ts';
import { SpendEntry } from '../../models/spend-entry.ts';
import { toIsoString } from '../../db/dates.ts';
import { rowsBy } from '../grouped.ts';

/** The month "to date" runs to, included: the current month in UTC. */
export const currentMonth = (now = new Date()): string => monthOf(now);

/** A project as its budget reads it. */
export type BudgetProject = Pick<Project, 'id'> & PlanSource;

/** A project's spend entries, newest month first (then newest entered). */
export async function listSpend(db: Knex, projectId: string): Promise<SpendEntry[]> {
  return SpendEntry.query(db)
    .where({ projectId })
    .orderBy([
      { column: 'month', order: 'desc' },
      { column: 'createdAt', order: 'desc' },
      { column: 'id', order: 'desc' },
    ]);
}

/** How a spend entry reads in the history: "People, March 2026". */
const spendLabel = (entry: Pick<SpendEntry, 'month' | 'category'>) =>
  `${entry.category[0]!.toUpperCase()}${entry.category.slice(1)}, ${formatMonth(entry.month, 'long')}`;

const trimmedNote = (note: string | null | undefined) => {
  const trimmed = note?.trim();
  return trimmed ? trimmed : null;
};

export async function createSpend(
  uow: UnitOfWork,
  project: Pick<Project, 'id' | 'companyId'>,
  body: SpendCreateBody,
  userId: string | null,
): Promise<SpendEntry> {
  return insertRecorded(
    uow,
    SpendEntry,
    'spend_entry',
    {
      companyId: project.companyId,
      projectId: project.id,
      month: body.month,
      amount: body.amount,
      category: body.category,
      note: trimmedNote(body.note),
      createdBy: userId,
    },
    { label: spendLabel },
  );
}

/** Any subset of month, amount, category and note; the entry gone meanwhile → 404. */
export const updateSpend = lockedChange(
  SpendEntry,
  notFoundMessage('spend_entry'),
  (uow, before, body: SpendUpdateBody) => {
    const patch = body.note === undefined ? body : { ...body, note: trimmedNote(body.note) };
    return patchRecorded(uow, SpendEntry, 'spend_entry', before, patch, { label: spendLabel });
  },
);

export async function deleteSpend(uow: UnitOfWork, entry: Pick<SpendEntry, 'id'>) {
  const before = await uow.lock(SpendEntry, entry.id, notFoundMessage('spend_entry'));
  await deleteRecorded(uow, SpendEntry, 'spend_entry', before, { label: spendLabel });
}

/**
 * Sets the plan of each month named: a month planned by hand is created or changed, one given
 * back to the default spread (`amount: null`) deleted. Each change is its own history entry.
 */
export async function updateBudgetPlan(
  uow: UnitOfWork,
  project: Pick<Project, 'id' | 'companyId'>,
  body: BudgetPlanBody,
): Promise<void> {
  await setMonthAmounts(
    uow,
    BudgetPlanMonth,
    'budget_plan_month',
    project,
    body.months,
    'Planned spend',
  );
}

/**
 * The budgets of the given projects of one company, read in three queries for all of them: the
 * months planned by hand, the spend entered per month, and the LLM model links with a cost.
 */
export async function readBudgets(
  db: Knex,
  projects: readonly BudgetProject[],
  month = currentMonth(),
): Promise<Map<string, BudgetFigures>> {
  const budgets = new Map<string, BudgetFigures>();
  if (projects.length === 0) return budgets;
  const ids = projects.map((p) => p.id);
  const rowsOf = (table: string) => db(table).whereIn('projectId', ids);
  // One after another: inside a transaction they share its one connection.
  const plans = (await rowsOf('budgetPlanMonths').select(
    'budgetPlanMonths.projectId',
    'month',
    db.raw('amount::text as amount'),
  )) as Array<{
    projectId: string;
    month: string;
    amount: string;
  }>;
  const spend = (await rowsOf('spendEntries')
    .groupBy('spendEntries.projectId', 'month')
    .select('spendEntries.projectId', 'month', db.raw('sum(amount)::text as amount'))) as Array<{
    projectId: string;
    month: string;
    amount: string;
  }>;
  const links = (await rowsOf('projectLlmModels')
    .whereNotNull('monthlyCost')
    .select(
      'projectLlmModels.projectId',
      db.raw('monthly_cost::text as monthly_cost'),
      'projectLlmModels.createdAt',
    )) as Array<{
    projectId: string;
    monthlyCost: string;
    createdAt: Date;
  }>;
  const plansOf = rowsBy(ids, plans, 'projectId');
  const spendOf = rowsBy(ids, spend, 'projectId');
  const linksOf = rowsBy(ids, links, 'projectId');
  for (const project of projects) {
    budgets.set(
      project.id,
      projectBudget({
        startDate: project.startDate,
        targetDate: project.targetDate,
        initialCosts: project.initialCosts,
        runningCosts: project.runningCosts,
        planOverrides: plansOf.get(project.id)!,
        spend: spendOf.get(project.id)!,
        llmCosts: linksOf.get(project.id)!.map((link) => ({
          monthlyCost: link.monthlyCost,
          since: toIsoString(link.createdAt),
        })),
        currentMonth: month,
      }),
    );
  }
  return budgets;
}

/** The budget to date over the company's live projects, aggregated by PostgreSQL. */
export { companyBudgetToDate } from '../portfolio/company-figures.ts';

/** One project's budget. */
export async function readBudget(
  db: Knex,
  project: BudgetProject,
  month = currentMonth(),
): Promise<BudgetFigures> {
  return (await readBudgets(db, [project], month)).get(project.id)!;
}
