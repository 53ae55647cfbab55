import type { Static, TNull, TOptional, TSchema, TUnion } from '@sinclair/typebox';
import * as Type from '../type';
import { ObligationEvidence } from '../compliance/evidence';
import { AI_ACT_RISK_CLASSES } from '../compliance/ai-act/classify';
import { CALENDAR_DATE_PATTERN } from '../time/calendar-date';
import { AI_ACT_ROLES } from '../compliance/ai-act/questions';
import { RISK_SEVERITIES } from '../portfolio/status';
import {
  BREACH_RISKS,
  GDPR_ROLES,
  INCIDENT_CLOCKS,
  INCIDENT_CLOCK_STARTS,
  INCIDENT_CLOCK_STATES,
  INCIDENT_REGIMES,
  INCIDENT_REPORT_KINDS,
  SERIOUS_INCIDENT_KINDS,
} from './clock-rules';

/**
 * The incident register: an incident of a company (usually of one of its projects), its
 * classification answers (each with who answered and when), its timeline, corrective actions,
 * the reports submitted to authorities, and the reporting clocks computed from all of it by
 * `incidentClocks` with the rules of `clock-rules.ts`. Nothing is deleted: a correction of a
 * report is a new report that supersedes it.
 */

export const INCIDENT_STATUSES = ['open', 'contained', 'resolved', 'closed'] as const;
export type IncidentStatus = (typeof INCIDENT_STATUSES)[number];
export const INCIDENT_STATUS_LABELS: Record<IncidentStatus, string> = {
  open: 'Open',
  contained: 'Contained',
  resolved: 'Resolved',
  closed: 'Closed',
};

/** The same scale as risks: critical, high, medium, low. */
export const INCIDENT_SEVERITIES = RISK_SEVERITIES;
export type IncidentSeverity = (typeof INCIDENT_SEVERITIES)[number];

export const INCIDENT_TIMELINE_KINDS = [
  'detected',
  'contained',
  'causal-link',
  'provider-informed',
  'authority-contacted',
  'resolved',
  'other',
] as const;
export type IncidentTimelineKind = (typeof INCIDENT_TIMELINE_KINDS)[number];
export const INCIDENT_TIMELINE_KIND_LABELS: Record<IncidentTimelineKind, string> = {
  detected: 'Detected',
  contained: 'Contained',
  'causal-link': 'Causal link established',
  'provider-informed': 'Provider informed',
  'authority-contacted': 'Authority contacted',
  resolved: 'Resolved',
  other: 'Other',
};

export const INCIDENT_ACTION_STATUSES = ['open', 'done'] as const;
export type IncidentActionStatus = (typeof INCIDENT_ACTION_STATUSES)[number];

export const INCIDENT_LIMITS = {
  title: 200,
  description: 10_000,
  reportedBy: 200,
  rootCause: 10_000,
  note: 4000,
  actionTitle: 300,
  recipient: 300,
  reference: 200,
  timeZone: 64,
  llmModels: 20,
} as const;

/** The classification questions, by the key their answer is stored under, as the form asks them. */
export const INCIDENT_QUESTION_LABELS = {
  seriousIncident: 'Serious incident under EU AI Act Article 3(49)',
  seriousIncidentKinds: 'Kind of serious incident (Article 3(49)(a)–(d))',
  death: 'Did it lead to the death of a person?',
  widespreadInfringement: 'Widespread infringement (Article 3(61))',
  personalDataBreach: 'Personal data breach (GDPR Article 4(12))',
  breachRisk: 'Risk of the breach to people',
  gdprRole: 'Company’s GDPR role for the data',
  doraMajor: 'Classified as major under DORA',
  doraClassifiedAt: 'Classified as major at',
  nis2Significant: 'Significant incident under NIS2 Article 23(3)',
} as const;
export type IncidentQuestion = keyof typeof INCIDENT_QUESTION_LABELS;
export const INCIDENT_QUESTIONS = Object.keys(INCIDENT_QUESTION_LABELS) as IncidentQuestion[];

/**
 * An instant with its offset (`2026-03-01T09:30:00Z`, `2026-03-01T10:30+01:00`), on a day that
 * exists and at a time of day that does.
 */
export const INSTANT_PATTERN = `^${CALENDAR_DATE_PATTERN.slice(1, -1)}T(?:[01]\\d|2[0-3]):[0-5]\\d(?::[0-5]\\d(?:\\.\\d{1,3})?)?(?:Z|[+-](?:[01]\\d|2[0-3]):[0-5]\\d)$`;
const Instant = (description: string) =>
  Type.String({
    pattern: INSTANT_PATTERN,
    description: `${description}: ISO 8601 with its offset`,
    errorMessage: 'must be a date and time with its offset, such as 2026-03-01T09:30:00Z',
  });

const Person = Type.Object({ id: Type.Uuid(), name: Type.String() });

/** The value each question takes (null: not answered, or the answer withdrawn). */
const answerValues = {
  seriousIncident: Type.Boolean(),
  seriousIncidentKinds: Type.Array(Type.StringEnum(SERIOUS_INCIDENT_KINDS), {
    uniqueItems: true,
    maxItems: SERIOUS_INCIDENT_KINDS.length,
    errorMessage: 'Kinds must be some of a, b, c and d of Article 3(49), each once',
  }),
  death: Type.Boolean(),
  widespreadInfringement: Type.Boolean(),
  personalDataBreach: Type.Boolean(),
  breachRisk: Type.StringEnum(BREACH_RISKS, {
    errorMessage: 'Risk of the breach must be unlikely, risk or high',
  }),
  gdprRole: Type.StringEnum(GDPR_ROLES, {
    errorMessage: 'GDPR role must be controller or processor',
  }),
  doraMajor: Type.Boolean(),
  doraClassifiedAt: Instant('When it was classified as major'),
  nis2Significant: Type.Boolean(),
} as const;

const answered = <T extends (typeof answerValues)[IncidentQuestion]>(value: T) =>
  Type.Nullable(
    Type.Object({
      value: value,
      answeredAt: Type.Timestamp,
      answeredBy: Type.Nullable(Person),
    }),
  );

type AnswerValue<Q extends IncidentQuestion> = (typeof answerValues)[Q];

/** One field per question, in the form's order, made by `field` from the question. */
const perQuestion = <F extends Record<IncidentQuestion, TSchema>>(
  field: (question: IncidentQuestion) => TSchema,
) => Object.fromEntries(INCIDENT_QUESTIONS.map((q) => [q, field(q)])) as F;

/** Each question's current answer, with who gave it and when; null: not answered. */
export const IncidentAnswers = Type.Object(
  perQuestion<{ [Q in IncidentQuestion]: ReturnType<typeof answered<AnswerValue<Q>>> }>((q) =>
    answered(answerValues[q]),
  ),
);
export type IncidentAnswers = Static<typeof IncidentAnswers>;

/**
 * PUT /api/incidents/{id}/answers: the answers to change (null withdraws one); the others stay.
 * Answering `doraMajor` yes without `doraClassifiedAt` classifies it now.
 */
export const IncidentAnswersBody = Type.StrictObject(
  perQuestion<{ [Q in IncidentQuestion]: TOptional<TUnion<[AnswerValue<Q>, TNull]>> }>((q) =>
    Type.Optional(Type.labelled(INCIDENT_QUESTION_LABELS[q], Type.Nullable(answerValues[q]))),
  ),
  { minProperties: 1, errorMessage: 'Send at least one answer, keyed by its question' },
);
export type IncidentAnswersBody = Static<typeof IncidentAnswersBody>;

/** A reporting clock, computed from the incident by the rules table. */
export const IncidentClock = Type.Object({
  clock: Type.StringEnum(INCIDENT_CLOCKS),
  ruleId: Type.String({ description: 'The row of the rules table that sets it' }),
  regime: Type.StringEnum(INCIDENT_REGIMES),
  article: Type.String(),
  title: Type.String({ description: 'What to do, in plain words' }),
  recipient: Type.String({ description: 'Who receives the report' }),
  report: Type.StringEnum(INCIDENT_REPORT_KINDS, {
    description: 'The kind of report that meets it: initial (may be incomplete) or complete',
  }),
  wording: Type.String({ description: "The law's words for the time allowed" }),
  source: Type.String(),
  checkedOn: Type.CalendarDate('The day the rule was last checked against its source'),
  startsFrom: Type.StringEnum(INCIDENT_CLOCK_STARTS),
  startsAt: Type.Nullable(Type.Timestamp),
  dueAt: Type.Nullable(
    Type.String({
      description:
        'The deadline in UTC; null while it waits for an earlier report or where the law sets no figure',
    }),
  ),
  state: Type.StringEnum(INCIDENT_CLOCK_STATES),
  submittedAt: Type.Nullable(Type.Timestamp),
  completedAt: Type.Nullable(Type.Timestamp),
});
export type IncidentClock = Static<typeof IncidentClock>;

/** An incident as a list shows it, with its clocks. */
export const Incident = Type.Object({
  id: Type.Uuid(),
  companyId: Type.Uuid(),
  project: Type.Nullable(Type.Object({ id: Type.Uuid(), name: Type.String() })),
  llmModels: Type.Array(Type.Object({ id: Type.Uuid(), name: Type.String() })),
  title: Type.String(),
  description: Type.String(),
  occurredAt: Type.Nullable(Type.Timestamp),
  awareAt: Type.String({ description: 'When the company became aware: the clocks start here' }),
  timeZone: Type.String({
    description: 'The IANA zone days and months are counted in (the company’s establishment)',
  }),
  reportedBy: Type.String({ description: 'Who reported it, as given' }),
  severity: Type.StringEnum(INCIDENT_SEVERITIES),
  status: Type.StringEnum(INCIDENT_STATUSES),
  owner: Type.Nullable(Person),
  rootCause: Type.Nullable(Type.String()),
  answers: IncidentAnswers,
  aiAct: Type.Nullable(
    Type.Object(
      {
        roles: Type.Array(Type.StringEnum(AI_ACT_ROLES)),
        riskClass: Type.StringEnum(AI_ACT_RISK_CLASSES),
      },
      { description: "The project's EU AI Act assessment the clocks read; null without one" },
    ),
  ),
  clocks: Type.Array(IncidentClock, { description: 'In the order of the rules table' }),
  nextDueAt: Type.Nullable(
    Type.String({ description: 'The earliest deadline of a running or overdue clock' }),
  ),
  aiActAppliesFrom: Type.Nullable(
    Type.CalendarDate(
      'A serious incident of a high-risk system before the high-risk obligations apply: the day they do',
    ),
  ),
  ...Type.Timestamps,
});
export type Incident = Static<typeof Incident>;

export const IncidentTimelineEntry = Type.Object({
  id: Type.Uuid(),
  kind: Type.StringEnum(INCIDENT_TIMELINE_KINDS),
  at: Type.Timestamp,
  note: Type.String(),
  createdAt: Type.Timestamp,
  createdBy: Type.Nullable(Person),
});
export type IncidentTimelineEntry = Static<typeof IncidentTimelineEntry>;

export const IncidentAction = Type.Object({
  id: Type.Uuid(),
  incidentId: Type.Uuid(),
  title: Type.String(),
  owner: Type.Nullable(Person),
  dueOn: Type.Nullable(Type.CalendarDate('The day it is due')),
  status: Type.StringEnum(INCIDENT_ACTION_STATUSES),
  doneAt: Type.Nullable(Type.Timestamp),
  overdue: Type.Boolean({ description: 'Its due day has passed and it is not done' }),
  createdAt: Type.Timestamp,
});
export type IncidentAction = Static<typeof IncidentAction>;

/** A report submitted to an authority (or the provider, controller or people affected). */
export const IncidentReport = Type.Object({
  id: Type.Uuid(),
  clock: Type.StringEnum(INCIDENT_CLOCKS),
  kind: Type.StringEnum(INCIDENT_REPORT_KINDS),
  submittedAt: Type.Timestamp,
  submittedBy: Type.Nullable(Person),
  recipient: Type.String(),
  reference: Type.Nullable(Type.String({ description: "The authority's reference number" })),
  evidenceId: Type.Nullable(
    Type.Uuid({ description: 'The document sent, kept as evidence of the incident' }),
  ),
  notes: Type.Nullable(Type.String()),
  supersedesId: Type.Nullable(Type.Uuid({ description: 'The earlier report this one corrects' })),
  supersededById: Type.Nullable(
    Type.Uuid({ description: 'The later report that corrects this one' }),
  ),
  createdAt: Type.Timestamp,
  createdBy: Type.Nullable(Person),
});
export type IncidentReport = Static<typeof IncidentReport>;

/**
 * Evidence of an incident, kept in the evidence store beside the obligations' (the same checks,
 * quota, download and removal at `/api/evidence/{id}`).
 */
export const IncidentEvidence = Type.Object({
  ...Type.Omit(ObligationEvidence, ['obligationId', 'projectId']).properties,
  incidentId: Type.Uuid(),
});
export type IncidentEvidence = Static<typeof IncidentEvidence>;

/** An incident with everything recorded on it. */
export const IncidentDetail = Type.Object({
  ...Incident.properties,
  timeline: Type.Array(IncidentTimelineEntry, { description: 'By when it happened' }),
  actions: Type.Array(IncidentAction, { description: 'Oldest first' }),
  reports: Type.Array(IncidentReport, { description: 'By when they were submitted' }),
});
export type IncidentDetail = Static<typeof IncidentDetail>;

export const INCIDENT_TITLE_MESSAGE = 'Give the incident a title: what went wrong, in a few words';
export const INCIDENT_TIME_ZONE_MESSAGE =
  'Time zone must be an IANA zone such as Europe/Berlin or America/New_York';

const TimeZone = Type.labelled(
  'Time zone',
  Type.String({
    pattern: '^[A-Za-z][A-Za-z0-9_+-]*(/[A-Za-z0-9_+-]+)*$',
    maxLength: INCIDENT_LIMITS.timeZone,
    description: 'An IANA time zone; UTC unless said',
    errorMessage: INCIDENT_TIME_ZONE_MESSAGE,
  }),
);

const incidentFields = {
  title: Type.RequiredField('Title', INCIDENT_LIMITS.title, INCIDENT_TITLE_MESSAGE),
  description: Type.labelled(
    'What happened',
    Type.String({ maxLength: INCIDENT_LIMITS.description }),
  ),
  projectId: Type.labelled('Project', Type.Nullable(Type.Uuid())),
  llmModelIds: Type.labelled(
    'LLM models',
    Type.Array(Type.Uuid(), { uniqueItems: true, maxItems: INCIDENT_LIMITS.llmModels }),
  ),
  occurredAt: Type.labelled('Occurred at', Type.Nullable(Instant('When it happened'))),
  awareAt: Type.labelled(
    'Aware at',
    Instant('When the company became aware: the clocks start here'),
  ),
  timeZone: TimeZone,
  reportedBy: Type.labelled('Reported by', Type.String({ maxLength: INCIDENT_LIMITS.reportedBy })),
  severity: Type.labelled('Severity', Type.StringEnum(INCIDENT_SEVERITIES)),
  ownerId: Type.labelled(
    'Owner',
    Type.Nullable(Type.Uuid({ description: 'A member of the company' })),
  ),
};

/** POST /api/companies/{companyId}/incidents. */
export const IncidentCreateBody = Type.CreateBody(incidentFields, [
  'description',
  'projectId',
  'llmModelIds',
  'occurredAt',
  'timeZone',
  'reportedBy',
  'ownerId',
]);
export type IncidentCreateBody = Static<typeof IncidentCreateBody>;

/** PUT /api/incidents/{id}: the fields to change; a changed awareness moves every clock. */
export const IncidentUpdateBody = Type.UpdateBodyWith(incidentFields, {
  status: Type.Optional(Type.labelled('Status', Type.StringEnum(INCIDENT_STATUSES))),
  rootCause: Type.Optional(
    Type.labelled(
      'Root cause',
      Type.Nullable(Type.String({ maxLength: INCIDENT_LIMITS.rootCause })),
    ),
  ),
});
export type IncidentUpdateBody = Static<typeof IncidentUpdateBody>;

export const INCIDENT_PAGE = { default: 100, max: 500 } as const;

/** GET /api/companies/{companyId}/incidents. */
export const IncidentListQuery = Type.StrictObject({
  status: Type.Optional(
    Type.StringEnum(INCIDENT_STATUSES, { description: 'Left out: every incident not closed' }),
  ),
  severity: Type.Optional(Type.StringEnum(INCIDENT_SEVERITIES)),
  projectId: Type.Optional(Type.Uuid({ description: 'Only the incidents of this project' })),
  regime: Type.Optional(
    Type.StringEnum(INCIDENT_REGIMES, {
      description: 'Only incidents with a clock of this regime',
    }),
  ),
  ...Type.OffsetPaging(INCIDENT_PAGE.max),
});
export type IncidentListQuery = Static<typeof IncidentListQuery>;

/** GET /api/companies/{companyId}/incidents/export: the list's filters, every page. */
export const IncidentExportQuery = Type.Omit(IncidentListQuery, ['limit', 'offset'], {
  additionalProperties: false,
});
export type IncidentExportQuery = Static<typeof IncidentExportQuery>;

export const IncidentList = Type.Object({
  incidents: Type.Array(Incident, {
    description:
      'The next deadline first (incidents with a running or overdue clock), then the most recent awareness',
  }),
  total: Type.Integer({ minimum: 0, description: 'Incidents matching the filters, all pages' }),
});
export type IncidentList = Static<typeof IncidentList>;

/** POST /api/incidents/{id}/timeline. */
export const IncidentTimelineBody = Type.StrictObject({
  kind: Type.labelled('Kind', Type.StringEnum(INCIDENT_TIMELINE_KINDS)),
  at: Type.labelled('At', Instant('When it happened')),
  note: Type.Optional(Type.labelled('Note', Type.String({ maxLength: INCIDENT_LIMITS.note }))),
});
export type IncidentTimelineBody = Static<typeof IncidentTimelineBody>;

export const INCIDENT_ACTION_TITLE_MESSAGE = 'Say what is to be done';

/** POST /api/incidents/{id}/actions. */
export const IncidentActionCreateBody = Type.StrictObject({
  title: Type.RequiredField('Action', INCIDENT_LIMITS.actionTitle, INCIDENT_ACTION_TITLE_MESSAGE),
  ownerId: Type.Optional(incidentFields.ownerId),
  dueOn: Type.Optional(Type.labelled('Due on', Type.Nullable(Type.CalendarDate()))),
});
export type IncidentActionCreateBody = Static<typeof IncidentActionCreateBody>;

/** PUT /api/incident-actions/{id}. */
export const IncidentActionUpdateBody = Type.UpdateBodyWith(IncidentActionCreateBody.properties, {
  status: Type.Optional(Type.labelled('Status', Type.StringEnum(INCIDENT_ACTION_STATUSES))),
});
export type IncidentActionUpdateBody = Static<typeof IncidentActionUpdateBody>;

/**
 * POST /api/incidents/{id}/reports: a report as submitted. A correction names the report it
 * supersedes (of the same clock); the earlier one stays in the record.
 */
export const IncidentReportBody = Type.StrictObject({
  clock: Type.labelled('Clock', Type.StringEnum(INCIDENT_CLOCKS)),
  kind: Type.labelled('Kind of report', Type.StringEnum(INCIDENT_REPORT_KINDS)),
  submittedAt: Type.labelled('Submitted at', Instant('When it was submitted')),
  recipient: Type.RequiredField(
    'Submitted to',
    INCIDENT_LIMITS.recipient,
    'Say to whom the report was submitted',
  ),
  reference: Type.Optional(
    Type.labelled(
      'Reference number',
      Type.Nullable(Type.String({ maxLength: INCIDENT_LIMITS.reference })),
    ),
  ),
  evidenceId: Type.Optional(Type.labelled('Document', Type.Nullable(Type.Uuid()))),
  notes: Type.Optional(
    Type.labelled('Notes', Type.Nullable(Type.String({ maxLength: INCIDENT_LIMITS.note }))),
  ),
  supersedesId: Type.Optional(Type.labelled('Corrects', Type.Nullable(Type.Uuid()))),
});
export type IncidentReportBody = Static<typeof IncidentReportBody>;

/** What the BFF answers when an incident cannot be written (the mocks answer the same). */
export const INCIDENT_MESSAGES = {
  notFound: 'Incident not found',
  actionNotFound: 'Corrective action not found',
  projectNotFound: 'The project must be one of the company’s projects',
  llmModelNotFound: 'Each LLM model must be one of the company’s models',
  ownerNotMember: 'The owner must be a member of the company',
  timeZone: INCIDENT_TIME_ZONE_MESSAGE,
  instant: 'must be a date and time that exists, such as 2026-03-01T09:30:00Z',
  awareBeforeOccurred: 'The company cannot have become aware before the incident occurred',
  futureInstant: 'cannot be in the future',
  clockNotOwed:
    'This incident owes no such report: answer its classification questions first, or choose one of its clocks',
  supersedesUnknown:
    'The report to correct must be an earlier report of the same clock of this incident',
  supersededAlready: 'That report is already corrected: correct the latest correction instead',
  evidenceUnknown: 'The document must be evidence of this incident',
  closed: 'This incident is closed: reopen it (status open) to change it',
  reportDocument:
    'This document is a report as it was submitted: it stays with the report (record a correction to replace it)',
} as const;
