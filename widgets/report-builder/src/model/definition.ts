import {
  REPORT_COLUMNS,
  REPORT_LIMITS,
  formatDate,
  formatMoneyFull,
  reportOutputColumns,
  reportSourceColumns,
  reportStatusLabel,
  type ReportCell,
  type ReportChart,
  type ReportColumnId,
  type ReportDefinition,
  type ReportMeasure,
  type ReportMeasureFn,
  type ReportResultColumn,
  type ReportSource,
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

/** A new report of proposals: the queue's columns, every proposal, no groups. */
const NEW_PROPOSAL_REPORT: ReportDefinition = {
  ...NEW_REPORT,
  source: 'proposals',
  columns: ['name', 'department', 'tier', 'state', 'score', 'createdAt'],
};

/** What a report of the source starts from (a change of source starts anew). */
export const newReportOf = (source: ReportSource): ReportDefinition =>
  source === 'proposals' ? NEW_PROPOSAL_REPORT : NEW_REPORT;

/** The measure "Add measure" adds after a count: the source's headline figure. */
export const NEXT_MEASURE: Record<ReportSource, ReportMeasure> = {
  projects: { fn: 'sum', column: 'totalInvestment' },
  proposals: { fn: 'avg', column: 'daysToDecision' },
};

export const CHART_LABELS: Record<ReportChart, string> = {
  none: 'No chart',
  bar: 'Bar',
  stacked_bar: 'Stacked bar',
  line: 'Line over time',
};

/**
 * The columns of the source a measure may take: figures for every function, dates too for min
 * and max.
 */
export const measureColumnsOf = (fn: ReportMeasureFn, source: ReportSource): ReportColumnId[] =>
  fn === 'count'
    ? []
    : reportSourceColumns(source).filter(
        (id) =>
          REPORT_COLUMNS[id].measurable ||
          ((fn === 'min' || fn === 'max') && REPORT_COLUMNS[id].type === 'date'),
      );

/** The columns of the source that may group its rows. */
export const groupColumnsOf = (source: ReportSource): ReportColumnId[] =>
  reportSourceColumns(source).filter((id) => REPORT_COLUMNS[id].groupable);

/** Drops the empty parts of a definition, so that the same report is the same request. */
export function tidyDefinition(d: ReportDefinition): ReportDefinition {
  const filters = Object.fromEntries(
    Object.entries(d.filters ?? {}).filter(([, value]) =>
      Array.isArray(value) ? value.length > 0 : value !== undefined && value !== '' && value,
    ),
  );
  return {
    ...(d.source && d.source !== 'projects' ? { source: d.source } : {}),
    columns: d.columns,
    ...(Object.keys(filters).length > 0 ? { filters } : {}),
    ...(d.groupBy?.length ? { groupBy: d.groupBy } : {}),
    ...(d.measures?.length ? { measures: d.measures } : {}),
    ...(d.sort?.length ? { sort: d.sort } : {}),
    ...(d.chart && d.chart !== 'none' ? { chart: d.chart } : {}),
    ...(d.limit !== undefined && d.limit !== REPORT_LIMITS.defaultRows ? { limit: d.limit } : {}),
  };
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
      return reportStatusLabel(column.key, String(cell));
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
