import { AI_ACT_RISK_CLASS_LABELS, type AiActRiskClass } from '../compliance/ai-act/classify';
import { formatCalendarDate } from '../time/calendar-date';
import { fromCents, formatMoneyFull, investmentCents } from '../numbers/money';
import { complianceLabel, projectStatusLabel } from '../portfolio/status';
import { PROPOSAL_STATE_LABELS, type Proposal, type ProposalState } from '../intake/proposals';
import { INTAKE_TIER_LABELS, type IntakeTier } from '../intake/screening';
import { SCORING_MODEL_LABELS, type ScoringModel } from '../intake/scoring';
import {
  REPORT_COLUMNS,
  REPORT_MEASURE_LABELS,
  REPORT_SOURCE_LABELS,
  reportColumnLabel,
  type ReportCell,
  type ReportColumnId,
  type ReportDefinition,
  type ReportFrequency,
  type ReportMeasure,
  type ReportResult,
  type ReportResultColumn,
} from './reports';
import type { Project } from '../portfolio/projects';
import type { IncidentFigures } from '../incidents/incident-figures';
import {
  isAggregateReport,
  reportMeasureKey,
  reportMeasures,
  reportOutputColumns,
  reportSourceOf,
} from './report-definition';
import { filterReportProposals, proposalReportValue } from './proposal-report';
import {
  passesListFilter,
  passesSharedReportFilters,
  reportCents,
  reportMoney,
} from './report-rows';

/**
 * A report computed in memory: what the BFF computes in SQL, for the mocks (dev:mock,
 * Storybook, widget tests) and as the reference the BFF's tests compare against. Money is summed
 * in cents, so sums are exact; averages are rounded to cents (money) or hundredths (numbers).
 * Projects and proposals go through the same grouping, measures and sort; only what a row's
 * column holds and which rows the filters keep differ by source.
 */

/** What a project contributes beyond its own fields. */
export interface ReportProjectFacts extends Partial<IncidentFigures> {
  openRisks?: number;
  aiActClass?: AiActRiskClass | null;
}

/** `2026-Q1`: the quarter a date falls in (the quarter-of-start group). */
export const quarterOf = (date: string | null): string | null =>
  date ? `${date.slice(0, 4)}-Q${Math.floor((Number(date.slice(5, 7)) - 1) / 3) + 1}` : null;

/** A column's raw value for one project: money as decimal strings, numbers as numbers. */
export function reportValue(
  project: Project,
  column: ReportColumnId,
  facts: ReportProjectFacts = {},
): ReportCell {
  switch (column) {
    case 'totalInvestment':
      return fromCents(investmentCents(project));
    case 'openRisks':
      return facts.openRisks ?? 0;
    case 'incidents':
    case 'openIncidents':
      return facts[column] ?? 0;
    case 'hoursToContain':
    case 'reportsOnTime':
      return facts[column] ?? null;
    case 'aiActClass':
      return facts.aiActClass ?? null;
    case 'startQuarter':
      return quarterOf(project.startDate);
    case 'createdAt':
      return project.createdAt.slice(0, 10);
    case 'roi':
      return project.roi === null ? null : Number(project.roi);
    case 'expectedReturn':
    case 'initialCosts':
    case 'runningCosts':
      return reportMoney(project[column]);
    case 'state':
    case 'tier':
    case 'scoringModel':
    case 'score':
    case 'submittedMonth':
    case 'decidedAt':
    case 'daysToDecision':
      // Not a project column: a definition naming it is refused before it runs.
      return null;
    default:
      return project[column] ?? null;
  }
}

const text = (value: ReportCell) => (value === null ? '' : String(value));

/** The projects a definition's filters keep (live ones unless `archived`). */
export function filterReportProjects(projects: readonly Project[], d: ReportDefinition): Project[] {
  const f = d.filters ?? {};
  return projects.filter(
    (p) =>
      (f.archived === true ? p.archivedAt !== null : p.archivedAt === null) &&
      passesListFilter(f.status, p.status) &&
      passesSharedReportFilters(p, f),
  );
}

function measure(m: ReportMeasure, values: ReportCell[], count: number): ReportCell {
  if (m.fn === 'count') return m.column ? values.filter((v) => v !== null).length : count;
  const type = REPORT_COLUMNS[m.column!].type;
  const present = values.filter((v): v is string | number => v !== null);
  if (m.fn === 'min' || m.fn === 'max') {
    if (present.length === 0) return null;
    const better = (a: string | number, b: string | number) => {
      const diff = type === 'date' ? String(a).localeCompare(String(b)) : Number(a) - Number(b);
      return m.fn === 'min' ? diff < 0 : diff > 0;
    };
    return present.reduce((best, v) => (better(v, best) ? v : best));
  }
  if (type === 'money') {
    const total = present.reduce((sum, v) => sum + reportCents(v), 0n);
    if (m.fn === 'sum') return fromCents(total);
    if (present.length === 0) return null;
    // Rounded half up, as PostgreSQL's round(numeric) does (amounts are never negative).
    const n = BigInt(present.length);
    return fromCents((total * 2n + n) / (2n * n));
  }
  const total = present.reduce<number>((sum, v) => sum + Number(v), 0);
  if (m.fn === 'sum') return total;
  return present.length === 0 ? null : Math.round((total / present.length) * 100) / 100;
}

function compareCells(a: ReportCell, b: ReportCell, type: ReportResultColumn['type']): number {
  // Empty values last, whichever the direction (PostgreSQL's `nulls last`).
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  if (type === 'money' || type === 'number') return Number(a) - Number(b);
  return String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0;
}

/** Rows in the definition's order, or by its groups (a flat report: its first column). */
function sortRows(
  rows: Record<string, ReportCell>[],
  d: ReportDefinition,
  cols: ReportResultColumn[],
) {
  const terms =
    d.sort && d.sort.length > 0
      ? d.sort
      : cols
          .filter((c) => (isAggregateReport(d) ? c.role === 'group' : c === cols[0]))
          .map((c) => ({ key: c.key, dir: 'asc' as const }));
  const typeOf = new Map(cols.map((c) => [c.key, c.type]));
  return rows.sort((a, b) => {
    for (const t of terms) {
      const type = typeOf.get(t.key) ?? 'text';
      const [x, y] = [a[t.key] ?? null, b[t.key] ?? null];
      if (x === null || y === null) {
        const nulls = compareCells(x, y, type);
        if (nulls !== 0) return nulls;
        continue;
      }
      const c = compareCells(x, y, type) * (t.dir === 'desc' ? -1 : 1);
      if (c !== 0) return c;
    }
    return 0;
  });
}

/** The rows of one source as the engine reads them: a column's value of each. */
type ValueOf<T> = (row: T, column: ReportColumnId) => ReportCell;

function runRows<T>(d: ReportDefinition, kept: readonly T[], valueOf: ValueOf<T>): ReportResult {
  const columns = reportOutputColumns(d);
  const limit = d.limit ?? 1000;
  let rows: Record<string, ReportCell>[];
  if (!isAggregateReport(d)) {
    rows = kept.map((r) => Object.fromEntries(d.columns.map((c) => [c, valueOf(r, c)])));
  } else {
    const groups = d.groupBy ?? [];
    const measures = reportMeasures(d);
    const buckets = new Map<string, T[]>();
    for (const r of kept) {
      const key = JSON.stringify(groups.map((g) => valueOf(r, g)));
      buckets.set(key, [...(buckets.get(key) ?? []), r]);
    }
    // Totals over no rows are still one row (SQL's aggregate without GROUP BY).
    if (groups.length === 0 && buckets.size === 0) buckets.set('[]', []);
    rows = [...buckets.entries()].map(([key, members]) => {
      const groupValues = JSON.parse(key) as ReportCell[];
      return Object.fromEntries([
        ...groups.map((g, i) => [g, groupValues[i] ?? null]),
        ...measures.map((m) => [
          reportMeasureKey(m),
          measure(
            m,
            members.map((r) => (m.column ? valueOf(r, m.column) : null)),
            members.length,
          ),
        ]),
      ]);
    });
  }
  sortRows(rows, d, columns);
  return { columns, rows: rows.slice(0, limit), truncated: rows.length > limit };
}

/**
 * A schema-valid definition without problems (`reportDefinitionProblems`), run over the
 * company's projects, or over its proposals when the definition's source says so.
 */
export function runReport(
  d: ReportDefinition,
  projects: readonly Project[],
  factsOf: (project: Project) => ReportProjectFacts = () => ({}),
  proposals: readonly Proposal[] = [],
): ReportResult {
  if (reportSourceOf(d) === 'proposals')
    return runRows(d, filterReportProposals(proposals, d), proposalReportValue);
  return runRows(d, filterReportProjects(projects, d), (p, c) => reportValue(p, c, factsOf(p)));
}

/**
 * A status-like value in words, by its column: a project status, an AI Act class, a proposal's
 * state, risk tier or scoring model, or a compliance status.
 */
export function reportStatusLabel(key: string, value: string): string {
  switch (key) {
    case 'status':
      return projectStatusLabel(value);
    case 'aiActClass':
      return AI_ACT_RISK_CLASS_LABELS[value as AiActRiskClass] ?? value;
    case 'state':
      return PROPOSAL_STATE_LABELS[value as ProposalState] ?? value;
    case 'tier':
      return INTAKE_TIER_LABELS[value as IntakeTier] ?? value;
    case 'scoringModel':
      return SCORING_MODEL_LABELS[value as ScoringModel] ?? value;
    default:
      return complianceLabel(value);
  }
}

/** A cell as a person reads it (mail, print): "$1,250,000", "In Progress", "Mar 3, 2026". */
export function formatReportCell(
  column: Pick<ReportResultColumn, 'key' | 'type'>,
  value: ReportCell,
) {
  if (value === null || value === '') return '—';
  switch (column.type) {
    case 'money':
      return formatMoneyFull(String(value));
    case 'number':
      return typeof value === 'number' ? value.toLocaleString('en-US') : String(value);
    case 'date':
      return formatCalendarDate(String(value), 'short');
    case 'status':
      return reportStatusLabel(column.key, String(value));
    default:
      return text(value);
  }
}

/**
 * A definition in one line, for the history: "Group by Department · Count, Sum of Total
 * Investment"; a report of proposals says so first.
 */
export function describeReportDefinition(d: ReportDefinition): string {
  const source = reportSourceOf(d);
  const label = (id: ReportColumnId) => reportColumnLabel(id, source);
  const parts: string[] = source === 'projects' ? [] : [REPORT_SOURCE_LABELS[source]];
  if (!isAggregateReport(d)) parts.push(`Columns ${d.columns.map(label).join(', ')}`);
  if (d.groupBy?.length) parts.push(`Group by ${d.groupBy.map(label).join(', ')}`);
  const measures = d.measures ?? [];
  if (measures.length)
    parts.push(
      measures
        .map((m) => (m.column ? `${REPORT_MEASURE_LABELS[m.fn]} of ${label(m.column)}` : 'Count'))
        .join(', '),
    );
  if (d.chart && d.chart !== 'none') parts.push(`${d.chart.replace('_', ' ')} chart`);
  return parts.join(' · ');
}

/**
 * When a schedule next sends, after `after`: weekly on Mondays, monthly on the 1st, at 07:00
 * UTC (the weekly digest's hour).
 */
export function nextReportRun(frequency: ReportFrequency, after: Date): Date {
  const at = (y: number, m: number, d: number) => new Date(Date.UTC(y, m, d, 7));
  const [y, m, d] = [after.getUTCFullYear(), after.getUTCMonth(), after.getUTCDate()];
  if (frequency === 'monthly') {
    const thisMonth = at(y, m, 1);
    return thisMonth > after ? thisMonth : at(y, m + 1, 1);
  }
  const daysToMonday = (8 - after.getUTCDay()) % 7;
  const monday = at(y, m, d + daysToMonday);
  return monday > after ? monday : at(y, m, d + daysToMonday + 7);
}
