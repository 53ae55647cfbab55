import { budgetToDate, projectBudget, type BudgetFigures } from '../plan/budget-figures';
import { calendarDateOf } from '../time/calendar-date';
import { valueSummary, type BenefitMonth } from '../value/value-figures';
import { monthOf } from '../time/calendar-month';
import {
  AI_ACT_CLASS_FILTERS,
  COMPLIANCE_STATUSES,
  PROJECT_STATUSES,
  RECENT_PROJECTS_COUNT,
} from './project-statuses';
import type {
  AiActClassCounts,
  ComplianceCounts,
  DepartmentSummary,
  PortfolioFigures,
  PortfolioSummary,
  Project,
} from './projects';
import { fromCents, investmentCents, toCents } from '../numbers/money';
import { COMPLIANCE_REGIMES } from './status';

/** A mean in cents rounded half away from zero (as SQL's `round(avg(x), 2)`), null for none. */
function meanOf(sum: bigint, count: number): string | null {
  if (count === 0) return null;
  const n = BigInt(count);
  return fromCents((2n * sum + (sum < 0n ? -n : n)) / (2n * n));
}

/** Mean of decimal strings with 2 decimals (half away from zero), null for none. */
export function averageOf(values: (string | null)[]): string | null {
  const cents = values.map(toCents).filter((c): c is bigint => c !== null);
  return meanOf(
    cents.reduce((a, b) => a + b, 0n),
    cents.length,
  );
}

/** The fields of a project the headline metrics read. */
export type MetricFields = Pick<
  Project,
  'initialCosts' | 'runningCosts' | 'roi' | 'euAiActStatus' | 'aiActRiskClass' | 'archivedAt'
>;

/**
 * Whether a project counts as EU AI Act compliant in the portfolio's figures: its status says
 * so and it has an assessment (the status is derived from one; a hand-picked "compliant" with no
 * assessment behind it is not counted).
 */
export const countsAsCompliant = (p: Pick<MetricFields, 'euAiActStatus' | 'aiActRiskClass'>) =>
  p.euAiActStatus === 'compliant' && p.aiActRiskClass !== null;

/**
 * The sums the headline metrics are made of. They add up, so a part of a portfolio summed by
 * the database and a part rebuilt in memory make one set of figures (see `figuresOf`).
 */
export interface PortfolioSums {
  projects: number;
  investmentCents: bigint;
  roiCents: bigint;
  /** Projects that have an ROI: the average's divisor. */
  withRoi: number;
  compliant: number;
}

export const noSums = (): PortfolioSums => ({
  projects: 0,
  investmentCents: 0n,
  roiCents: 0n,
  withRoi: 0,
  compliant: 0,
});

/** Adds the live (not archived) projects among `projects` to `sums` (new sums; `sums` is kept). */
export function sumPortfolio(projects: MetricFields[], sums = noSums()): PortfolioSums {
  const out = { ...sums };
  for (const p of projects) {
    if (p.archivedAt) continue;
    out.projects += 1;
    out.investmentCents += investmentCents(p);
    const roi = toCents(p.roi);
    if (roi !== null) {
      out.roiCents += roi;
      out.withRoi += 1;
    }
    if (countsAsCompliant(p)) out.compliant += 1;
  }
  return out;
}

/** The four headline metrics of the sums. */
export const figuresOf = (sums: PortfolioSums): PortfolioFigures => ({
  totalProjects: sums.projects,
  totalInvestment: fromCents(sums.investmentCents),
  averageRoi: meanOf(sums.roiCents, sums.withRoi),
  fullyCompliant: sums.compliant,
});

/** The headline metrics of a portfolio: archived projects are left out. */
export const portfolioFigures = (projects: MetricFields[]): PortfolioFigures =>
  figuresOf(sumPortfolio(projects));

/** Share of a total in whole percent; 0 for an empty total. */
export const percentOf = (part: number, total: number) =>
  total === 0 ? 0 : Math.round((part / total) * 100);

/** The dashboard's Fully Compliant figure: assessed projects whose EU AI Act status is compliant. */
export const fullyCompliantPercent = (
  summary: Pick<PortfolioSummary, 'fullyCompliant' | 'totalProjects'>,
) => percentOf(summary.fullyCompliant, summary.totalProjects);

// Ties are broken by code point, like SQL's COLLATE "C", so both sides order alike.
const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

const emptyCounts = (): ComplianceCounts =>
  Object.fromEntries(COMPLIANCE_STATUSES.map((s) => [s, 0])) as ComplianceCounts;

/**
 * The portfolio summary computed from projects in memory: the reference the BFF's SQL answer
 * is tested against, and what the mocks serve. Archived projects are left out. The people
 * over-allocated this month are counted from allocations, which projects do not hold: the caller
 * gives their count (none unless given).
 */
export function summarizePortfolio(
  all: Project[],
  {
    lastMonth = null,
    now = new Date(),
    peopleOverAllocated = 0,
    onSchedule = { count: 0, baselined: 0 },
    budgets,
    benefits = () => [],
  }: {
    lastMonth?: PortfolioFigures | null;
    now?: Date;
    peopleOverAllocated?: number;
    /** Projects on schedule against their baseline (none are baselined unless said). */
    onSchedule?: PortfolioSummary['onSchedule'];
    /** Each live project's budget; unless given, each one's default plan and no spend. */
    budgets?: Iterable<Pick<BudgetFigures, 'plannedToDate' | 'actualToDate'>>;
    /** Each project's realised benefit by month (none unless given). */
    benefits?: (projectId: string) => readonly BenefitMonth[];
  } = {},
): PortfolioSummary {
  const projects = all.filter((p) => !p.archivedAt);
  const byStatus: Record<string, number> = Object.fromEntries(PROJECT_STATUSES.map((s) => [s, 0]));
  const departments = new Map<string, Project[]>();
  const compliance = { euAiAct: emptyCounts(), gdpr: emptyCounts(), dora: emptyCounts() };
  const aiActClasses = Object.fromEntries(
    AI_ACT_CLASS_FILTERS.map((c) => [c, 0]),
  ) as AiActClassCounts;

  for (const p of projects) {
    aiActClasses[p.aiActRiskClass ?? 'unassessed'] += 1;
    byStatus[p.status] = (byStatus[p.status] ?? 0) + 1;
    const group = departments.get(p.department);
    if (group) group.push(p);
    else departments.set(p.department, [p]);
    for (const regime of COMPLIANCE_REGIMES) {
      const counts = compliance[regime.summaryKey] as Record<string, number>;
      counts[p[regime.key]] = (counts[p[regime.key]] ?? 0) + 1;
    }
  }

  const totalOf = (ps: Project[]) => fromCents(ps.reduce((sum, p) => sum + investmentCents(p), 0n));
  const byDepartment: DepartmentSummary[] = [...departments.entries()]
    .map(([department, ps]) => ({
      department,
      count: ps.length,
      totalInvestment: totalOf(ps),
      averageRoi: averageOf(ps.map((p) => p.roi)),
    }))
    .sort((a, b) => b.count - a.count || byCodePoint(a.department, b.department));

  const recentProjects = [...projects]
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .slice(0, RECENT_PROJECTS_COUNT);

  return {
    ...portfolioFigures(projects),
    byStatus,
    byDepartment,
    compliance,
    aiActClasses,
    recentProjects,
    trends: { since: endOfLastMonth(now).toISOString(), lastMonth },
    peopleOverAllocated,
    onSchedule,
    budgetToDate: budgetToDate(
      budgets ??
        projects.map((p) =>
          projectBudget({
            ...p,
            planOverrides: [],
            spend: [],
            llmCosts: [],
            currentMonth: monthOf(now),
          }),
        ),
      monthOf(now),
    ),
    value: valueSummary(projects, benefits, calendarDateOf(now)),
  };
}

/** The end of the previous month in UTC: the first instant of the current one. */
export const endOfLastMonth = (now: Date) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));

/** The metrics the dashboard shows a trend badge for. */
export type TrendMetric = 'totalProjects' | 'averageRoi' | 'totalInvestment' | 'fullyCompliant';

/**
 * A metric against its value at the end of last month: a change (in percent of last month's
 * value for counts and money; in percentage points for the metrics that are percentages, whose
 * relative change would read oddly, and flip sign around a negative ROI), `new` when there was
 * nothing to compare with (no history that old, or none of it last month), or null when there
 * is nothing to show (no average ROI now). A ratio (Average ROI, Fully Compliant) is never
 * `new`: "new this month" under a percentage reads as if the percentage were new; it shows
 * nothing instead.
 */
export type Trend = { kind: 'change'; amount: number; unit: '%' | 'pts' } | { kind: 'new' } | null;

const relative = (now: bigint, before: bigint): Trend =>
  before === 0n
    ? now === 0n
      ? { kind: 'change', amount: 0, unit: '%' }
      : { kind: 'new' }
    : {
        kind: 'change',
        amount: Math.round((Number(now - before) / Number(before < 0n ? -before : before)) * 100),
        unit: '%',
      };

const points = (now: number, before: number): Trend => ({
  kind: 'change',
  // Math.round(-0.4) is -0: a change that rounds away is no change.
  amount: Math.round(now - before) || 0,
  unit: 'pts',
});

export function metricTrend(
  metric: TrendMetric,
  now: PortfolioFigures,
  lastMonth: PortfolioFigures | null,
): Trend {
  const ratio = metric === 'averageRoi' || metric === 'fullyCompliant';
  if (!lastMonth) return ratio ? null : { kind: 'new' };
  switch (metric) {
    case 'totalProjects':
      return relative(BigInt(now.totalProjects), BigInt(lastMonth.totalProjects));
    case 'totalInvestment':
      return relative(toCents(now.totalInvestment)!, toCents(lastMonth.totalInvestment)!);
    case 'averageRoi':
      if (now.averageRoi === null) return null;
      if (lastMonth.averageRoi === null) return null;
      return points(Number(now.averageRoi), Number(lastMonth.averageRoi));
    case 'fullyCompliant':
      if (lastMonth.totalProjects === 0) return null;
      return points(fullyCompliantPercent(now), fullyCompliantPercent(lastMonth));
  }
}

/** A trend as its badge says it: `+12%`, `-5%`, `+3 pts`, `0%`, `new this month`. */
export function formatTrend(trend: Exclude<Trend, null>): string {
  if (trend.kind === 'new') return 'new this month';
  const sign = trend.amount > 0 ? '+' : trend.amount < 0 ? '-' : '';
  return `${sign}${Math.abs(trend.amount)}${trend.unit === '%' ? '%' : ' pts'}`;
}
