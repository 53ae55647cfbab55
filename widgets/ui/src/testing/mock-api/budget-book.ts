import {
  monthOf,
  PLAN_MONTH_TWICE_MESSAGE,
  monthNamedTwice,
  projectBudget,
  routes,
  type BudgetPlanBody,
  type Project,
  type ProjectBudget,
  type SpendCreateBody,
  type SpendEntry,
  type SpendUpdateBody,
} from '@portfolio/contracts';
import {
  HttpResponse,
  mockDelete,
  mockUpdate,
  errorAnswer,
  mockRoute,
  projectRoutes,
  storedAmount,
  withMonthAmounts,
} from './mock-route';
import { newProjectRow, removeById, replaceById } from './mock-route';

/**
 * The budgets of an in-memory portfolio, answering like the BFF: spend entries newest month
 * first, months planned by hand over the default spread, and the budget of each project from the
 * contract's `projectBudget`. The mocks know no LLM model links: no LLM spend is derived here.
 */
export function createBudgetBook(project: (id: string) => Project | undefined) {
  let spend: SpendEntry[] = [];
  /** Months planned by hand, by project. */
  const plans = new Map<string, Map<string, string>>();
  const now = () => new Date().toISOString();
  const budgetOf = (p: Project, currentMonth = monthOf(new Date())): ProjectBudget => ({
    projectId: p.id,
    ...projectBudget({
      startDate: p.startDate,
      targetDate: p.targetDate,
      initialCosts: p.initialCosts,
      runningCosts: p.runningCosts,
      planOverrides: [...(plans.get(p.id) ?? new Map<string, string>())].map(([month, amount]) => ({
        month,
        amount,
      })),
      spend: spend.filter((e) => e.projectId === p.id),
      llmCosts: [],
      currentMonth,
    }),
  });
  return {
    budget: budgetOf,
    spend: (projectId: string) =>
      spend
        .filter((e) => e.projectId === projectId)
        .sort((a, b) => b.month.localeCompare(a.month) || b.createdAt.localeCompare(a.createdAt)),
    createSpend(p: Project, body: SpendCreateBody): SpendEntry {
      const entry: SpendEntry = newProjectRow(p, {
        month: body.month,
        amount: storedAmount(body.amount),
        category: body.category,
        note: body.note?.trim() || null,
      });
      spend = [...spend, entry];
      return entry;
    },
    updateSpend: (id: string, body: SpendUpdateBody) =>
      replaceById(
        spend,
        id,
        (current) => ({
          ...current,
          ...body,
          amount: body.amount === undefined ? current.amount : storedAmount(body.amount),
          note: body.note === undefined ? current.note : body.note?.trim() || null,
          updatedAt: now(),
        }),
        (rest) => (spend = rest),
      ),
    deleteSpend: (id: string) => removeById(spend, id, (rest) => (spend = rest)),
    /** The budget after the plan change; a month named twice is refused (undefined). */
    plan(p: Project, body: BudgetPlanBody): ProjectBudget | undefined {
      if (monthNamedTwice(body.months) !== -1) return undefined;
      plans.set(p.id, withMonthAmounts(plans.get(p.id), body.months));
      return budgetOf(p);
    },
    /** Whether a project is known (its routes answer 404 otherwise). */
    project,
  };
}

export type BudgetBook = ReturnType<typeof createBudgetBook>;

/** The budget's routes over the book, typed by the contract. */
export function budgetHandlers(book: () => BudgetBook) {
  const { withProject, json, jsonFromBody } = projectRoutes((id) => book().project(id));
  return [
    json(routes.getProjectBudget, (p) => book().budget(p)),
    mockRoute(routes.updateBudgetPlan, async ({ request, params }) => {
      const body = await request.json();
      return withProject(params.id, (p) => {
        const answer = book().plan(p, body);
        return answer
          ? HttpResponse.json(answer)
          : errorAnswer(400, PLAN_MONTH_TWICE_MESSAGE, { code: 'validation_failed' });
      });
    }),
    json(routes.listSpend, (p) => book().spend(p.id)),
    jsonFromBody(routes.createSpend, (p, body) => book().createSpend(p, body)),
    mockUpdate(routes.updateSpend, 'spend_entry', (id, body) => book().updateSpend(id, body)),
    mockDelete(routes.deleteSpend, 'spend_entry', (id) => book().deleteSpend(id)),
  ];
}
