import {
  REPORT_COLUMNS,
  REPORT_LIMITS,
  fromCents,
  investmentCents,
  isAggregateReport,
  reportMeasureKey,
  reportMeasures,
  reportOutputColumns,
  toCents,
  type Project,
  type ReportCell,
  type ReportColumnId,
  type ReportDefinition,
  type ReportMeasure,
  type ReportResult,
} from '@portfolio/contracts';

/** What the mocks know beside a project: its open risks (the AI Act class is left empty). */
export interface ReportProjectFacts {
  openRisks?: (project: Project) => number;
}

const quarterOf = (date: string | null) =>
  date ? `${date.slice(0, 4)} Q${Math.floor((Number(date.slice(5, 7)) - 1) / 3) + 1}` : null;

/** A project's value of a report column, typed as the answer carries it. */
function valueOf(p: Project, id: ReportColumnId, facts: ReportProjectFacts): ReportCell {
  switch (id) {
    case 'roi':
      return p.roi === null ? null : Number(p.roi);
    case 'createdAt':
      return p.createdAt.slice(0, 10);
    case 'startQuarter':
      return quarterOf(p.startDate);
    case 'aiActClass':
      return null;
    case 'totalInvestment':
      return fromCents(investmentCents(p));
    case 'openRisks':
      return facts.openRisks?.(p) ?? 0;
    default:
      return p[id] ?? null;
  }
}

function measure(m: ReportMeasure, rows: Project[], facts: ReportProjectFacts): ReportCell {
  if (m.fn === 'count')
    return m.column
      ? rows.filter((p) => valueOf(p, m.column!, facts) !== null).length
      : rows.length;
  const column = m.column!;
  const values = rows.map((p) => valueOf(p, column, facts)).filter((v) => v !== null);
  if (values.length === 0) return null;
  const type = REPORT_COLUMNS[column].type;
  if (type === 'date' || type === 'text') {
    const sorted = [...values].map(String).sort();
    return m.fn === 'min' ? sorted[0]! : sorted.at(-1)!;
  }
  if (type === 'money') {
    const cents = values.map((v) => toCents(String(v))!);
    const sum = cents.reduce((a, b) => a + b, 0n);
    if (m.fn === 'sum') return fromCents(sum);
    if (m.fn === 'avg') return fromCents(sum / BigInt(cents.length));
    const sorted = cents.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    return fromCents(m.fn === 'min' ? sorted[0]! : sorted.at(-1)!);
  }
  const numbers = values.map(Number);
  const sum = numbers.reduce((a, b) => a + b, 0);
  if (m.fn === 'sum') return sum;
  if (m.fn === 'avg') return Math.round((sum / numbers.length) * 100) / 100;
  return m.fn === 'min' ? Math.min(...numbers) : Math.max(...numbers);
}

const DECIMAL = /^-?\d+(\.\d+)?$/;

/** Numbers and decimal money by value, text and dates by their words; empty cells compare last. */
function compareCells(a: ReportCell | undefined, b: ReportCell | undefined): number {
  if (a === null || a === undefined) return b === null || b === undefined ? 0 : 1;
  if (b === null || b === undefined) return -1;
  const numeric = (v: ReportCell) => typeof v === 'number' || DECIMAL.test(v as string);
  if (numeric(a) && numeric(b)) return Number(a) - Number(b);
  return String(a).localeCompare(String(b));
}

/**
 * A validated definition's answer over projects in memory, as the BFF's SQL answers it: the
 * project list's filters, then one row per project, or per group with its measures (one row of
 * totals for measures without groups), the sort (groups in order unless said), the limit.
 */
export function runReportInMemory(
  projects: readonly Project[],
  d: ReportDefinition,
  facts: ReportProjectFacts = {},
): ReportResult {
  const f = d.filters ?? {};
  const q = f.q?.trim().toLowerCase();
  const matching = projects.filter(
    (p) =>
      (f.archived ? p.archivedAt !== null : p.archivedAt === null) &&
      (!q || p.name.toLowerCase().includes(q) || p.problemStatement.toLowerCase().includes(q)) &&
      (!f.department?.length || f.department.includes(p.department)) &&
      (!f.status?.length || (f.status as readonly string[]).includes(p.status)),
  );
  const columns = reportOutputColumns(d);
  let rows: Array<Record<string, ReportCell>>;
  if (!isAggregateReport(d)) {
    rows = matching.map((p) =>
      Object.fromEntries(d.columns.map((id) => [id, valueOf(p, id, facts)])),
    );
  } else {
    const groupBy = d.groupBy ?? [];
    const groups = new Map<string, Project[]>();
    for (const p of matching) {
      const key = JSON.stringify(groupBy.map((id) => valueOf(p, id, facts)));
      groups.set(key, [...(groups.get(key) ?? []), p]);
    }
    if (groupBy.length === 0 && groups.size === 0) groups.set('[]', []);
    rows = [...groups].map(([key, members]) => {
      const values = JSON.parse(key) as ReportCell[];
      return {
        ...Object.fromEntries(groupBy.map((id, i) => [id, values[i] ?? null])),
        ...Object.fromEntries(
          reportMeasures(d).map((m) => [reportMeasureKey(m), measure(m, members, facts)]),
        ),
      };
    });
  }
  const sort = d.sort?.length
    ? d.sort
    : (d.groupBy ?? []).map((key) => ({ key, dir: 'asc' as const }));
  rows.sort((a, b) => {
    for (const { key, dir } of sort) {
      const c = compareCells(a[key], b[key]);
      const empty = a[key] === null || b[key] === null;
      if (c !== 0) return empty ? c : dir === 'asc' ? c : -c;
    }
    return 0;
  });
  const limit = d.limit ?? REPORT_LIMITS.defaultRows;
  return { columns, rows: rows.slice(0, limit), truncated: rows.length > limit };
}

const csvCell = (value: ReportCell | undefined) => {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** An answer as CSV: the columns' labels, then the rows' raw values (decimal money, ISO dates). */
export const reportCsv = (result: ReportResult): string =>
  [
    result.columns.map((c) => csvCell(c.label)).join(','),
    ...result.rows.map((row) => result.columns.map((c) => csvCell(row[c.key])).join(',')),
  ].join('\r\n') + '\r\n';
