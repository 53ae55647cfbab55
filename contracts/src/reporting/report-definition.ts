import type { FieldError } from '../violations';
import {
  REPORT_COLUMNS,
  REPORT_MEASURE_LABELS,
  type ReportColumnId,
  type ReportDefinition,
  type ReportMeasure,
  type ReportResultColumn,
} from './reports';

/**
 * The rules of a report definition the schema cannot say (which columns may be grouped or
 * summed, what a sort or chart may name), and the columns its answer has. The BFF and the mocks
 * both refuse a definition with problems (400) and label answers with `reportOutputColumns`.
 */

/** The key of a measure in the answer's rows: `count`, `count_roi`, `sum_totalInvestment`. */
export const reportMeasureKey = (m: ReportMeasure): string =>
  m.column ? `${m.fn}_${m.column}` : m.fn;

export function reportMeasureLabel(m: ReportMeasure): string {
  if (!m.column) return REPORT_MEASURE_LABELS[m.fn];
  const of = REPORT_COLUMNS[m.column].label;
  return m.fn === 'count' ? `Count of ${of}` : `${REPORT_MEASURE_LABELS[m.fn]} of ${of}`;
}

/** Whether the answer is one row per group (or one row of totals) rather than one per project. */
export const isAggregateReport = (d: ReportDefinition): boolean =>
  (d.groupBy?.length ?? 0) > 0 || (d.measures?.length ?? 0) > 0;

/** The measures of a definition; a grouped one without any counts its projects. */
export function reportMeasures(d: ReportDefinition): ReportMeasure[] {
  const measures = d.measures ?? [];
  return (d.groupBy?.length ?? 0) > 0 && measures.length === 0 ? [{ fn: 'count' }] : measures;
}

export function reportOutputColumns(d: ReportDefinition): ReportResultColumn[] {
  const column = (id: ReportColumnId, role: ReportResultColumn['role']): ReportResultColumn => ({
    key: id,
    label: REPORT_COLUMNS[id].label,
    type: REPORT_COLUMNS[id].type,
    role,
  });
  if (!isAggregateReport(d)) return d.columns.map((id) => column(id, 'column'));
  return [
    ...(d.groupBy ?? []).map((id) => column(id, 'group')),
    ...reportMeasures(d).map((m) => ({
      key: reportMeasureKey(m),
      label: reportMeasureLabel(m),
      type: m.fn === 'count' || !m.column ? ('number' as const) : REPORT_COLUMNS[m.column].type,
      role: 'measure' as const,
    })),
  ];
}

/** What is wrong with a schema-valid definition, as field errors; empty when it can run. */
export function reportDefinitionProblems(d: ReportDefinition): FieldError[] {
  const problems: FieldError[] = [];
  const groups = d.groupBy ?? [];
  const measures = d.measures ?? [];
  if (!isAggregateReport(d) && d.columns.length === 0)
    problems.push({ field: 'columns', message: 'Choose at least one column' });
  groups.forEach((id, i) => {
    if (!REPORT_COLUMNS[id].groupable)
      problems.push({
        field: `groupBy.${i}`,
        message: `${REPORT_COLUMNS[id].label} cannot be a group`,
      });
  });
  const keys = new Set<string>();
  measures.forEach((m, i) => {
    const field = `measures.${i}`;
    if (m.fn !== 'count') {
      if (!m.column) {
        problems.push({ field, message: `${REPORT_MEASURE_LABELS[m.fn]} needs a column` });
      } else {
        const meta = REPORT_COLUMNS[m.column];
        const ok = meta.measurable || ((m.fn === 'min' || m.fn === 'max') && meta.type === 'date');
        if (!ok)
          problems.push({
            field,
            message: `${REPORT_MEASURE_LABELS[m.fn]} of ${meta.label} is not a figure`,
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
  if (chart === 'bar' && groups.length === 0)
    problems.push({ field: 'chart', message: 'A bar chart needs a group' });
  if (chart === 'stacked_bar' && groups.length !== 2)
    problems.push({ field: 'chart', message: 'A stacked bar chart needs two groups' });
  if (chart === 'line' && groups[0] !== 'startQuarter')
    problems.push({
      field: 'chart',
      message: 'A line chart needs Start Quarter as its first group',
    });
  return problems;
}
