import { addMonths, monthOf, monthRange } from '../time/calendar-month';
import { fromCents, toCents, type Amount } from '../numbers/money';

/**
 * A project's budget against its actuals, month by month. A month is `YYYY-MM` (a calendar
 * month, no time zone). All sums run on integer cents (bigint), so no figure ever drifts.
 *
 * - The plan: by default its initial costs in the start month and its running costs in every
 *   month from the start month to the target month (twelve months from the start when it has
 *   no target, as the total investment counts them); a month edited by hand replaces the
 *   default of that month. Without a start date there is no default plan.
 * - The actuals: the spend entries of each month, plus what the project's LLM models cost
 *   (their monthly cost, every month from the later of the link's creation and the project's
 *   start, to the current month).
 * - To date: every month up to and including the current one.
 * - The forecast at completion: the actuals to date plus, for each month still to come, its plan
 *   (or what is already entered for it, when that is more).
 */

/** How many months a project without a target date runs for, as its total investment counts. */
export const RUNNING_MONTHS_WITHOUT_TARGET = 12;

/** What the default plan is spread from. */
export interface PlanSource {
  startDate: string | null;
  targetDate: string | null;
  initialCosts: Amount;
  runningCosts: Amount;
}

/**
 * The default plan in cents by month: the initial costs in the start month, the running costs
 * in every month from the start month to the target month. Empty without a start date.
 */
export function defaultPlan(project: PlanSource): Map<string, bigint> {
  const plan = new Map<string, bigint>();
  if (!project.startDate) return plan;
  const start = monthOf(project.startDate);
  const end = project.targetDate
    ? monthOf(project.targetDate)
    : addMonths(start, RUNNING_MONTHS_WITHOUT_TARGET - 1);
  const running = toCents(project.runningCosts) ?? 0n;
  for (const month of monthRange(start, end)) plan.set(month, running);
  plan.set(start, (plan.get(start) ?? 0n) + (toCents(project.initialCosts) ?? 0n));
  return plan;
}

/** A month's actual spend entered by hand. */
export interface SpendAmount {
  month: string;
  amount: string;
}

/** An LLM model link as its cost is counted: its monthly cost from the month it was made. */
export interface LlmCost {
  monthlyCost: Amount;
  /** When the link was made (ISO 8601) or its month. */
  since: string;
}

/**
 * The LLM spend in cents by month: each link's monthly cost from the later of its creation
 * month and the project's start month, to the current month.
 */
export function llmSpend(
  links: readonly LlmCost[],
  startDate: string | null,
  currentMonth: string,
): Map<string, bigint> {
  const spend = new Map<string, bigint>();
  for (const link of links) {
    const cost = toCents(link.monthlyCost) ?? 0n;
    if (cost === 0n) continue;
    const created = monthOf(link.since);
    const from = startDate && monthOf(startDate) > created ? monthOf(startDate) : created;
    for (const month of monthRange(from, currentMonth)) {
      spend.set(month, (spend.get(month) ?? 0n) + cost);
    }
  }
  return spend;
}

export interface BudgetMonth {
  month: string;
  planned: string;
  /** Whether the month's plan was edited by hand (not the default spread). */
  plannedEdited: boolean;
  /** Entered spend plus LLM spend. */
  actual: string;
  /** The LLM models' part of `actual`. */
  llm: string;
  cumulativePlanned: string;
  cumulativeActual: string;
}

export interface BudgetFigures {
  currentMonth: string;
  months: BudgetMonth[];
  plannedTotal: string;
  plannedToDate: string;
  actualToDate: string;
  /** Actual minus planned, to date: positive is over budget. */
  varianceToDate: string;
  forecastAtCompletion: string;
  /** Actual to date in percent of planned to date (two decimals); null when nothing was planned. */
  burnToDate: string | null;
  overBudget: boolean;
}

/** The share above the plan to date a project may spend before it counts as over budget. */
export const OVER_BUDGET_TOLERANCE_PERCENT = 10;

/**
 * Over budget: actual to date more than {@link OVER_BUDGET_TOLERANCE_PERCENT}% above the plan to
 * date. A project with nothing planned to date is not judged (there is no plan to be over).
 */
export function isOverBudget(plannedToDate: bigint, actualToDate: bigint): boolean {
  if (plannedToDate <= 0n) return false;
  return actualToDate * 100n > plannedToDate * BigInt(100 + OVER_BUDGET_TOLERANCE_PERCENT);
}

/** `part / whole` in percent with two decimals, rounded half up; null when `whole` is zero. */
function percentOf(part: bigint, whole: bigint): string | null {
  if (whole <= 0n) return null;
  // In hundredths of a percent.
  const scaled = (part * 10_000n * 2n + whole) / (whole * 2n);
  return fromCents(scaled);
}

export interface BudgetInput extends PlanSource {
  /** The months whose plan was edited by hand, in cents as decimal strings. */
  planOverrides: readonly SpendAmount[];
  spend: readonly SpendAmount[];
  llmCosts: readonly LlmCost[];
  currentMonth: string;
}

/**
 * The budget of a project: planned and actual per month (from the first month either has one
 * to the last, the current month included once anything was spent), cumulative, to date, the
 * variance and the forecast at completion.
 */
export function projectBudget(input: BudgetInput): BudgetFigures {
  const planned = defaultPlan(input);
  const edited = new Set<string>();
  for (const override of input.planOverrides) {
    planned.set(override.month, toCents(override.amount) ?? 0n);
    edited.add(override.month);
  }
  const entered = new Map<string, bigint>();
  for (const entry of input.spend) {
    entered.set(entry.month, (entered.get(entry.month) ?? 0n) + (toCents(entry.amount) ?? 0n));
  }
  const llm = llmSpend(input.llmCosts, input.startDate, input.currentMonth);
  const all = [...planned.keys(), ...entered.keys(), ...llm.keys()].sort();
  const months = all.length === 0 ? [] : monthRange(all[0]!, all[all.length - 1]!);

  let cumulativePlanned = 0n;
  let cumulativeActual = 0n;
  let plannedToDate = 0n;
  let actualToDate = 0n;
  let remaining = 0n;
  const rows: BudgetMonth[] = months.map((month) => {
    const plan = planned.get(month) ?? 0n;
    const llmCents = llm.get(month) ?? 0n;
    const actual = (entered.get(month) ?? 0n) + llmCents;
    cumulativePlanned += plan;
    cumulativeActual += actual;
    if (month <= input.currentMonth) {
      plannedToDate += plan;
      actualToDate += actual;
    } else {
      // A month still to come costs its plan, or what is already entered for it when more.
      remaining += actual > plan ? actual : plan;
    }
    return {
      month,
      planned: fromCents(plan),
      plannedEdited: edited.has(month),
      actual: fromCents(actual),
      llm: fromCents(llmCents),
      cumulativePlanned: fromCents(cumulativePlanned),
      cumulativeActual: fromCents(cumulativeActual),
    };
  });
  return {
    currentMonth: input.currentMonth,
    months: rows,
    plannedTotal: fromCents(cumulativePlanned),
    plannedToDate: fromCents(plannedToDate),
    actualToDate: fromCents(actualToDate),
    varianceToDate: fromCents(actualToDate - plannedToDate),
    forecastAtCompletion: fromCents(actualToDate + remaining),
    burnToDate: percentOf(actualToDate, plannedToDate),
    overBudget: isOverBudget(plannedToDate, actualToDate),
  };
}

/** The budget to date of many projects together: planned, actual and their difference. */
export function budgetToDate(
  figures: Iterable<Pick<BudgetFigures, 'plannedToDate' | 'actualToDate'>>,
  month: string,
): { month: string; planned: string; actual: string; variance: string } {
  let planned = 0n;
  let actual = 0n;
  for (const f of figures) {
    planned += toCents(f.plannedToDate) ?? 0n;
    actual += toCents(f.actualToDate) ?? 0n;
  }
  return {
    month,
    planned: fromCents(planned),
    actual: fromCents(actual),
    variance: fromCents(actual - planned),
  };
}

/**
 * The index of the first entry of a month-by-month change that names a month already named
 * (refused with `PLAN_MONTH_TWICE_MESSAGE` on its `months.{index}.month`); -1 when each is once.
 */
export const monthNamedTwice = (months: ReadonlyArray<{ month: string }>): number =>
  months.findIndex((m, i) => months.findIndex((other) => other.month === m.month) !== i);
