import {
  AUDIT_ACTION_VERBS,
  AUDIT_ENTITY_LABELS,
  changeLine,
  describeChanges,
  formatAuditValue,
  type AuditAction,
  type AuditEntity,
  type StoredChange,
} from '../history';
import type { ReportEvent, StatusReportChanges, StatusReportMetrics } from './status-reports';
import { formatCount } from '../numbers/format-count';
import { formatMoneyFull } from '../numbers/money';
import { healthLabel, type ProjectHealth } from './project-health';

/** An event of the project's history as stored (`audit_events`), the source of a report. */
export interface ReportSourceEvent {
  /** ISO time. */
  at: string;
  /** Who made it, by their name at the time. */
  actor: string;
  entity: AuditEntity;
  entityLabel: string | null;
  action: AuditAction;
  changes: Record<string, StoredChange>;
}

/** A project event that is not a change of its fields, in one line. */
function eventText(event: ReportSourceEvent): string {
  const what = `${AUDIT_ENTITY_LABELS[event.entity]} ${AUDIT_ACTION_VERBS[event.action]}`;
  const label = event.entity !== 'project' && event.entityLabel ? `: ${event.entityLabel}` : '';
  const changed =
    event.action === 'updated'
      ? describeChanges(event.entity, event.changes).map(changeLine).join('; ')
      : '';
  return `${what}${label}${changed ? ` (${changed})` : ''}`;
}

/**
 * What changed over a report's period, from the project's history (oldest first): the project's
 * fields as one net change each (its first value before → its last after; a field changed and
 * changed back is left out), worded as the History tab words them, and every other event in a
 * line. The reports' own events are not part of what they report.
 */
export function summarizeChanges(events: readonly ReportSourceEvent[]): StatusReportChanges {
  const net: Record<string, { before: unknown; after: unknown }> = {};
  const others: ReportEvent[] = [];
  const people: string[] = [];
  let total = 0;
  for (const event of events) {
    if (event.entity === 'status_report') continue;
    total += 1;
    if (!people.includes(event.actor)) people.push(event.actor);
    if (event.entity === 'project' && event.action === 'updated') {
      for (const [field, change] of Object.entries(event.changes)) {
        if ('changed' in change) continue;
        const known = net[field];
        if (known) known.after = change.after;
        else net[field] = { before: change.before, after: change.after };
      }
      continue;
    }
    others.push({
      at: event.at,
      actor: event.actor,
      entity: event.entity,
      action: event.action,
      text: eventText(event),
    });
  }
  const moved = Object.fromEntries(
    Object.entries(net).filter(([, c]) => JSON.stringify(c.before) !== JSON.stringify(c.after)),
  );
  return { fields: describeChanges('project', moved), events: others, total, people };
}

/** At most this many changes are named in a drafted narrative; the rest are counted. */
export const NARRATIVE_CHANGES_MAX = 6;

const RISK_WORDS = [
  ['critical', 'critical'],
  ['high', 'high-severity'],
  ['medium', 'medium-severity'],
  ['low', 'low-severity'],
] as const;

function healthSentence(health: ProjectHealth, metrics: StatusReportMetrics): string {
  const risks = RISK_WORDS.filter(([severity]) => (metrics.unresolvedRisks[severity] ?? 0) > 0).map(
    ([severity, words]) => formatCount(metrics.unresolvedRisks[severity] ?? 0, `${words} risk`),
  );
  const why = risks.length > 0 ? `${risks.join(', ')} unresolved` : 'no unresolved risks';
  return `Health is ${healthLabel(health).toLowerCase()}: ${why}.`;
}

function changesSentence(changes: StatusReportChanges): string {
  const lines = [...changes.fields.map(changeLine), ...changes.events.map((e) => e.text)];
  if (lines.length === 0) return 'Nothing changed since the last report.';
  const named = lines.slice(0, NARRATIVE_CHANGES_MAX);
  const rest = lines.length - named.length;
  const more = rest > 0 ? `; and ${formatCount(rest, 'other change')}` : '';
  return `Since the last report: ${named.join('; ')}${more}.`;
}

function figuresSentence(metrics: StatusReportMetrics): string {
  const roi = formatAuditValue('roi', metrics.roi) ?? 'not set';
  const investment = formatMoneyFull(metrics.totalInvestment, 'not set');
  const models = formatMoneyFull(metrics.llmMonthlyCost);
  return `ROI ${roi}, total investment ${investment}, LLM models ${models} a month.`;
}

/**
 * The narrative a draft starts with, from its own data: its health and why, what changed, and
 * the figures. The person publishing it edits it into their own words.
 */
export function draftNarrative(report: {
  health: ProjectHealth;
  changes: StatusReportChanges;
  metrics: StatusReportMetrics;
}): string {
  return [
    healthSentence(report.health, report.metrics),
    changesSentence(report.changes),
    figuresSentence(report.metrics),
  ].join('\n\n');
}

/**
 * A draft's narrative once its data is read again: one still as drafted follows the new data;
 * one a person wrote stays theirs.
 */
export const refreshedNarrative = (
  draft: Parameters<typeof draftNarrative>[0] & { narrative: string },
  data: Parameters<typeof draftNarrative>[0],
): string => (draft.narrative === draftNarrative(draft) ? draftNarrative(data) : draft.narrative);

/**
 * The week a scheduled draft belongs to: the date of its Monday in UTC, "2026-11-23". The Monday
 * job drafts each project at most once per such week.
 */
export function reportWeek(at: Date): string {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  // getUTCDay: Sunday 0 … Saturday 6; days back to Monday: Sunday 6, Monday 0, Tuesday 1, …
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}
