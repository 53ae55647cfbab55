import {
  AI_ACT_RISK_CLASS_LABELS,
  REPORT_COLUMNS,
  REPORT_COLUMN_IDS,
  REPORT_LIMITS,
  REPORT_MEASURABLE_COLUMNS,
  complianceLabel,
  formatDate,
  formatMoneyFull,
  projectStatusLabel,
  reportOutputColumns,
  type AiActRiskClass,
  type ReportCell,
  type ReportChart,
  type ReportColumnId,
  type ReportDefinition,
  type ReportMeasureFn,
  type ReportResultColumn,
} from '@portfolio/contracts';

/**
 * What a new report starts from: the project list's columns, live projects, no groups (and the
 * contract's default row limit, left unsaid so that an opened report is not "changed").
 */
export const NEW_REPORT: ReportDefinition = {
  columns: ['name', 'department', 'status', 'totalInvestment', 'roi'],
  filters: {},
  groupBy: [],
  measures: [],
  sort: [],
  chart: 'none',
};

export const CHART_LABELS: Record<ReportChart, string> = {
  none: 'No chart',
  bar: 'Bar',
  stacked_bar: 'Stacked bar',
  line: 'Line over time',
};

/** The columns a measure may take: figures for every function, dates too for min and max. */
export const measureColumnsOf = (fn: ReportMeasureFn): ReportColumnId[] =>
  fn === 'count'
    ? []
    : fn === 'min' || fn === 'max'
      ? REPORT_COLUMN_IDS.filter(
          (id) => REPORT_COLUMNS[id].measurable || REPORT_COLUMNS[id].type === 'date',
        )
      : REPORT_MEASURABLE_COLUMNS;

/** Drops the empty parts of a definition, so that the same report is the same request. */
export function tidyDefinition(d: ReportDefinition): ReportDefinition {
  const filters = Object.fromEntries(
    Object.entries(d.filters ?? {}).filter(([, value]) =>
      Array.isArray(value) ? value.length > 0 : value !== undefined && value !== '' && value,
    ),
  );
  return {
    columns: d.columns,
    ...(Object.keys(filters).length > 0 ? { filters } : {}),
    ...(d.groupBy?.length ? { groupBy: d.groupBy } : {}),
    ...(d.measures?.length ? { measures: d.measures } : {}),
    ...(d.sort?.length ? { sort: d.sort } : {}),
    ...(d.chart && d.chart !== 'none' ? { chart: d.chart } : {}),
    ...(d.limit !== undefined && d.limit !== REPORT_LIMITS.defaultRows ? { limit: d.limit } : {}),
  };
}

/** A status-like value in words: a project status, a compliance status or an AI Act class. */
function statusText(key: string, value: string): string {
  if (key === 'status') return projectStatusLabel(value);
  if (key === 'aiActClass') return AI_ACT_RISK_CLASS_LABELS[value as AiActRiskClass] ?? value;
  return complianceLabel(value);
}

/** The number of a cell for a chart (money travels as a decimal string). */
export const cellNumber = (cell: ReportCell | undefined): number =>
  cell === null || cell === undefined ? 0 : Number(cell);

/** One cell as the table and the chart's axis show it. */
export function formatCell(column: ReportResultColumn, cell: ReportCell | undefined): string {
  if (cell === null || cell === undefined || cell === '')
    return column.role === 'group' ? 'None' : '—';
  switch (column.type) {
    case 'money':
      return formatMoneyFull(String(cell));
    case 'date':
      return formatDate(String(cell));
    case 'status':
      return statusText(column.key, String(cell));
    case 'number':
      return typeof cell === 'number'
        ? cell.toLocaleString('en-US', { maximumFractionDigits: 2 })
        : String(cell);
    default:
      return String(cell);
  }
}

/** The keys the sort may name: what the report shows. */
export const sortableColumns = (d: ReportDefinition) => reportOutputColumns(d);
