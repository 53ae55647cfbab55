import type { Static } from '@sinclair/typebox';
import * as Type from '../type';
import { AI_ACT_RISK_CLASSES } from '../compliance/ai-act/classify';
import { PAST_PAYBACK_LISTED } from '../value/value-figures';
import { AI_ACT_CLASS_FILTERS, COMPLIANCE_STATUSES, PROJECT_STATUSES } from './project-statuses';

export * from './project-statuses';

export const PROJECT_LIMITS = {
  name: 255,
  department: 100,
  businessOwner: 255,
  text: 10_000,
} as const;

/** How a project's answer opens, and a proposal's (which becomes one): its ids and basics. */
export const STORED_PROJECT_BASICS = {
  id: Type.Uuid(),
  companyId: Type.Uuid(),
  name: Type.String(),
  problemStatement: Type.String(),
  department: Type.String(),
  businessOwner: Type.String(),
};

export const Project = Type.Object({
  ...STORED_PROJECT_BASICS,
  jobsToBeDone: Type.Nullable(Type.String()),
  expectedReturn: Type.Nullable(Type.String({ description: 'Annual return in $' })),
  initialCosts: Type.Nullable(Type.String({ description: 'One-off costs in $' })),
  runningCosts: Type.Nullable(Type.String({ description: 'Monthly running costs in $' })),
  roi: Type.Nullable(Type.String({ description: 'ROI in percent' })),
  status: Type.String({
    description: 'One of the project statuses; older data may hold other values',
  }),
  euAiActStatus: Type.String(),
  gdprStatus: Type.String(),
  doraStatus: Type.String(),
  notes: Type.Nullable(Type.String()),
  startDate: Type.Nullable(Type.CalendarDate('When the project starts, YYYY-MM-DD')),
  targetDate: Type.Nullable(Type.CalendarDate('When the project is due to finish, YYYY-MM-DD')),
  createdBy: Type.Uuid(),
  ...Type.Timestamps,
  archivedAt: Type.Nullable(Type.Timestamp),
  aiActRiskClass: Type.Nullable(
    Type.StringEnum(AI_ACT_RISK_CLASSES, {
      description: 'The EU AI Act class its assessment gives; null before the first assessment',
    }),
  ),
});
export type Project = Static<typeof Project>;

/** The fields every project has from the start, and a proposal for one too. */
export const PROJECT_BASICS = {
  name: Type.RequiredField('Project Name', PROJECT_LIMITS.name),
  problemStatement: Type.RequiredField('Problem Statement', PROJECT_LIMITS.text),
  department: Type.RequiredField('Department', PROJECT_LIMITS.department),
  businessOwner: Type.RequiredField('Business Owner', PROJECT_LIMITS.businessOwner),
};

/**
 * The editable fields. Only creation carries defaults: a validator that applies defaults (the
 * BFF's Ajv does) would otherwise reset the status and compliance a partial update leaves out.
 */
const editableFields = (withDefaults: boolean) => {
  const initially = <T extends string>(value: T) => (withDefaults ? { default: value } : {});
  return {
    ...PROJECT_BASICS,
    jobsToBeDone: Type.Optional(
      Type.labelled(
        'Jobs to be Done',
        Type.Nullable(Type.String({ maxLength: PROJECT_LIMITS.text })),
      ),
    ),
    expectedReturn: Type.Optional(Type.labelled('Expected Return', Type.Nullable(Type.Money))),
    initialCosts: Type.Optional(Type.labelled('Initial Costs', Type.Nullable(Type.Money))),
    runningCosts: Type.Optional(Type.labelled('Running Costs', Type.Nullable(Type.Money))),
    roi: Type.Optional(Type.labelled('ROI', Type.Nullable(Type.Percent))),
    status: Type.Optional(
      Type.labelled('Status', Type.StringEnum(PROJECT_STATUSES, initially('planning'))),
    ),
    euAiActStatus: Type.Optional(
      Type.labelled(
        'EU AI Act Status',
        Type.StringEnum(COMPLIANCE_STATUSES, initially('not_applicable')),
      ),
    ),
    gdprStatus: Type.Optional(
      Type.labelled(
        'GDPR Status',
        Type.StringEnum(COMPLIANCE_STATUSES, initially('not_applicable')),
      ),
    ),
    doraStatus: Type.Optional(
      Type.labelled(
        'DORA Status',
        Type.StringEnum(COMPLIANCE_STATUSES, initially('not_applicable')),
      ),
    ),
    notes: Type.Optional(
      Type.labelled('Notes', Type.Nullable(Type.String({ maxLength: PROJECT_LIMITS.text }))),
    ),
    startDate: Type.Optional(Type.labelled('Start Date', Type.Nullable(Type.CalendarDate()))),
    targetDate: Type.Optional(
      Type.labelled(
        'Target Date',
        Type.Nullable(Type.CalendarDate('A calendar date, YYYY-MM-DD, on or after the start date')),
      ),
    ),
  };
};

/**
 * POST /api/companies/{companyId}/projects. Empty optional amounts and dates are sent as null.
 * A target date before the start date is refused (400 naming `targetDate`).
 */
export const ProjectCreateBody = Type.StrictObject(editableFields(true));
export type ProjectCreateBody = Static<typeof ProjectCreateBody>;

/** The longest reason an admin may give to move a project to Active without an approved FRIA. */
export const FRIA_OVERRIDE_REASON_MAX = 1000;

/**
 * PUT /api/projects/{id}: the project fields minus companyId and createdBy; any subset. A move
 * to Active that a FRIA not approved would refuse (409) goes through for an admin who gives
 * `friaOverrideReason`; the project's history keeps it.
 */
export const ProjectUpdateBody = Type.UpdateBody({
  ...editableFields(false),
  friaOverrideReason: Type.Optional(
    Type.RequiredField(
      'Reason to move it to Active without an approved FRIA',
      FRIA_OVERRIDE_REASON_MAX,
      'Say why the project goes Active before its FRIA is approved',
    ),
  ),
});
export type ProjectUpdateBody = Static<typeof ProjectUpdateBody>;

export const PROJECT_SORTS = [
  'createdAt',
  '-createdAt',
  'name',
  '-name',
  'roi',
  '-roi',
  'investment',
  '-investment',
  'department',
  '-department',
  'status',
  '-status',
  'startDate',
  '-startDate',
  'targetDate',
  '-targetDate',
] as const;
export type ProjectSort = (typeof PROJECT_SORTS)[number];
export const PROJECT_PAGE_MAX = 500;

export const ProjectListQuery = Type.StrictObject({
  q: Type.Optional(
    Type.String({
      maxLength: 200,
      description: 'Matches name or problem statement, case-insensitive',
    }),
  ),
  department: Type.Optional(Type.String({ maxLength: PROJECT_LIMITS.department })),
  status: Type.Optional(Type.StringEnum(PROJECT_STATUSES)),
  aiActClass: Type.Optional(
    Type.StringEnum(AI_ACT_CLASS_FILTERS, {
      description: 'The EU AI Act class, or `unassessed` for projects without an assessment',
    }),
  ),
  archived: Type.Optional(
    Type.Boolean({ description: 'true lists archived projects instead of live ones' }),
  ),
  sort: Type.Optional(Type.StringEnum(PROJECT_SORTS, { default: '-createdAt' })),
  ...Type.OffsetPaging(PROJECT_PAGE_MAX),
});
export type ProjectListQuery = Static<typeof ProjectListQuery>;

/** The filters of the list, for the CSV export (no paging: the export is the whole filter). */
export const ProjectExportQuery = Type.Omit(ProjectListQuery, ['limit', 'offset']);
export type ProjectExportQuery = Static<typeof ProjectExportQuery>;

const countsOf = <const T extends readonly string[]>(keys: T) =>
  Type.Object(
    Object.fromEntries(keys.map((k) => [k, Type.Integer({ minimum: 0 })])) as Record<
      T[number],
      ReturnType<typeof Type.Integer>
    >,
  );

export const ComplianceCounts = countsOf(COMPLIANCE_STATUSES);
export type ComplianceCounts = Static<typeof ComplianceCounts>;

/** Live projects per EU AI Act class, and the ones not assessed yet. */
export const AiActClassCounts = countsOf(AI_ACT_CLASS_FILTERS);
export type AiActClassCounts = Static<typeof AiActClassCounts>;

export const DepartmentSummary = Type.Object({
  department: Type.String(),
  count: Type.Integer(),
  totalInvestment: Type.String({ description: 'Sum of initialCosts + 12 × runningCosts, in $' }),
  averageRoi: Type.Nullable(
    Type.String({ description: 'Mean ROI in percent over projects that have one' }),
  ),
});
export type DepartmentSummary = Static<typeof DepartmentSummary>;

const figureFields = {
  totalProjects: Type.Integer(),
  totalInvestment: Type.String({ description: 'Sum of initialCosts + 12 × runningCosts, in $' }),
  averageRoi: Type.Nullable(
    Type.String({ description: 'Mean ROI in percent over projects that have one' }),
  ),
  fullyCompliant: Type.Integer({ description: 'Projects whose EU AI Act status is compliant' }),
};

/** The dashboard's four headline metrics over the live (not archived) projects. */
export const PortfolioFigures = Type.Object(figureFields);
export type PortfolioFigures = Static<typeof PortfolioFigures>;

/** What the trend badges compare the metrics with. */
export const PortfolioTrends = Type.Object({
  since: Type.String({ description: 'ISO 8601 date-time: the end of the previous month, UTC' }),
  lastMonth: Type.Union([PortfolioFigures, Type.Null()], {
    description:
      'The metrics at `since` (the end of the previous month, UTC), rebuilt from the history; ' +
      'null when the company has no history that old (the badges say "new this month")',
  }),
});
export type PortfolioTrends = Static<typeof PortfolioTrends>;

/** The dashboard's figures for the live (not archived) projects, computed in SQL. */
export const PortfolioSummary = Type.Object({
  ...figureFields,
  byStatus: Type.Record(Type.String(), Type.Integer(), { description: 'Project count per status' }),
  byDepartment: Type.Array(DepartmentSummary, { description: 'Sorted by count, descending' }),
  compliance: Type.Object({
    euAiAct: ComplianceCounts,
    gdpr: ComplianceCounts,
    dora: ComplianceCounts,
  }),
  aiActClasses: AiActClassCounts,
  recentProjects: Type.Array(Project, { description: 'The newest projects, at most 3' }),
  trends: PortfolioTrends,
  peopleOverAllocated: Type.Integer({
    description: 'People whose allocations to live projects add up to over 100% this month (UTC)',
  }),
  onSchedule: Type.Object(
    {
      count: Type.Integer({
        description: 'Projects whose target and milestones have not slipped against the baseline',
      }),
      baselined: Type.Integer({
        description: 'Projects with a baseline (the others are not judged)',
      }),
    },
    { description: 'Projects on schedule against their baseline' },
  ),
  budgetToDate: Type.Object(
    {
      month: Type.String({ description: 'The month "to date" runs to, included (YYYY-MM, UTC)' }),
      planned: Type.String({ description: 'Planned spend to date over the projects, in $' }),
      actual: Type.String({ description: 'Actual spend to date (LLM models included), in $' }),
      variance: Type.String({ description: 'Actual minus planned: above 0 is over budget' }),
    },
    { description: 'Budget against actuals to date over the live projects' },
  ),
  value: Type.Object(
    {
      month: Type.String({ description: 'The month "to date" runs to, included (YYYY-MM, UTC)' }),
      byDepartment: Type.Array(
        Type.Object({
          department: Type.String(),
          planned: Type.String({
            description: 'Planned benefit to date (a twelfth of the expected return a month), in $',
          }),
          realised: Type.String({ description: 'Realised benefit to date, in $' }),
        }),
        { description: 'Departments with a plan or realised benefit, by name' },
      ),
      pastPaybackCount: Type.Integer({
        minimum: 0,
        description:
          'How many projects are past their planned payback month while realised benefit has not paid back',
      }),
      pastPaybackWithoutValue: Type.Array(
        Type.Object({
          id: Type.Uuid(),
          name: Type.String(),
          department: Type.String(),
          plannedPaybackMonth: Type.String({ description: 'YYYY-MM' }),
          realisedToDate: Type.String(),
          costsToDate: Type.String(),
        }),
        {
          description: `The first ${PAST_PAYBACK_LISTED} of those projects, the longest overdue first`,
        },
      ),
    },
    { description: 'Planned against realised return over the live projects' },
  ),
});
export type PortfolioSummary = Static<typeof PortfolioSummary>;
