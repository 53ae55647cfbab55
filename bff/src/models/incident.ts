import type {
  IncidentActionStatus,
  IncidentClockId,
  IncidentQuestion,
  IncidentReportKind,
  IncidentSeverity,
  IncidentStatus,
  IncidentTimelineKind,
} from '@portfolio/contracts';
import { CompanyOwnedModel, CompanyTimestampedModel } from './base-model.ts';

/** An incident of a company, usually of one of its projects (`contracts/src/incidents`). */
export class IncidentRow extends CompanyTimestampedModel {
  static override tableName = 'incidents';

  declare projectId: string | null;
  declare title: string;
  declare description: string;
  declare occurredAt: Date | null;
  /** When the company became aware: the clocks start here. */
  declare awareAt: Date;
  declare timeZone: string;
  declare reportedBy: string;
  declare severity: IncidentSeverity;
  declare status: IncidentStatus;
  declare ownerId: string | null;
  declare rootCause: string | null;
  declare createdBy: string | null;
}

/** An answer to a classification question; the latest row of a question is its answer. */
export class IncidentAnswerRow extends CompanyOwnedModel {
  static override tableName = 'incident_answers';

  declare incidentId: string;
  declare question: IncidentQuestion;
  /** The answer as JSON; null: withdrawn. */
  declare value: unknown;
  declare answeredBy: string | null;
  declare answeredByName: string | null;
  declare answeredAt: Date;
}

/** What happened when, on an incident. */
export class IncidentTimelineEntryRow extends CompanyTimestampedModel {
  static override tableName = 'incident_timeline_entries';

  declare incidentId: string;
  declare kind: IncidentTimelineKind;
  declare at: Date;
  declare note: string;
  declare createdBy: string | null;
  declare createdByName: string | null;
}

/** A corrective action of an incident. */
export class IncidentActionRow extends CompanyTimestampedModel {
  static override tableName = 'incident_actions';

  declare incidentId: string;
  declare title: string;
  declare ownerId: string | null;
  /** `YYYY-MM-DD`, written as text and read back by the `date` type parser. */
  declare dueOn: string | null;
  declare status: IncidentActionStatus;
  declare doneAt: Date | null;
}

/** A report submitted for one of an incident's clocks; a correction supersedes an earlier one. */
export class IncidentReportRow extends CompanyTimestampedModel {
  static override tableName = 'incident_reports';

  declare incidentId: string;
  declare clock: IncidentClockId;
  declare kind: IncidentReportKind;
  declare submittedAt: Date;
  declare recipient: string;
  declare reference: string | null;
  declare evidenceId: string | null;
  declare notes: string | null;
  declare supersedesId: string | null;
  /** Its clock's deadline, kept by the incident service (`keepReportDeadlines`); null: none. */
  declare dueAt: Date | null;
  declare createdBy: string | null;
  declare createdByName: string | null;
}
