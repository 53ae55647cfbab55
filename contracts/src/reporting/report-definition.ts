import type { FieldError } from '../violations';
import {
  REPORT_COLUMNS,
  REPORT_MEASURE_LABELS,
  REPORT_SOURCE_COLUMNS,
  REPORT_TIME_GROUPS,
  reportColumnLabel,
  type ReportColumnId,
  type ReportDefinition,
  type ReportMeasure,
  type ReportResultColumn,
  type ReportSource,
} from './reports';

/**
 * The rules of a report definition the schema cannot say (which columns its source has, which
 * may be grouped or summed, what a sort or chart may name), and the columns its answer has. The
 * BFF and the mocks both refuse a definition with problems (400) and label answers with
 * `reportOutputColumns`.
 */

/** The rows a definition reports on: projects unless it says proposals. */
export const reportSourceOf = (d: Pick<ReportDefinition, 'source'>): ReportSource =>
  d.source ?? 'projects';

/** The columns of a source, in the builder's order. */
export const reportSourceColumns = (source: ReportSource): readonly ReportColumnId[] =>
  REPORT_SOURCE_COLUMNS[source];

/** Whether the source has the column. */
export const isReportSourceColumn = (source: ReportSource, id: ReportColumnId): boolean =>
  reportSourceColumns(source).includes(id);

/** The key of a measure in the answer's rows: `count`, `count_roi`, `sum_totalInvestment`. */
export const reportMeasureKey = (m: ReportMeasure): string =>
  m.column ? `${m.fn}_${m.column}` : m.fn;

/** A measure's key as `reportMeasureKey` writes it. */
export type ReportMeasureKey = ReportMeasure['fn'] | `${ReportMeasure['fn']}_${ReportColumnId}`;

/**
 * The measures named by their keys (`count`, `sum_totalInvestment`), as a sort names them: a
 * definition's measures written in one line.
 */
export const reportMeasuresOf = (...keys: readonly ReportMeasureKey[]): ReportMeasure[] =>
  keys.map((key) => {
    const [fn, column] = key.split('_') as [ReportMeasure['fn'], ReportColumnId?];
    return column ? { fn, column } : { fn };
  });

export function reportMeasureLabel(m: ReportMeasure, source: ReportSource = 'projects'): string {
  if (!m.column) return REPORT_MEASURE_LABELS[m.fn];
  const of = reportColumnLabel(m.column, source);
  return m.fn === 'count' ? `Count of ${of}` : `${REPORT_MEASURE_LABELS[m.fn]} of ${of}`;
}

/** Whether the answer is one row per group (or one row of totals) rather than one per project. */
export const isAggregateReport = (d: ReportDefinition): boolean =>
  (d.groupBy?.length ?? 0) > 0 || (d.measures?.length ?? 0) > 0;

/** The measures of a definition; a grouped one without any counts its rows. */
export function reportMeasures(d: ReportDefinition): ReportMeasure[] {
  const measures = d.measures ?? [];
  return (d.groupBy?.length ?? 0) > 0 && measures.length === 0 ? [{ fn: 'count' }] : measures;
}

export function reportOutputColumns(d: ReportDefinition): ReportResultColumn[] {
  const source = reportSourceOf(d);
  const column = (id: ReportColumnId, role: ReportResultColumn['role']): ReportResultColumn => ({
    key: id,
    label: reportColumnLabel(id, source),
    type: REPORT_COLUMNS[id].type,
    role,
  });
  if (!isAggregateReport(d)) return d.columns.map((id) => column(id, 'column'));
  return [
    ...(d.groupBy ?? []).map((id) => column(id, 'group')),
    ...reportMeasures(d).map((m) => ({
      key: reportMeasureKey(m),
      label: reportMeasureLabel(m, source),
      type: m.fn === 'count' || !m.column ? ('number' as const) : REPORT_COLUMNS[m.column].type,
      role: 'measure' as const,
    })),
  ];
}

/** The filters a source does not have, with what to use instead. */
const FOREIGN_FILTERS: Record<ReportSource, Array<{ key: string; message: string }>> = {
  projects: [
    { key: 'state', message: 'State filters proposals: filter projects by status' },
    { key: 'tier', message: 'Risk tier filters proposals: projects have an EU AI Act class' },
  ],
  proposals: [
    { key: 'status', message: 'Status filters projects: filter proposals by state' },
    { key: 'archived', message: 'Proposals are not archived: filter them by state' },
  ],
};

/** Whether a filter value narrows anything (an empty list or `false` does not). */
const isSet = (value: unknown) => (Array.isArray(value) ? value.length > 0 : value === true);

/** What is wrong with a schema-valid definition, as field errors; empty when it can run. */
export function reportDefinitionProblems(d: ReportDefinition): FieldError[] {
  const problems: FieldError[] = [];
  const source = reportSourceOf(d);
  const label = (id: ReportColumnId) => reportColumnLabel(id, source);
  /** A column of another source: said once, and nothing else is asked of it. */
  const foreign = (id: ReportColumnId, field: string) => {
    if (isReportSourceColumn(source, id)) return false;
    problems.push({ field, message: `${label(id)} is not a column of ${source}` });
    return true;
  };
  const groups = d.groupBy ?? [];
  const measures = d.measures ?? [];
  if (!isAggregateReport(d)) {
    if (d.columns.length === 0)
      problems.push({ field: 'columns', message: 'Choose at least one column' });
    d.columns.forEach((id, i) => foreign(id, `columns.${i}`));
  }
  const filters = (d.filters ?? {}) as Record<string, unknown>;
  for (const { key, message } of FOREIGN_FILTERS[source]) {
    if (isSet(filters[key])) problems.push({ field: `filters.${key}`, message });
  }
  groups.forEach((id, i) => {
    const field = `groupBy.${i}`;
    if (!foreign(id, field) && !REPORT_COLUMNS[id].groupable)
      problems.push({ field, message: `${label(id)} cannot be a group` });
  });
  const keys = new Set<string>();
  measures.forEach((m, i) => {
    const field = `measures.${i}`;
    if (m.column && foreign(m.column, field)) return;
    if (m.fn !== 'count') {
      if (!m.column) {
        problems.push({ field, message: `${REPORT_MEASURE_LABELS[m.fn]} needs a column` });
      } else {
        const meta = REPORT_COLUMNS[m.column];
        const ok = meta.measurable || ((m.fn === 'min' || m.fn === 'max') && meta.type === 'date');
        if (!ok)
          problems.push({
            field,
            message: `${REPORT_MEASURE_LABELS[m.fn]} of ${label(m.column)} is not a figure`,
          });
      }
    }
    const key = reportMeasureKey(m);
    if (keys.has(key)) problems.push({ field, message: 'Each measure may appear once' });
    keys.add(key);
  });
  const outputKeys = new Set(reportOutputColumns(d).map((c) => c.key));
  (d.sort ?? []).forEach((s, i) => {
    if (!outputKeys.has(s.key))
      problems.push({ field: `sort.${i}.key`, message: 'Sort by a column the report shows' });
  });
  const chart = d.chart ?? 'none';
  const time = REPORT_TIME_GROUPS[source];
  if (chart === 'bar' && groups.length === 0)
    problems.push({ field: 'chart', message: 'A bar chart needs a group' });
  if (chart === 'stacked_bar' && groups.length !== 2)
    problems.push({ field: 'chart', message: 'A stacked bar chart needs two groups' });
  if (chart === 'line' && groups[0] !== time)
    problems.push({
      field: 'chart',
      message: `A line chart needs ${label(time)} as its first group`,
    });
  return problems;
}
