import { daysBetween } from '../time/calendar-date';
import { addMonths, monthOf, monthRange, monthsBetween } from '../time/calendar-month';
import { fromCents, toCents, type Amount } from '../numbers/money';

/**
 * The value a project really delivers: its realised monthly benefit against its costs to date
 * (the payback month) and against its plan (its expected annual return spread over twelve
 * months), and its KPIs against their targets. Money runs on integer cents (bigint); a month is
 * `YYYY-MM`.
 *
 * Costs to date are the initial costs in the start month plus the running costs of every month
 * from the start month to the month in question. Unlike the budget's default plan, running costs
 * do not stop at the target date: a project that delivers value keeps running after it is done.
 */

/** What the value figures are computed from. */
export interface ValueSource {
  startDate: string | null;
  /** Annual, in $ (the project's expected return); a twelfth of it is the planned monthly benefit. */
  expectedReturn: Amount;
  initialCosts: Amount;
  /** Monthly, in $. */
  runningCosts: Amount;
}

/** A month's realised benefit, in $. */
export interface BenefitMonth {
  month: string;
  amount: string;
}

/** The planned monthly benefit in cents: a twelfth of the expected annual return, rounded half up. */
export function plannedMonthlyCents(expectedReturn: Amount): bigint | null {
  const annual = toCents(expectedReturn);
  if (annual === null) return null;
  return (annual * 2n + 12n) / 24n;
}

/** How many months of the project have run by `month`: its start month counts as the first. */
export function elapsedMonths(startDate: string | null, month: string): number {
  if (!startDate) return 0;
  return Math.max(0, monthsBetween(monthOf(startDate), month) + 1);
}

/** Costs to date in cents: the initial costs once started, plus running costs per elapsed month. */
export function costsToDateCents(project: ValueSource, month: string): bigint {
  const elapsed = elapsedMonths(project.startDate, month);
  if (elapsed === 0) return 0n;
  return (
    (toCents(project.initialCosts) ?? 0n) + BigInt(elapsed) * (toCents(project.runningCosts) ?? 0n)
  );
}

/** The realised benefit up to and including `month`, in cents. */
export function realisedToDateCents(benefits: readonly BenefitMonth[], month: string): bigint {
  return benefits.reduce(
    (sum, b) => (b.month <= month ? sum + (toCents(b.amount) ?? 0n) : sum),
    0n,
  );
}

/**
 * The month the realised benefit first covered the costs so far: the first month from the start
 * month to `month` whose cumulative benefit (benefit of earlier months included) reaches the
 * cumulative costs. Null when it has not happened by `month`, or without a start date.
 */
export function paybackMonth(
  project: ValueSource,
  benefits: readonly BenefitMonth[],
  month: string,
): string | null {
  if (!project.startDate) return null;
  const start = monthOf(project.startDate);
  for (const m of monthRange(start, month)) {
    const costs = costsToDateCents(project, m);
    const realised = realisedToDateCents(benefits, m);
    // Something must have happened: no costs and no benefit is not a payback.
    if ((costs > 0n || realised > 0n) && realised >= costs) return m;
  }
  return null;
}

/**
 * The month the plan pays back: the first month in which the planned benefit to date covers
 * the costs to date. Null without a start date, without a plan, or when the planned monthly
 * benefit never outgrows the running costs.
 */
export function plannedPaybackMonth(project: ValueSource): string | null {
  const planned = plannedMonthlyCents(project.expectedReturn);
  if (!project.startDate || planned === null || planned <= 0n) return null;
  const initial = toCents(project.initialCosts) ?? 0n;
  const running = toCents(project.runningCosts) ?? 0n;
  const margin = planned - running;
  if (margin <= 0n) return null;
  // The smallest n ≥ 1 with n × planned ≥ initial + n × running.
  const n = initial <= 0n ? 1n : (initial + margin - 1n) / margin;
  return addMonths(monthOf(project.startDate), Number(n < 1n ? 1n : n) - 1);
}

/** Months after the start a project is judged on its realised benefit (`value-behind`). */
export const VALUE_BEHIND_AFTER_MONTHS = 6;
/** The share of the plan to date below which realised benefit counts as behind, as 1/n. */
export const VALUE_BEHIND_SHARE_DIVISOR = 4n;

/** Whether `today` is at least `months` calendar months after `startDate` (same day or later). */
function monthsPassed(startDate: string, today: string, months: number): boolean {
  const whole = monthsBetween(monthOf(startDate), monthOf(today));
  if (whole !== months) return whole > months;
  // The same day of the month, or later (a 31st counts as reached by the month's last day).
  const startDay = Number(startDate.slice(8, 10));
  const day = Number(today.slice(8, 10));
  const month = monthOf(today);
  const lastDay = daysBetween(`${month}-01`, `${addMonths(month, 1)}-01`);
  return day >= Math.min(startDay, lastDay);
}

/** What `value-behind` reads: the project's plan and dates, and its realised benefit to date. */
export interface ValueBehindInput {
  startDate: string | null;
  expectedReturn: Amount;
  /** The realised benefit to date, in $. */
  realisedToDate: Amount;
  /** The calendar date of the evaluation, `YYYY-MM-DD`. */
  today: string;
}

/**
 * The planned benefit to date in cents: the planned monthly benefit for every month from the
 * start month to today's month, both included.
 */
export function plannedToDateCents(
  project: Pick<ValueSource, 'startDate' | 'expectedReturn'>,
  month: string,
): bigint {
  const planned = plannedMonthlyCents(project.expectedReturn) ?? 0n;
  return planned * BigInt(elapsedMonths(project.startDate, month));
}

/**
 * Value behind plan: at least {@link VALUE_BEHIND_AFTER_MONTHS} months after the start, the
 * realised benefit to date is below a quarter of the planned benefit to date. A project without
 * a start date or an expected return has no plan to be behind.
 */
export function isValueBehind(input: ValueBehindInput): boolean {
  if (!input.startDate || daysBetween(input.startDate, input.today) < 0) return false;
  if (!monthsPassed(input.startDate, input.today, VALUE_BEHIND_AFTER_MONTHS)) return false;
  const planned = plannedToDateCents(input, monthOf(input.today));
  if (planned <= 0n) return false;
  const realised = toCents(input.realisedToDate) ?? 0n;
  return realised * VALUE_BEHIND_SHARE_DIVISOR < planned;
}

/** The value figures of one project, as `GET /api/projects/{id}/value` answers them. */
export interface ValueFigures {
  currentMonth: string;
  /** A twelfth of the expected annual return; null without one. */
  plannedMonthly: string | null;
  plannedToDate: string;
  realisedToDate: string;
  costsToDate: string;
  paybackMonth: string | null;
  plannedPaybackMonth: string | null;
  /** The planned payback month has come and the realised benefit has not paid back. */
  pastPaybackWithoutValue: boolean;
  behindPlan: boolean;
}

/** Every value figure of a project, to date (`today` and its month included). */
export function projectValue(
  project: ValueSource,
  benefits: readonly BenefitMonth[],
  today: string,
): ValueFigures {
  const month = monthOf(today);
  const planned = plannedMonthlyCents(project.expectedReturn);
  const realised = realisedToDateCents(benefits, month);
  const payback = paybackMonth(project, benefits, month);
  const plannedPayback = plannedPaybackMonth(project);
  return {
    currentMonth: month,
    plannedMonthly: planned === null ? null : fromCents(planned),
    plannedToDate: fromCents(plannedToDateCents(project, month)),
    realisedToDate: fromCents(realised),
    costsToDate: fromCents(costsToDateCents(project, month)),
    paybackMonth: payback,
    plannedPaybackMonth: plannedPayback,
    pastPaybackWithoutValue: plannedPayback !== null && plannedPayback <= month && payback === null,
    behindPlan: isValueBehind({
      startDate: project.startDate,
      expectedReturn: project.expectedReturn,
      realisedToDate: fromCents(realised),
      today,
    }),
  };
}

/** The stage gates a project passes, and the decisions taken at each. */
export const STAGE_GATES = ['idea', 'pilot', 'scale', 'retire'] as const;
export type StageGate = (typeof STAGE_GATES)[number];
export const STAGE_GATE_LABELS: Record<StageGate, string> = {
  idea: 'Idea',
  pilot: 'Pilot',
  scale: 'Scale',
  retire: 'Retire',
};

export const GATE_DECISIONS = ['go', 'hold', 'stop'] as const;
export type GateDecision = (typeof GATE_DECISIONS)[number];
export const GATE_DECISION_LABELS: Record<GateDecision, string> = {
  go: 'Go',
  hold: 'Hold',
  stop: 'Stop',
};

/** Which way a KPI improves. */
export const KPI_DIRECTIONS = ['higher', 'lower'] as const;
export type KpiDirection = (typeof KPI_DIRECTIONS)[number];

export const KPI_DIRECTION_LABELS: Record<KpiDirection, string> = {
  higher: 'Higher is better',
  lower: 'Lower is better',
};

/** The sentence for a target on the wrong side of the baseline. */
export const KPI_TARGET_SIDE_MESSAGES: Record<KpiDirection, string> = {
  higher: 'When higher is better, the target must be at or above the baseline',
  lower: 'When lower is better, the target must be at or below the baseline',
};

/** The problem with a KPI's target against its baseline and direction, or undefined. */
export function kpiTargetProblem(kpi: {
  baseline: number;
  target: number;
  direction: KpiDirection;
}): string | undefined {
  const wrong = kpi.direction === 'higher' ? kpi.target < kpi.baseline : kpi.target > kpi.baseline;
  return wrong ? KPI_TARGET_SIDE_MESSAGES[kpi.direction] : undefined;
}

export interface KpiProgress {
  /** The latest measurement (by date); null before the first. */
  latest: number | null;
  /**
   * How far from the baseline to the target the latest measurement got, in whole percent:
   * 0 at the baseline, 100 at the target, below 0 when it moved the wrong way, above 100 past
   * the target. Null before the first measurement.
   */
  percent: number | null;
  /** The latest measurement meets the target (in the KPI's direction). */
  met: boolean;
}

/** A KPI's progress against its target, respecting its direction. */
export function kpiProgress(
  kpi: { baseline: number; target: number; direction: KpiDirection },
  measurements: ReadonlyArray<{ date: string; value: number }>,
): KpiProgress {
  const last = [...measurements].sort((a, b) => a.date.localeCompare(b.date)).at(-1);
  if (!last) return { latest: null, percent: null, met: false };
  const latest = last.value;
  const met = kpi.direction === 'higher' ? latest >= kpi.target : latest <= kpi.target;
  const span = kpi.target - kpi.baseline;
  const percent = span === 0 ? (met ? 100 : 0) : Math.round(((latest - kpi.baseline) / span) * 100);
  return { latest, percent, met };
}

/** A live project as the dashboard's value figures read it. */
export interface ValueProject extends ValueSource {
  id: string;
  name: string;
  department: string;
}

export interface ValueSummary {
  month: string;
  /** Planned and realised benefit to date per department, in $ (departments with either). */
  byDepartment: Array<{ department: string; planned: string; realised: string }>;
  /** How many projects' planned payback month has come without realised benefit paying back. */
  pastPaybackCount: number;
  /** The first PAST_PAYBACK_LISTED of them, the longest overdue first. */
  pastPaybackWithoutValue: Array<{
    id: string;
    name: string;
    department: string;
    plannedPaybackMonth: string;
    realisedToDate: string;
    costsToDate: string;
  }>;
}

/**
 * How many projects past payback without value the dashboard's summary lists: the card names the
 * longest overdue and counts the rest, so the summary stays small at any portfolio size.
 */
export const PAST_PAYBACK_LISTED = 10;

const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The dashboard's value figures over live projects: planned against realised benefit to date
 * per department (by code point), and how many projects are past their planned payback without
 * value, the longest overdue PAST_PAYBACK_LISTED of them listed.
 */
export function valueSummary(
  projects: readonly ValueProject[],
  benefitsOf: (projectId: string) => readonly BenefitMonth[],
  today: string,
): ValueSummary {
  const departments = new Map<string, { planned: bigint; realised: bigint }>();
  const past: ValueSummary['pastPaybackWithoutValue'] = [];
  for (const project of projects) {
    const figures = projectValue(project, benefitsOf(project.id), today);
    const planned = toCents(figures.plannedToDate) ?? 0n;
    const realised = toCents(figures.realisedToDate) ?? 0n;
    if (planned > 0n || realised > 0n) {
      const sums = departments.get(project.department) ?? { planned: 0n, realised: 0n };
      sums.planned += planned;
      sums.realised += realised;
      departments.set(project.department, sums);
    }
    if (figures.pastPaybackWithoutValue) {
      past.push({
        id: project.id,
        name: project.name,
        department: project.department,
        plannedPaybackMonth: figures.plannedPaybackMonth!,
        realisedToDate: figures.realisedToDate,
        costsToDate: figures.costsToDate,
      });
    }
  }
  return {
    month: monthOf(today),
    byDepartment: [...departments.entries()]
      .sort(([a], [b]) => byCodePoint(a, b))
      .map(([department, sums]) => ({
        department,
        planned: fromCents(sums.planned),
        realised: fromCents(sums.realised),
      })),
    pastPaybackCount: past.length,
    pastPaybackWithoutValue: past
      .sort(
        (a, b) =>
          byCodePoint(a.plannedPaybackMonth, b.plannedPaybackMonth) ||
          byCodePoint(a.name, b.name) ||
          byCodePoint(a.id, b.id),
      )
      .slice(0, PAST_PAYBACK_LISTED),
  };
}
