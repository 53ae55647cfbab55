import {
  isIncidentActionOverdue,
  INCIDENT_QUESTIONS,
  nextIncidentDeadline,
  type Incident,
  type IncidentAction,
  type IncidentAnswers,
  type IncidentDetail,
  type IncidentReport,
  type IncidentTimelineEntry,
} from '@portfolio/contracts';
import { optionalIso, toIsoString } from '../../db/dates.ts';
import type { IncidentReportRow, IncidentTimelineEntryRow } from '../../models/incident.ts';
import type {
  ActionRecord,
  IncidentDetailRecord,
  IncidentRecord,
} from '../../services/incidents/incidents.ts';

const person = (id: string | null, name: string | null) => (id && name ? { id, name } : null);

function presentAnswers(record: IncidentRecord): IncidentAnswers {
  const answers: Record<string, unknown> = {};
  for (const question of INCIDENT_QUESTIONS) {
    const row = record.answers[question];
    answers[question] =
      row && row.value !== null && row.value !== undefined
        ? {
            value: row.value,
            answeredAt: toIsoString(row.answeredAt),
            answeredBy: person(row.answeredBy, row.answeredByName),
          }
        : null;
  }
  return answers as IncidentAnswers;
}

/** An incident as its list shows it, with its clocks. */
export function presentIncident(record: IncidentRecord): Incident {
  const { row } = record;
  return {
    id: row.id,
    companyId: row.companyId,
    project: record.project,
    llmModels: record.llmModels,
    title: row.title,
    description: row.description,
    occurredAt: optionalIso(row.occurredAt),
    awareAt: toIsoString(row.awareAt),
    timeZone: row.timeZone,
    reportedBy: row.reportedBy,
    severity: row.severity,
    status: row.status,
    owner: record.owner,
    rootCause: row.rootCause,
    answers: presentAnswers(record),
    aiAct: record.aiAct
      ? { roles: [...record.aiAct.roles], riskClass: record.aiAct.riskClass }
      : null,
    clocks: record.clocks.clocks,
    nextDueAt: nextIncidentDeadline(record.clocks.clocks)?.dueAt ?? null,
    aiActAppliesFrom: record.clocks.aiActAppliesFrom,
    createdAt: toIsoString(row.createdAt),
    updatedAt: toIsoString(row.updatedAt),
  };
}

const presentTimelineEntry = (row: IncidentTimelineEntryRow): IncidentTimelineEntry => ({
  id: row.id,
  kind: row.kind,
  at: toIsoString(row.at),
  note: row.note,
  createdAt: toIsoString(row.createdAt),
  createdBy: person(row.createdBy, row.createdByName),
});

const presentAction = (row: ActionRecord, today: string): IncidentAction => ({
  id: row.id,
  incidentId: row.incidentId,
  title: row.title,
  owner: person(row.ownerId, row.ownerName),
  dueOn: row.dueOn,
  status: row.status,
  doneAt: optionalIso(row.doneAt),
  overdue: isIncidentActionOverdue(row, today),
  createdAt: toIsoString(row.createdAt),
});

const presentReport = (
  row: IncidentReportRow,
  all: readonly IncidentReportRow[],
): IncidentReport => ({
  id: row.id,
  clock: row.clock,
  kind: row.kind,
  submittedAt: toIsoString(row.submittedAt),
  submittedBy: person(row.createdBy, row.createdByName),
  recipient: row.recipient,
  reference: row.reference,
  evidenceId: row.evidenceId,
  notes: row.notes,
  supersedesId: row.supersedesId,
  supersededById: all.find((other) => other.supersedesId === row.id)?.id ?? null,
  createdAt: toIsoString(row.createdAt),
  createdBy: person(row.createdBy, row.createdByName),
});

/** An incident with everything recorded on it; `today` (`YYYY-MM-DD`) dates the actions. */
export function presentIncidentDetail(record: IncidentDetailRecord, today: string): IncidentDetail {
  return {
    ...presentIncident(record),
    timeline: record.timeline.map(presentTimelineEntry),
    actions: record.actions.map((action) => presentAction(action, today)),
    reports: record.reports.map((report) => presentReport(report, record.reports)),
  };
}
