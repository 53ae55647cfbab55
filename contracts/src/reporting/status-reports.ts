import type { Static } from '@sinclair/typebox';
import { UUID_PATTERN } from '../common';
import { PROJECT_HEALTHS } from './project-health';
import { AUDIT_ACTIONS, AUDIT_ENTITIES, HistoryChange } from '../history';
import * as Type from '../type';

/**
 * Status reports: a project's health, what changed since its last report and its figures, drafted
 * every Monday (and on demand) from its risks, its history and its data; a person writes the
 * narrative and publishes it, after which it never changes.
 */

export const STATUS_REPORT_STATES = ['draft', 'published'] as const;
export type StatusReportState = (typeof STATUS_REPORT_STATES)[number];

export const NARRATIVE_MAX = 10_000;

/** A change of the history in the period, worded: "Risk opened: ROI missing". */
export const ReportEvent = Type.Object({
  at: Type.Timestamp,
  actor: Type.String({ description: 'Who made it, by their name at the time' }),
  entity: Type.StringEnum(AUDIT_ENTITIES),
  action: Type.StringEnum(AUDIT_ACTIONS),
  text: Type.String({ description: 'The change in one line' }),
});
export type ReportEvent = Static<typeof ReportEvent>;

/** What changed since the last report, read from the project's history. */
export const StatusReportChanges = Type.Object({
  fields: Type.Array(HistoryChange, {
    description:
      "The project's fields that differ between the start and the end of the period: the first value before → the last after, in the project form's labels and formats",
  }),
  events: Type.Array(ReportEvent, {
    description:
      'Everything else that happened to the project (LLM models, risks, archiving), oldest first',
  }),
  total: Type.Integer({ minimum: 0, description: 'History entries in the period' }),
  people: Type.Array(Type.String(), { description: 'Who made them, by name' }),
});
export type StatusReportChanges = Static<typeof StatusReportChanges>;

const RiskCounts = Type.Object({
  // Absent in reports drafted before the critical severity existed.
  critical: Type.Optional(Type.Integer({ minimum: 0 })),
  high: Type.Integer({ minimum: 0 }),
  medium: Type.Integer({ minimum: 0 }),
  low: Type.Integer({ minimum: 0 }),
});

/** The project's figures when the report was drafted (money as decimal strings). */
export const StatusReportMetrics = Type.Object({
  status: Type.String(),
  roi: Type.Nullable(Type.String({ description: 'ROI in percent' })),
  expectedReturn: Type.Nullable(Type.String({ description: 'Annual return in $' })),
  initialCosts: Type.Nullable(Type.String()),
  runningCosts: Type.Nullable(Type.String({ description: 'Monthly running costs in $' })),
  totalInvestment: Type.Nullable(
    Type.String({ description: 'initialCosts + 12 × runningCosts; null when neither is known' }),
  ),
  llmModels: Type.Integer({ minimum: 0, description: 'LLM models the project uses' }),
  llmMonthlyCost: Type.String({ description: 'Their monthly cost together, in $' }),
  compliance: Type.Object({
    euAiAct: Type.String(),
    gdpr: Type.String(),
    dora: Type.String(),
  }),
  unresolvedRisks: RiskCounts,
});
export type StatusReportMetrics = Static<typeof StatusReportMetrics>;

export const StatusReport = Type.Object({
  id: Type.Uuid(),
  projectId: Type.Uuid(),
  state: Type.StringEnum(STATUS_REPORT_STATES),
  health: Type.StringEnum(PROJECT_HEALTHS),
  narrative: Type.String(),
  changes: StatusReportChanges,
  metrics: StatusReportMetrics,
  periodStart: Type.Timestamp,
  periodEnd: Type.Timestamp,
  ...Type.Timestamps,
  publishedAt: Type.Nullable(Type.Timestamp),
  publishedBy: Type.Nullable(
    Type.Object({
      id: Type.Nullable(Type.String()),
      name: Type.String({ description: 'Their name when they published it' }),
    }),
  ),
});
export type StatusReport = Static<typeof StatusReport>;

/** PUT /api/status-reports/{id}: the draft's narrative. */
export const StatusReportUpdateBody = Type.StrictObject({
  narrative: Type.labelled('Narrative', Type.String({ maxLength: NARRATIVE_MAX })),
});
export type StatusReportUpdateBody = Static<typeof StatusReportUpdateBody>;

/** A project's status reports in one answer: the newest unless `limit` says fewer or more. */
export const STATUS_REPORTS_PAGE = { default: 20, max: 100 } as const;

/** GET /api/projects/{id}/status-reports: how many of the newest (a report a week adds up). */
export const StatusReportListQuery = Type.StrictObject({
  limit: Type.Optional(
    Type.labelled(
      'Limit',
      Type.Integer({
        minimum: 1,
        maximum: STATUS_REPORTS_PAGE.max,
        description: `How many of the newest reports (${STATUS_REPORTS_PAGE.default} unless said)`,
      }),
    ),
  ),
});
export type StatusReportListQuery = Static<typeof StatusReportListQuery>;

/** Projects whose health one call asks for: a page of a list. */
export const PROJECT_HEALTH_IDS_MAX = 100;

const uuid = UUID_PATTERN.slice(1, -1);
export const ProjectHealthQuery = Type.StrictObject({
  projectIds: Type.String({
    pattern: `^${uuid}(,${uuid}){0,${PROJECT_HEALTH_IDS_MAX - 1}}$`,
    description: `Comma-separated project ids, at most ${PROJECT_HEALTH_IDS_MAX}`,
    errorMessage: `must be project ids separated by commas, at most ${PROJECT_HEALTH_IDS_MAX}`,
  }),
});
export type ProjectHealthQuery = Static<typeof ProjectHealthQuery>;

/** The health of a project by its latest status report. */
export const ProjectHealthEntry = Type.Object({
  projectId: Type.Uuid(),
  health: Type.StringEnum(PROJECT_HEALTHS),
  reportId: Type.Uuid(),
  state: Type.StringEnum(STATUS_REPORT_STATES),
  periodEnd: Type.Timestamp,
});
export type ProjectHealthEntry = Static<typeof ProjectHealthEntry>;

/** What the BFF answers when a status report cannot be written (the mocks answer the same). */
export const STATUS_REPORT_MESSAGES = {
  notFound: 'Status report not found',
  published: 'This status report is published and can no longer be changed',
  alreadyPublished: 'This status report is already published',
  archivedProject: 'An archived project gets no status reports: restore it first',
} as const;
