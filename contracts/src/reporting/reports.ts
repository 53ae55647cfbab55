import type { Static } from '@sinclair/typebox';
import * as Type from '../type';
import { PROJECT_FIELD_LABELS } from '../entities';
import { PROJECT_LIMITS, PROJECT_STATUSES, ProjectListQuery } from '../portfolio/projects';
import { PROPOSAL_STATES } from '../intake/proposals';
import { INTAKE_TIERS } from '../intake/screening';
import { isOneOf } from '../one-of';

/**
 * Custom reports: a definition names its source (the company's projects, or its proposals before
 * they are projects), then columns, filters, groups, measures, a sort and a chart by the ids of
 * one column table, never by SQL. The BFF compiles a validated definition to SQL from its own
 * whitelist (column id → expression, per source); the mocks compute the same answer in memory
 * (`reporting/report-run.ts`).
 */

/** What a report's rows are: one per project (the default), or one per proposal. */
export const REPORT_SOURCES = ['projects', 'proposals'] as const;
export type ReportSource = (typeof REPORT_SOURCES)[number];
export const REPORT_SOURCE_LABELS: Record<ReportSource, string> = {
  projects: 'Projects',
  proposals: 'Proposals',
};

export const REPORT_COLUMN_TYPES = ['text', 'money', 'number', 'date', 'status'] as const;
export type ReportColumnType = (typeof REPORT_COLUMN_TYPES)[number];

export interface ReportColumnMeta {
  label: string;
  type: ReportColumnType;
  /** May be a group (department, status, …). */
  groupable: boolean;
  /** May be summed and averaged (money and numbers); min and max take dates too. */
  measurable: boolean;
}

/**
 * A column of the table: money and numbers may be measured; a column marked `'groupable'` may
 * group the rows (department, status, …).
 */
const column = (label: string, type: ReportColumnType, use?: 'groupable'): ReportColumnMeta => ({
  label,
  type,
  groupable: use === 'groupable',
  measurable: type === 'money' || type === 'number',
});

/**
 * Every column a report can show, in the builder's order: the project's fields (named as its form
 * names them), the computed ones, then the proposals' own. Which of them a source has is
 * `REPORT_SOURCE_COLUMNS`. A capability that adds a computed figure (overdue obligations,
 * realised benefit) adds its row here and its SQL expression to the BFF's map of its source,
 * which the type system then demands.
 */
export const REPORT_COLUMNS = {
  name: column(PROJECT_FIELD_LABELS.name, 'text'),
  department: column(PROJECT_FIELD_LABELS.department, 'text', 'groupable'),
  businessOwner: column(PROJECT_FIELD_LABELS.businessOwner, 'text', 'groupable'),
  status: column(PROJECT_FIELD_LABELS.status, 'status', 'groupable'),
  problemStatement: column(PROJECT_FIELD_LABELS.problemStatement, 'text'),
  jobsToBeDone: column(PROJECT_FIELD_LABELS.jobsToBeDone, 'text'),
  expectedReturn: column(PROJECT_FIELD_LABELS.expectedReturn, 'money'),
  initialCosts: column(PROJECT_FIELD_LABELS.initialCosts, 'money'),
  runningCosts: column(PROJECT_FIELD_LABELS.runningCosts, 'money'),
  roi: column(PROJECT_FIELD_LABELS.roi, 'number'),
  euAiActStatus: column(PROJECT_FIELD_LABELS.euAiActStatus, 'status', 'groupable'),
  gdprStatus: column(PROJECT_FIELD_LABELS.gdprStatus, 'status', 'groupable'),
  doraStatus: column(PROJECT_FIELD_LABELS.doraStatus, 'status', 'groupable'),
  startDate: column(PROJECT_FIELD_LABELS.startDate, 'date'),
  targetDate: column(PROJECT_FIELD_LABELS.targetDate, 'date'),
  createdAt: column('Created', 'date'),
  notes: column(PROJECT_FIELD_LABELS.notes, 'text'),
  // Computed
  startQuarter: column('Start Quarter', 'text', 'groupable'),
  aiActClass: column('EU AI Act Class', 'status', 'groupable'),
  totalInvestment: column('Total Investment', 'money'),
  openRisks: column('Open Risks', 'number'),
  // The incident register's figures per project, as `incidentReportFacts` defines them.
  incidents: column('Incidents', 'number'),
  openIncidents: column('Open Incidents', 'number'),
  hoursToContain: column('Hours to Contain', 'number'),
  reportsOnTime: column('Reports on Time (%)', 'number'),
  // Proposals only
  state: column('State', 'status', 'groupable'),
  tier: column('Risk Tier', 'status', 'groupable'),
  scoringModel: column('Scoring Model', 'status', 'groupable'),
  score: column('Score', 'number'),
  /** `2026-03`: the month (UTC) a proposal was submitted, the line chart's time. */
  submittedMonth: column('Submitted Month', 'text', 'groupable'),
  decidedAt: column('Decided', 'date'),
  /** Days from submission to approval, rejection or merge; empty while it is open. */
  daysToDecision: column('Days to Decision', 'number'),
} satisfies Record<string, ReportColumnMeta>;

export type ReportColumnId = keyof typeof REPORT_COLUMNS;
/** Every column id of every source: what a definition may name at all. */
export const REPORT_COLUMN_IDS = Object.keys(REPORT_COLUMNS) as ReportColumnId[];

const PROPOSAL_ONLY_COLUMNS = [
  'state',
  'tier',
  'scoringModel',
  'score',
  'submittedMonth',
  'decidedAt',
  'daysToDecision',
] as const satisfies readonly ReportColumnId[];

export type ProjectReportColumnId = Exclude<ReportColumnId, (typeof PROPOSAL_ONLY_COLUMNS)[number]>;

/** A proposal's columns: the project's basic fields it shares, then its own, in the builder's order. */
const PROPOSAL_REPORT_COLUMNS = [
  'name',
  'department',
  'businessOwner',
  'state',
  'tier',
  'scoringModel',
  'score',
  'problemStatement',
  'expectedReturn',
  'initialCosts',
  'runningCosts',
  'totalInvestment',
  'createdAt',
  'submittedMonth',
  'decidedAt',
  'daysToDecision',
] as const satisfies readonly ReportColumnId[];
export type ProposalReportColumnId = (typeof PROPOSAL_REPORT_COLUMNS)[number];

/** The columns of each source, in the builder's order. */
export const REPORT_SOURCE_COLUMNS: {
  projects: readonly ProjectReportColumnId[];
  proposals: readonly ProposalReportColumnId[];
} = {
  projects: REPORT_COLUMN_IDS.filter(
    (id): id is ProjectReportColumnId => !isOneOf(PROPOSAL_ONLY_COLUMNS, id),
  ),
  proposals: PROPOSAL_REPORT_COLUMNS,
};

/** A shared column named as the source's own form names it ("Proposal Name", "Submitted"). */
const SOURCE_LABELS: Record<ReportSource, Partial<Record<ReportColumnId, string>>> = {
  projects: {},
  proposals: { name: 'Proposal Name', createdAt: 'Submitted' },
};

export const reportColumnLabel = (id: ReportColumnId, source: ReportSource = 'projects'): string =>
  SOURCE_LABELS[source][id] ?? REPORT_COLUMNS[id].label;

/** The group a line chart runs along: the source's time column. */
export const REPORT_TIME_GROUPS: Record<ReportSource, ReportColumnId> = {
  projects: 'startQuarter',
  proposals: 'submittedMonth',
};

export const REPORT_MEASURE_FNS = ['count', 'sum', 'avg', 'min', 'max'] as const;
export type ReportMeasureFn = (typeof REPORT_MEASURE_FNS)[number];
export const REPORT_MEASURE_LABELS: Record<ReportMeasureFn, string> = {
  count: 'Count',
  sum: 'Sum',
  avg: 'Average',
  min: 'Min',
  max: 'Max',
};

export const REPORT_CHARTS = ['none', 'bar', 'stacked_bar', 'line'] as const;
export type ReportChart = (typeof REPORT_CHARTS)[number];

export const REPORT_VISIBILITIES = ['private', 'shared'] as const;
export type ReportVisibility = (typeof REPORT_VISIBILITIES)[number];

export const REPORT_FREQUENCIES = ['weekly', 'monthly'] as const;
export type ReportFrequency = (typeof REPORT_FREQUENCIES)[number];

export const REPORT_LIMITS = {
  name: 120,
  columns: 30,
  groupBy: 2,
  measures: 10,
  sort: 3,
  filterValues: 20,
  recipients: 50,
  /** Rows one run answers at most (and a CSV export holds). */
  rows: 5000,
  defaultRows: 1000,
} as const;

/** Anything that is not a known column id is refused before it gets near SQL. */
const ColumnId = (what: string) =>
  Type.StringEnum(REPORT_COLUMN_IDS as unknown as readonly [ReportColumnId, ...ReportColumnId[]], {
    errorMessage: `${what} must be one of the report columns`,
  });

export const ReportMeasure = Type.StrictObject({
  fn: Type.StringEnum(REPORT_MEASURE_FNS, { errorMessage: 'must be count, sum, avg, min or max' }),
  column: Type.Optional(ColumnId('A measure column')),
});
export type ReportMeasure = Static<typeof ReportMeasure>;

export const ReportSort = Type.StrictObject({
  /** A column id, a group's column id or a measure's key (`count`, `sum_totalInvestment`). */
  key: Type.String({ pattern: '^[a-zA-Z_]{1,60}$', errorMessage: 'must be a report column' }),
  dir: Type.StringEnum(['asc', 'desc'] as const),
});
export type ReportSort = Static<typeof ReportSort>;

/**
 * The list's filters, each of several values (any of them matches): search and department for
 * both sources, status and archived for projects, state and risk tier for proposals.
 */
export const ReportFilters = Type.StrictObject({
  q: ProjectListQuery.properties.q,
  department: Type.Optional(
    Type.Array(Type.String({ minLength: 1, maxLength: PROJECT_LIMITS.department }), {
      maxItems: REPORT_LIMITS.filterValues,
    }),
  ),
  status: Type.Optional(
    Type.Array(Type.StringEnum(PROJECT_STATUSES), { maxItems: PROJECT_STATUSES.length }),
  ),
  archived: Type.Optional(
    Type.Boolean({ description: 'true reports archived projects instead of live ones' }),
  ),
  state: Type.Optional(
    Type.Array(Type.StringEnum(PROPOSAL_STATES), {
      maxItems: PROPOSAL_STATES.length,
      description: 'Proposals only',
    }),
  ),
  tier: Type.Optional(
    Type.Array(Type.StringEnum(INTAKE_TIERS), {
      maxItems: INTAKE_TIERS.length,
      description: 'Proposals only',
    }),
  ),
});
export type ReportFilters = Static<typeof ReportFilters>;

export const ReportDefinition = Type.StrictObject({
  source: Type.Optional(
    Type.labelled(
      'Source',
      Type.StringEnum(REPORT_SOURCES, {
        default: 'projects',
        description: "One row per project (the default) or per proposal; it names the columns' set",
      }),
    ),
  ),
  columns: Type.labelled(
    'Columns',
    Type.Array(ColumnId('A column'), {
      maxItems: REPORT_LIMITS.columns,
      uniqueItems: true,
      description: 'What each row shows when the report is not grouped',
    }),
  ),
  filters: Type.Optional(Type.labelled('Filters', ReportFilters)),
  groupBy: Type.Optional(
    Type.labelled(
      'Group by',
      Type.Array(ColumnId('A group'), {
        maxItems: REPORT_LIMITS.groupBy,
        uniqueItems: true,
        description: 'Groupable columns; with groups each row is a group and its measures',
      }),
    ),
  ),
  measures: Type.Optional(
    Type.labelled(
      'Measures',
      Type.Array(ReportMeasure, {
        maxItems: REPORT_LIMITS.measures,
        description:
          'Figures per group (or over all rows): count needs no column; sum and avg a money or number column',
      }),
    ),
  ),
  sort: Type.Optional(
    Type.labelled('Sort', Type.Array(ReportSort, { maxItems: REPORT_LIMITS.sort })),
  ),
  chart: Type.Optional(Type.labelled('Chart', Type.StringEnum(REPORT_CHARTS, { default: 'none' }))),
  limit: Type.Optional(
    Type.labelled(
      'Row limit',
      Type.Integer({
        minimum: 1,
        maximum: REPORT_LIMITS.rows,
        default: REPORT_LIMITS.defaultRows,
      }),
    ),
  ),
});
export type ReportDefinition = Static<typeof ReportDefinition>;

/** One column of an answer: a group, a measure or a plain column. */
export const ReportResultColumn = Type.Object({
  key: Type.String({ description: 'The key of the rows: a column id or `fn_column` / `count`' }),
  label: Type.String(),
  type: Type.StringEnum(REPORT_COLUMN_TYPES),
  role: Type.StringEnum(['column', 'group', 'measure'] as const),
});
export type ReportResultColumn = Static<typeof ReportResultColumn>;

/** Money is a decimal string ("1234.50"), numbers are numbers, dates YYYY-MM-DD; null is empty. */
export const ReportCell = Type.Union([Type.String(), Type.Number(), Type.Null()]);
export type ReportCell = Static<typeof ReportCell>;

export const ReportResult = Type.Object({
  columns: Type.Array(ReportResultColumn),
  rows: Type.Array(Type.Record(Type.String(), ReportCell)),
  truncated: Type.Boolean({ description: 'More rows matched than the limit' }),
});
export type ReportResult = Static<typeof ReportResult>;

export const ReportSchedule = Type.Object({
  frequency: Type.StringEnum(REPORT_FREQUENCIES),
  recipients: Type.Array(Type.Uuid(), { description: "User ids of the company's members" }),
  nextRunAt: Type.Timestamp,
  lastSentAt: Type.Nullable(Type.Timestamp),
});
export type ReportSchedule = Static<typeof ReportSchedule>;

export const SavedReport = Type.Object({
  id: Type.Uuid(),
  companyId: Type.Uuid(),
  name: Type.String(),
  definition: Type.labelled('Definition', ReportDefinition),
  visibility: Type.StringEnum(REPORT_VISIBILITIES),
  createdBy: Type.Nullable(
    Type.Uuid({ description: 'Null once its creator has left the product' }),
  ),
  createdByName: Type.String(),
  canEdit: Type.Boolean({
    description: 'Whether the caller may change it (its creator, or an admin)',
  }),
  schedule: Type.Nullable(ReportSchedule),
  ...Type.Timestamps,
});
export type SavedReport = Static<typeof SavedReport>;

const reportFields = {
  name: Type.RequiredField('Report name', REPORT_LIMITS.name),
  definition: Type.labelled('Definition', ReportDefinition),
  visibility: Type.labelled('Visibility', Type.StringEnum(REPORT_VISIBILITIES)),
};

export const SavedReportCreateBody = Type.StrictObject(reportFields);
export type SavedReportCreateBody = Static<typeof SavedReportCreateBody>;

export const SavedReportUpdateBody = Type.UpdateBody(reportFields);
export type SavedReportUpdateBody = Static<typeof SavedReportUpdateBody>;

export const ReportScheduleBody = Type.StrictObject({
  frequency: Type.labelled(
    'Frequency',
    Type.Nullable(Type.StringEnum(REPORT_FREQUENCIES, { description: 'null stops the schedule' })),
  ),
  recipients: Type.Optional(
    Type.labelled(
      'Recipients',
      Type.Array(Type.Uuid(), { maxItems: REPORT_LIMITS.recipients, uniqueItems: true }),
    ),
  ),
});
export type ReportScheduleBody = Static<typeof ReportScheduleBody>;

export const ReportExportQuery = Type.StrictObject({
  format: Type.Optional(Type.StringEnum(['csv'] as const, { default: 'csv' })),
});
export type ReportExportQuery = Static<typeof ReportExportQuery>;

export const REPORT_SAME_NAME_MESSAGE = 'A report with this name already exists';
export const REPORT_NOT_EDITABLE_MESSAGE = 'Only its creator or an admin can change this report';
export const REPORT_RECIPIENTS_MESSAGE = 'Recipients must be members of the company';
export const REPORT_RECIPIENTS_REQUIRED_MESSAGE = 'Choose at least one recipient';
export const REPORT_PRIVATE_RECIPIENTS_MESSAGE =
  'A private report can be sent only to its creator: share it to send it to others';
