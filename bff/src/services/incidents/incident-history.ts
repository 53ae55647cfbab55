import {
  BREACH_RISK_LABELS,
  type BreachRisk,
  INCIDENT_CLOCK_RULES,
  INCIDENT_QUESTION_LABELS,
  INCIDENT_TIMELINE_KIND_LABELS,
  type IncidentClockId,
  type IncidentQuestion,
} from '@portfolio/contracts';
import type { Knex } from 'knex';
import type {
  IncidentActionRow,
  IncidentReportRow,
  IncidentRow,
  IncidentTimelineEntryRow,
} from '../../models/incident.ts';
import { userName } from '../access/member-names.ts';

/**
 * What the history keeps of an incident and what is recorded on it: worded as the forms show
 * it (names, not ids), so the history reads as it was then.
 */

/** An incident as its history records it. */
export async function auditedIncident(trx: Knex, row: IncidentRow) {
  // One after another: the transaction's one connection takes a query at a time.
  const project = row.projectId
    ? await trx('projects').where({ id: row.projectId }).first('name')
    : undefined;
  const models = (await trx('incidentLlmModels')
    .join('llmModels', 'llmModels.id', 'incidentLlmModels.llmModelId')
    .where({ incidentId: row.id })
    .orderBy('llmModels.name')
    .pluck('llmModels.name')) as string[];
  const ownerName = await userName(trx, row.ownerId);
  return {
    companyId: row.companyId,
    projectId: row.projectId,
    title: row.title,
    description: row.description,
    projectName: (project as { name?: string } | undefined)?.name ?? null,
    llmModelNames: models.join(', ') || null,
    occurredAt: row.occurredAt,
    awareAt: row.awareAt,
    timeZone: row.timeZone,
    reportedBy: row.reportedBy,
    severity: row.severity,
    status: row.status,
    ownerName,
    rootCause: row.rootCause,
  };
}

/** An answer in words: "Yes", "No", "b, c", a date and time; null: withdrawn. */
export function answerWords(question: IncidentQuestion, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.length ? value.join(', ') : 'None';
  if (question === 'breachRisk') return BREACH_RISK_LABELS[value as BreachRisk];
  return String(value);
}

/** An answer as the history records it. */
export const auditedAnswer = (
  incident: Pick<IncidentRow, 'companyId' | 'projectId'>,
  question: IncidentQuestion,
  value: unknown,
) => ({
  companyId: incident.companyId,
  projectId: incident.projectId,
  question: INCIDENT_QUESTION_LABELS[question],
  value: answerWords(question, value),
});

/** A record on an incident is kept in the history under the incident's project. */
const ofIncident = (incident: Pick<IncidentRow, 'projectId'>, row: { companyId: string }) => ({
  companyId: row.companyId,
  projectId: incident.projectId,
});

export const auditedTimelineEntry = (
  incident: Pick<IncidentRow, 'projectId'>,
  row: IncidentTimelineEntryRow,
) => ({
  ...ofIncident(incident, row),
  kind: INCIDENT_TIMELINE_KIND_LABELS[row.kind],
  at: row.at,
  note: row.note,
});

export const auditedAction = (
  incident: Pick<IncidentRow, 'projectId'>,
  row: IncidentActionRow,
  ownerName: string | null,
) => ({
  ...ofIncident(incident, row),
  title: row.title,
  ownerName,
  dueOn: row.dueOn,
  status: row.status === 'done' ? 'Done' : 'Open',
});

/** A clock as a person names it: its article and what it asks. */
export function clockWords(clock: IncidentClockId): string {
  const rule = INCIDENT_CLOCK_RULES.find((candidate) => candidate.clock === clock);
  return rule ? `${rule.article}: ${rule.title}` : clock;
}

export const auditedReport = (
  incident: Pick<IncidentRow, 'projectId'>,
  row: IncidentReportRow,
) => ({
  ...ofIncident(incident, row),
  clock: clockWords(row.clock),
  kind: row.kind === 'initial' ? 'Initial' : 'Complete',
  submittedAt: row.submittedAt,
  recipient: row.recipient,
  reference: row.reference,
  supersedesId: row.supersedesId,
});
