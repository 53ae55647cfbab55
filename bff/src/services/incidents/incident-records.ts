import {
  INCIDENT_MESSAGES,
  INCIDENT_QUESTIONS,
  type IncidentActionCreateBody,
  type IncidentActionUpdateBody,
  type IncidentAnswersBody,
  type IncidentQuestion,
  type IncidentReportBody,
  type IncidentTimelineBody,
} from '@portfolio/contracts';
import type { UnitOfWork } from '../../audit/unit-of-work.ts';
import { InputError } from '../../errors.ts';
import { userName } from '../access/member-names.ts';
import {
  IncidentActionRow,
  IncidentAnswerRow,
  IncidentReportRow,
  IncidentTimelineEntryRow,
  type IncidentRow,
} from '../../models/incident.ts';
import {
  auditedAction,
  auditedAnswer,
  auditedReport,
  auditedTimelineEntry,
} from './incident-history.ts';
import {
  keepIncidentDeadlines,
  lockOpenIncident,
  memberOf,
  pastInstant,
  readIncident,
} from './incidents.ts';

/**
 * What is recorded on an incident: answers, timeline entries, corrective actions and reports.
 * Each is a new row (an action's status and fields change in place); nothing is deleted.
 */

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Answers classification questions: each answer that differs from the current one is a new row
 * with who gave it and when, and its own history entry. Answering "classified major under
 * DORA" yes without the instant of classification classifies it now.
 */
export async function answerIncident(
  uow: UnitOfWork,
  id: string,
  body: IncidentAnswersBody,
  answeredBy: string | null,
  now: Date,
): Promise<void> {
  const incident = await lockOpenIncident(uow, id);
  const given = { ...body } as Partial<Record<IncidentQuestion, unknown>>;
  if (typeof given.doraClassifiedAt === 'string') {
    given.doraClassifiedAt = pastInstant(
      given.doraClassifiedAt,
      'Classified as major at',
      now,
    ).toISOString();
  }
  const current = new Map(
    (
      await IncidentAnswerRow.query(uow.trx)
        .where({ incidentId: id })
        .distinctOn('question')
        .orderBy([{ column: 'question' }, { column: 'id', order: 'desc' }])
    ).map((row) => [row.question, row.value]),
  );
  if (given.doraMajor === true && given.doraClassifiedAt === undefined) {
    if ((current.get('doraClassifiedAt') ?? null) === null)
      given.doraClassifiedAt = now.toISOString();
  }
  const name = await userName(uow.trx, answeredBy);
  for (const question of INCIDENT_QUESTIONS) {
    if (!Object.hasOwn(given, question)) continue;
    const value = given[question] ?? null;
    if (same(current.get(question), value)) continue;
    const [row] = (await uow
      .trx('incidentAnswers')
      .insert({
        companyId: incident.companyId,
        incidentId: id,
        question,
        value: value === null ? null : JSON.stringify(value),
        answeredBy,
        answeredByName: name,
        answeredAt: now,
      })
      .returning('id')) as Array<{ id: string | number }>;
    await uow.record({
      entity: 'incident_answer',
      id: String(row!.id),
      action: 'created',
      after: auditedAnswer(incident, question, value),
      label: incident.title,
    });
  }
  await keepIncidentDeadlines(uow.trx, { ids: [id] }, now);
}

/** Adds what happened when. */
export async function addTimelineEntry(
  uow: UnitOfWork,
  id: string,
  body: IncidentTimelineBody,
  createdBy: string | null,
  now: Date,
): Promise<void> {
  const incident = await lockOpenIncident(uow, id);
  const row = await IncidentTimelineEntryRow.query(uow.trx).insertAndFetch({
    companyId: incident.companyId,
    incidentId: id,
    kind: body.kind,
    at: pastInstant(body.at, 'At', now),
    note: body.note?.trim() ?? '',
    createdBy,
    createdByName: await userName(uow.trx, createdBy),
  });
  await uow.record({
    entity: 'incident_timeline_entry',
    id: row.id,
    action: 'created',
    after: auditedTimelineEntry(incident, row),
    label: incident.title,
  });
}

/** Adds a corrective action. */
export async function addAction(
  uow: UnitOfWork,
  id: string,
  body: IncidentActionCreateBody,
): Promise<void> {
  const incident = await lockOpenIncident(uow, id);
  const ownerId = await memberOf(uow.trx, incident.companyId, body.ownerId);
  const row = await IncidentActionRow.query(uow.trx).insertAndFetch({
    companyId: incident.companyId,
    incidentId: id,
    title: body.title.trim(),
    ownerId,
    dueOn: body.dueOn ?? null,
    status: 'open',
    doneAt: null,
  });
  await uow.record({
    entity: 'incident_action',
    id: row.id,
    action: 'created',
    after: auditedAction(incident, row, await userName(uow.trx, ownerId)),
    label: row.title,
  });
}

/** Changes a corrective action of an open incident; answers its incident's id. */
export async function updateAction(
  uow: UnitOfWork,
  actionId: string,
  body: IncidentActionUpdateBody,
  now: Date,
): Promise<string> {
  const before = await uow.lock(IncidentActionRow, actionId, INCIDENT_MESSAGES.actionNotFound);
  const incident = await lockOpenIncident(uow, before.incidentId);
  const patch: Partial<IncidentActionRow> = {};
  if (body.title !== undefined) patch.title = body.title.trim();
  if (body.dueOn !== undefined) patch.dueOn = body.dueOn;
  if (body.ownerId !== undefined)
    patch.ownerId = await memberOf(uow.trx, incident.companyId, body.ownerId);
  if (body.status !== undefined && body.status !== before.status) {
    patch.status = body.status;
    patch.doneAt = body.status === 'done' ? now : null;
  }
  const after = await IncidentActionRow.query(uow.trx).patchAndFetchById(actionId, patch);
  await uow.record({
    entity: 'incident_action',
    id: actionId,
    action: 'updated',
    before: auditedAction(incident, before, await userName(uow.trx, before.ownerId)),
    after: auditedAction(incident, after, await userName(uow.trx, after.ownerId)),
    label: after.title,
  });
  return incident.id;
}

/**
 * Records a report as submitted, for a clock the incident has now. A correction names the
 * report it corrects: an earlier report of the same clock of this incident, not corrected yet.
 * A document is evidence of this incident.
 */
export async function recordReport(
  uow: UnitOfWork,
  id: string,
  body: IncidentReportBody,
  createdBy: string | null,
  now: Date,
): Promise<IncidentReportRow> {
  const incident: IncidentRow = await lockOpenIncident(uow, id);
  const submittedAt = pastInstant(body.submittedAt, 'Submitted at', now);
  const detail = await readIncident(uow.trx, id, now);
  if (!detail.clocks.clocks.some((clock) => clock.clock === body.clock)) {
    throw new InputError(INCIDENT_MESSAGES.clockNotOwed);
  }
  if (body.supersedesId) {
    const corrected = detail.reports.find((report) => report.id === body.supersedesId);
    if (!corrected || corrected.clock !== body.clock) {
      throw new InputError(INCIDENT_MESSAGES.supersedesUnknown);
    }
    if (detail.reports.some((report) => report.supersedesId === body.supersedesId)) {
      throw new InputError(INCIDENT_MESSAGES.supersededAlready);
    }
  }
  if (body.evidenceId) {
    const evidence = await uow
      .trx('obligationEvidence')
      .where({ id: body.evidenceId, incidentId: id })
      .first('id');
    if (!evidence) throw new InputError(INCIDENT_MESSAGES.evidenceUnknown);
  }
  const row = await IncidentReportRow.query(uow.trx).insertAndFetch({
    companyId: incident.companyId,
    incidentId: id,
    clock: body.clock,
    kind: body.kind,
    submittedAt,
    recipient: body.recipient.trim(),
    reference: body.reference?.trim() || null,
    evidenceId: body.evidenceId ?? null,
    notes: body.notes?.trim() || null,
    supersedesId: body.supersedesId ?? null,
    createdBy,
    createdByName: await userName(uow.trx, createdBy),
  });
  await uow.record({
    entity: 'incident_report',
    id: row.id,
    action: 'created',
    after: auditedReport(incident, row),
    label: incident.title,
  });
  // The report's own deadline, and those of the clocks it starts.
  await keepIncidentDeadlines(uow.trx, { ids: [id] }, now);
  return row;
}
