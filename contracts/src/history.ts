import type { Static } from '@sinclair/typebox';
import { MEMBER_ROLES } from './access/companies';
import { SPEND_CATEGORY_LABELS, type SpendCategory } from './plan/budget';
import { formatMonth } from './time/calendar-month';
import { formatCalendarDate } from './time/calendar-date';
import {
  DPIA_STATUS_LABELS,
  GDPR_DATA_CATEGORY_LABELS,
  GDPR_LAWFUL_BASIS_LABELS,
  GDPR_SPECIAL_CATEGORY_LABELS,
} from './compliance/gdpr';
import { formatDate } from './time/format-date';
import { formatMoneyFull, formatPercent } from './numbers/money';
import { healthLabel } from './reporting/project-health';
import { INBOUND_PROVIDER_LABELS, type InboundProvider } from './integrations/inbound-integrations';
import { LINK_STATE_LABELS, type LinkState } from './portfolio/project-links';
import {
  GATE_DECISION_LABELS,
  KPI_DIRECTION_LABELS,
  STAGE_GATE_LABELS,
  type GateDecision,
  type KpiDirection,
  type StageGate,
} from './value/value-figures';
import {
  complianceLabel,
  projectStatusLabel,
  RISK_SEVERITY_LABELS,
  RISK_STATE_LABELS,
  type RiskSeverity,
} from './portfolio/status';
import * as Type from './type';
import { AUDIT_ENTITIES, ENTITIES, type AuditEntity } from './entities';

export { AUDIT_ENTITIES, PROJECT_FIELD_LABELS, type AuditEntity } from './entities';

/**
 * The history of every write (the `audit_events` table): what kinds of things change, how, and
 * how a change reads to a person. The BFF stores raw values; these functions word them, so the
 * project History tab, the Activity page and the CSV export say the same thing.
 */

/**
 * Who made a change: a person, an embed app acting on its own, a company API token (a script or
 * BI tool), a connected provider sending an event in (GitHub, Jira, …), or the product itself.
 */
export const AUDIT_ACTOR_TYPES = [
  'user',
  'embed_app',
  'api_token',
  'integration',
  'system',
] as const;
export type AuditActorType = (typeof AUDIT_ACTOR_TYPES)[number];

export const AUDIT_ACTIONS = [
  'created',
  'updated',
  'archived',
  'restored',
  'deleted',
  'key_revealed',
  'resent',
  'revoked',
  'accepted',
  'opened',
  'acknowledged',
  'resolved',
  'issued',
  'published',
  'deadline_near',
  'deadline_passed',
  'submitted',
  'approved',
  'rejected',
  'merged',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Each entity's label (a view of the registry, `ENTITIES`). */
export const AUDIT_ENTITY_LABELS = Object.fromEntries(
  AUDIT_ENTITIES.map((entity) => [entity, ENTITIES[entity].label]),
) as Record<AuditEntity, string>;

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  created: 'Created',
  updated: 'Updated',
  archived: 'Archived',
  restored: 'Restored',
  deleted: 'Deleted',
  key_revealed: 'API key revealed',
  resent: 'Resent',
  revoked: 'Revoked',
  accepted: 'Accepted',
  opened: 'Opened',
  acknowledged: 'Acknowledged',
  resolved: 'Resolved',
  issued: 'Issued',
  published: 'Published',
  deadline_near: 'Deadline near',
  deadline_passed: 'Deadline passed',
  submitted: 'Submitted',
  approved: 'Approved',
  rejected: 'Rejected',
  merged: 'Merged',
};

/** An action as a sentence says it after the person's name: "Maya Chen archived". */
export const AUDIT_ACTION_VERBS: Record<AuditAction, string> = {
  created: 'created',
  updated: 'updated',
  archived: 'archived',
  restored: 'restored',
  deleted: 'deleted',
  key_revealed: 'revealed the API key of',
  resent: 'resent',
  revoked: 'revoked',
  accepted: 'accepted',
  opened: 'opened',
  acknowledged: 'acknowledged',
  resolved: 'resolved',
  issued: 'issued',
  published: 'published',
  deadline_near: 'warned of a reporting deadline of',
  deadline_passed: 'warned of a missed reporting deadline of',
  submitted: 'submitted',
  approved: 'approved',
  rejected: 'rejected',
  merged: 'merged',
};

/**
 * The fields each kind of thing keeps history of, with the label its form shows (a view of the
 * registry, `ENTITIES`).
 */
export const AUDITED_FIELDS = Object.fromEntries(
  AUDIT_ENTITIES.map((entity) => [entity, ENTITIES[entity].fields]),
) as Record<AuditEntity, Readonly<Record<string, string>>>;

/** Fields whose values are never stored, only that they changed. */
export const SECRET_FIELDS: ReadonlySet<string> = new Set(['apiKey', 'secret']);

/** What a stored change holds: the raw values, or only `changed` for a secret. */
export type StoredChange = { before: unknown; after: unknown } | { changed: true };

const MONEY_FIELDS = new Set([
  'expectedReturn',
  'initialCosts',
  'runningCosts',
  'monthlyCost',
  'amount',
]);
const COMPLIANCE_FIELDS = new Set(['euAiActStatus', 'gdprStatus', 'doraStatus']);
const CALENDAR_DATE_FIELDS = new Set([
  'startDate',
  'targetDate',
  'dueDate',
  'date',
  'deprecationDate',
  'reviewedOn',
  'expiresOn',
]);
const ROLE_LABELS: Record<(typeof MEMBER_ROLES)[number], string> = {
  admin: 'Admin',
  member: 'Member',
};
/** The `state` of a status report as people read it. */
/** `state` is a status report's or a risk's, by their values (which do not overlap). */
const STATE_LABELS: Record<string, string> = {
  draft: 'Draft',
  published: 'Published',
  ...RISK_STATE_LABELS,
};
const DATE_FIELDS = new Set(['archivedAt', 'expiresAt', 'periodEnd']);
/** Questions of the GDPR and DORA records, answered yes or no. */
const YES_NO_FIELDS = new Set(['personalData', 'largeScaleMonitoring', 'supportsCriticalFunction']);
const GDPR_LABELS = {
  categories: GDPR_DATA_CATEGORY_LABELS,
  specialCategories: GDPR_SPECIAL_CATEGORY_LABELS,
  lawfulBasis: GDPR_LAWFUL_BASIS_LABELS,
  dpiaStatus: DPIA_STATUS_LABELS,
} as const;

/**
 * The decimals a stored percentage needs (at most two, trailing zeros dropped): a history must
 * show 12.4% → 12.5%, which whole percents would read as no change.
 */
const decimalsOf = (value: string) =>
  Math.min(2, value.split('.')[1]?.replace(/0+$/, '').length ?? 0);

/** A stored value as the person reads it; null when there was none. */
export function formatAuditValue(field: string, value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (MONEY_FIELDS.has(field)) return formatMoneyFull(String(value));
  if (field === 'roi') return formatPercent(String(value), decimalsOf(String(value)));
  if (field === 'status') return projectStatusLabel(String(value));
  if (COMPLIANCE_FIELDS.has(field)) return complianceLabel(String(value));
  if (field === 'role') return ROLE_LABELS[value as 'admin'] ?? String(value);
  if (field === 'health') return healthLabel(String(value));
  if (field === 'severity') return RISK_SEVERITY_LABELS[value as RiskSeverity] ?? String(value);
  if (field === 'state') return STATE_LABELS[String(value)] ?? String(value);
  if (field === 'itemState') return LINK_STATE_LABELS[value as LinkState] ?? String(value);
  if (field === 'provider')
    return INBOUND_PROVIDER_LABELS[value as InboundProvider] ?? String(value);
  if (DATE_FIELDS.has(field)) return formatDate(String(value), 'long');
  if (CALENDAR_DATE_FIELDS.has(field)) return formatCalendarDate(String(value), 'long');
  if (field === 'done') return value ? 'Done' : 'Not done';
  if (field === 'gate') return STAGE_GATE_LABELS[value as StageGate] ?? String(value);
  if (field === 'decision') return GATE_DECISION_LABELS[value as GateDecision] ?? String(value);
  if (field === 'direction') return KPI_DIRECTION_LABELS[value as KpiDirection] ?? String(value);
  if (field === 'month') return formatMonth(String(value), 'long');
  if (field === 'category') {
    return SPEND_CATEGORY_LABELS[value as SpendCategory] ?? String(value);
  }
  if (YES_NO_FIELDS.has(field)) return value ? 'Yes' : 'No';
  if (field in GDPR_LABELS) {
    const labels = GDPR_LABELS[field as keyof typeof GDPR_LABELS] as Record<string, string>;
    const words = [value].flat().map((v) => labels[String(v)] ?? String(v));
    return words.length > 0 ? words.join(', ') : null;
  }
  if (typeof value === 'boolean') return value ? 'On' : 'Off';
  if (Array.isArray(value)) return value.length > 0 ? value.join(', ') : null;
  return String(value);
}

/** Shown for a secret that changed: its values are never kept. */
export const SECRET_CHANGED = 'Changed';

/** The stored changes of one event, worded: the entity's field order, labels and formats. */
export function describeChanges(
  entity: AuditEntity,
  changes: Record<string, StoredChange>,
): HistoryChange[] {
  const labels = AUDITED_FIELDS[entity] ?? {};
  const known = Object.keys(labels).filter((field) => field in changes);
  const other = Object.keys(changes).filter((field) => !(field in labels));
  return [...known, ...other].map((field) => {
    const change = changes[field]!;
    const label = labels[field] ?? field;
    if ('changed' in change) return { field, label, before: null, after: SECRET_CHANGED };
    return {
      field,
      label,
      before: formatAuditValue(field, change.before),
      after: formatAuditValue(field, change.after),
    };
  });
}

/**
 * What became of one field, in words: "Planning → Active"; "set to High" when it had no value
 * (never "— → High"); "cleared (was High)" when it has none now.
 */
export function changeValue(change: Pick<HistoryChange, 'before' | 'after'>): string {
  if (change.before === null) return change.after === null ? 'cleared' : `set to ${change.after}`;
  if (change.after === null) return `cleared (was ${change.before})`;
  return `${change.before} → ${change.after}`;
}

/** One worded change in a line: "Status: Planning → Active", "Severity: set to High". */
export const changeLine = (change: Pick<HistoryChange, 'label' | 'before' | 'after'>) =>
  `${change.label}: ${changeValue(change)}`;

export const HistoryChange = Type.Object({
  field: Type.String(),
  label: Type.String({ description: 'The field as its form names it' }),
  before: Type.Nullable(Type.String({ description: 'Formatted; null when there was no value' })),
  after: Type.Nullable(Type.String({ description: 'Formatted; null when there is no value now' })),
});
export type HistoryChange = Static<typeof HistoryChange>;

export const HistoryActor = Type.Object({
  type: Type.StringEnum(AUDIT_ACTOR_TYPES),
  id: Type.Nullable(Type.String()),
  name: Type.String({ description: 'Their name when they made the change' }),
});
export type HistoryActor = Static<typeof HistoryActor>;

export const HistoryEntry = Type.Object({
  id: Type.String({ description: 'The event id: increasing, the order of events' }),
  at: Type.Timestamp,
  actor: HistoryActor,
  entity: Type.StringEnum(AUDIT_ENTITIES),
  entityId: Type.String(),
  entityLabel: Type.Nullable(Type.String({ description: 'Its name when it changed' })),
  action: Type.StringEnum(AUDIT_ACTIONS),
  changes: Type.Array(HistoryChange),
});
export type HistoryEntry = Static<typeof HistoryEntry>;

export const HISTORY_PAGE_DEFAULT = 20;
export const HISTORY_PAGE_MAX = 100;

/** A page's `nextCursor`: what a query of `HistoryQuery` passes as `cursor` for the next page. */
export const NextCursor = Type.Nullable(
  Type.String({ description: 'Pass as `cursor` for the next page; null on the last page' }),
);

export const HistoryPage = Type.Object({
  entries: Type.Array(HistoryEntry, { description: 'Newest first' }),
  nextCursor: NextCursor,
});
export type HistoryPage = Static<typeof HistoryPage>;

export const Cursor = Type.String({
  pattern: '^[1-9][0-9]{0,18}$',
  description: 'The `nextCursor` of the previous page',
  errorMessage: 'must be the nextCursor of a previous page',
});

export const HistoryQuery = Type.StrictObject({
  cursor: Type.Optional(Cursor),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: HISTORY_PAGE_MAX })),
});
export type HistoryQuery = Static<typeof HistoryQuery>;

const DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';
const Day = (description: string) =>
  Type.String({
    pattern: DATE_PATTERN,
    description,
    errorMessage: 'must be a date like 2026-01-31',
  });

/** The Activity page's filters (the CSV export takes the same, without paging). */
export const AuditFilterFields = {
  actorId: Type.Optional(Type.Uuid({ description: 'Only changes made by this person (user id)' })),
  entity: Type.Optional(Type.StringEnum(AUDIT_ENTITIES)),
  action: Type.Optional(Type.StringEnum(AUDIT_ACTIONS)),
  from: Type.Optional(Day('From this day on (UTC), inclusive')),
  to: Type.Optional(Day('Up to this day (UTC), inclusive')),
};

export const AuditQuery = Type.StrictObject({ ...AuditFilterFields, ...HistoryQuery.properties });
export type AuditQuery = Static<typeof AuditQuery>;

export const AuditExportQuery = Type.StrictObject(AuditFilterFields);
export type AuditExportQuery = Static<typeof AuditExportQuery>;
