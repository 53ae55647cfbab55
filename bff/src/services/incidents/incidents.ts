import {
  incidentAnswerValues,
  incidentTimesProblem,
  pastInstantProblem,
  ERROR_CODES,
  INCIDENT_MESSAGES,
  INCIDENT_PAGE,
  classifyAiSystem,
  incidentClocks,
  isTimeZone,
  nextIncidentDeadline,
  type IncidentClockInput,
  type IncidentClocks,
  type IncidentCreateBody,
  type IncidentExportQuery,
  type IncidentListQuery,
  type IncidentQuestion,
  type IncidentUpdateBody,
  type OverdueIncidentClock,
} from '@portfolio/contracts';
import type { Knex } from 'knex';
import type { UnitOfWork } from '../../audit/unit-of-work.ts';
import { ConflictError, InputError, NotFoundError } from '../../errors.ts';
import { AiActAssessmentRow } from '../../models/ai-act.ts';
import {
  IncidentActionRow,
  IncidentAnswerRow,
  IncidentReportRow,
  IncidentRow,
  IncidentTimelineEntryRow,
} from '../../models/incident.ts';
import { markForReviewAfterIncident } from '../compliance/ai-act.ts';
import { nameOf } from '../compliance/evidence.ts';
import { auditedIncident } from './incident-history.ts';
import { groupedBy } from '../grouped.ts';

/**
 * The incident register: incidents with their answers, timeline, corrective actions and
 * reports, and the reporting clocks computed from them by the contract's rules table. Every
 * write is a unit of work (history, NOTIFY); nothing is deleted. Services answer rows (with the
 * names and clocks read beside them); the routes present them.
 */

/** A person as an incident names them: id and name. */
export interface Named {
  id: string;
  name: string;
}

/** An answer with the name of who gave it. */
export type AnswerRecord = IncidentAnswerRow;

/** An incident with what its list row and clocks need. */
export interface IncidentRecord {
  row: IncidentRow;
  project: Named | null;
  owner: Named | null;
  llmModels: Named[];
  answers: Partial<Record<IncidentQuestion, AnswerRecord>>;
  aiAct: IncidentClockInput['aiAct'];
  reports: IncidentReportRow[];
  clocks: IncidentClocks;
}

export type ActionRecord = IncidentActionRow & { ownerName: string | null };

/** An incident with everything recorded on it. */
export interface IncidentDetailRecord extends IncidentRecord {
  timeline: IncidentTimelineEntryRow[];
  actions: ActionRecord[];
}

type UserNames = { id: string; firstName: string | null; lastName: string | null; email: string };

async function namesOf(db: Knex, ids: readonly (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const users = (await db('users')
    .whereIn('id', wanted)
    .select('id', 'firstName', 'lastName', 'email')) as UserNames[];
  return new Map(users.map((u) => [u.id, nameOf(u.firstName, u.lastName, u.email)]));
}

const named = (id: string | null, names: Map<string, string>): Named | null =>
  id ? { id, name: names.get(id) ?? 'Unknown user' } : null;

/** Reads what the incidents' lists and clocks need, in a few queries for all of them. */
export async function recordsOf(
  db: Knex,
  rows: readonly IncidentRow[],
  now: Date,
): Promise<IncidentRecord[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const projectIds = [...new Set(rows.flatMap((row) => (row.projectId ? [row.projectId] : [])))];
  // One after another: `db` may be a transaction, whose one connection takes a query at a time.
  const projects = projectIds.length
    ? ((await db('projects').whereIn('id', projectIds).select('id', 'name')) as Named[])
    : [];
  const owners = await namesOf(
    db,
    rows.map((row) => row.ownerId),
  );
  const models = (await db('incidentLlmModels')
    .join('llmModels', 'llmModels.id', 'incidentLlmModels.llmModelId')
    .whereIn('incidentLlmModels.incidentId', ids)
    .orderBy('llmModels.name')
    .select('incidentLlmModels.incidentId', 'llmModels.id', 'llmModels.name')) as Array<
    Named & { incidentId: string }
  >;
  const answers = await IncidentAnswerRow.query(db)
    .whereIn('incidentId', ids)
    .distinctOn(['incidentId', 'question'])
    .orderBy([{ column: 'incidentId' }, { column: 'question' }, { column: 'id', order: 'desc' }]);
  const assessments = projectIds.length
    ? await AiActAssessmentRow.query(db).whereIn('projectId', projectIds)
    : [];
  const reports = await IncidentReportRow.query(db)
    .whereIn('incidentId', ids)
    .orderBy([{ column: 'submittedAt' }, { column: 'createdAt' }, { column: 'id' }]);
  const projectById = new Map(projects.map((p) => [p.id, p]));
  const assessmentOf = new Map(assessments.map((a) => [a.projectId, a]));
  return rows.map((row) => {
    const ownAnswers: Partial<Record<IncidentQuestion, AnswerRecord>> = {};
    for (const answer of answers) {
      if (answer.incidentId === row.id) ownAnswers[answer.question] = answer;
    }
    const assessment = row.projectId ? assessmentOf.get(row.projectId) : undefined;
    const classification = assessment
      ? classifyAiSystem({ roles: assessment.roles, answers: assessment.answers })
      : null;
    const aiAct =
      assessment && classification
        ? {
            roles: assessment.roles,
            riskClass: classification.riskClass,
            annex: classification.annex,
          }
        : null;
    const ownReports = reports.filter((report) => report.incidentId === row.id);
    const clocks = incidentClocks(
      {
        awareAt: row.awareAt.toISOString(),
        timeZone: row.timeZone,
        answers: incidentAnswerValues(ownAnswers),
        aiAct,
        submissions: ownReports.map((report) => ({
          id: report.id,
          clock: report.clock,
          kind: report.kind,
          submittedAt: report.submittedAt.toISOString(),
          supersedesId: report.supersedesId,
        })),
      },
      { now: now.toISOString() },
    );
    return {
      row,
      project: row.projectId ? (projectById.get(row.projectId) ?? null) : null,
      owner: named(row.ownerId, owners),
      llmModels: models
        .filter((model) => model.incidentId === row.id)
        .map(({ id, name }) => ({ id, name })),
      answers: ownAnswers,
      aiAct,
      reports: ownReports,
      clocks,
    };
  });
}

/**
 * Keeps each report's `due_at` equal to its clock's deadline as the records compute it (null
 * where the clock has none or the incident no longer owes the clock), so the report builder's
 * Reports on Time compares in SQL without a second copy of the rules. Writes only what moved.
 */
export async function keepReportDeadlines(
  db: Knex,
  records: readonly IncidentRecord[],
): Promise<void> {
  for (const record of records) {
    const dueOf = new Map(record.clocks.clocks.map((clock) => [clock.clock, clock.dueAt]));
    for (const report of record.reports) {
      const due = dueOf.get(report.clock) ?? null;
      const dueMs = due === null ? null : Date.parse(due);
      if ((report.dueAt?.getTime() ?? null) === dueMs) continue;
      const dueAt = dueMs === null ? null : new Date(dueMs);
      await IncidentReportRow.query(db).patch({ dueAt }).where({ id: report.id });
      report.dueAt = dueAt;
    }
  }
}

/** Keeps the report deadlines of some incidents (`keepReportDeadlines`), read as of `now`. */
export async function keepIncidentDeadlines(
  db: Knex,
  where: { ids: readonly string[] } | { projectId: string },
  now: Date,
): Promise<void> {
  const rows = await IncidentRow.query(db).modify((q) => {
    if ('ids' in where) q.whereIn('id', [...where.ids]);
    else q.where({ projectId: where.projectId });
  });
  await keepReportDeadlines(db, await recordsOf(db, rows, now));
}

/** The earliest open deadline of an incident, as milliseconds; none sorts last. */
const nextDue = (record: IncidentRecord) => {
  const next = nextIncidentDeadline(record.clocks.clocks);
  return next?.dueAt ? Date.parse(next.dueAt) : Number.POSITIVE_INFINITY;
};

/**
 * The company's incidents matching the filters, the next deadline first, then the latest
 * awareness (every page: the list pages it, the CSV export writes it). Clocks are computed, not
 * stored, so the order is made here: a company keeps tens of incidents, not thousands.
 */
export async function matchingIncidents(
  db: Knex,
  companyId: string,
  query: IncidentExportQuery,
  now: Date,
): Promise<IncidentRecord[]> {
  const rows = await IncidentRow.query(db)
    .where({ companyId })
    .modify((q) => {
      if (query.status) q.where({ status: query.status });
      else q.whereNot({ status: 'closed' });
      if (query.severity) q.where({ severity: query.severity });
      if (query.projectId) q.where({ projectId: query.projectId });
    });
  let records = await recordsOf(db, rows, now);
  if (query.regime) {
    records = records.filter((r) => r.clocks.clocks.some((c) => c.regime === query.regime));
  }
  records.sort(
    (a, b) =>
      nextDue(a) - nextDue(b) ||
      b.row.awareAt.getTime() - a.row.awareAt.getTime() ||
      a.row.id.localeCompare(b.row.id),
  );
  return records;
}

/** A page of `matchingIncidents`, with how many match. */
export async function listIncidents(
  db: Knex,
  companyId: string,
  query: IncidentListQuery,
  now: Date,
): Promise<{ records: IncidentRecord[]; total: number }> {
  const records = await matchingIncidents(db, companyId, query, now);
  const offset = query.offset ?? 0;
  const limit = query.limit ?? INCIDENT_PAGE.default;
  return { records: records.slice(offset, offset + limit), total: records.length };
}

/** An incident with its timeline, actions and reports. */
export async function readIncident(
  db: Knex,
  id: string,
  now: Date = new Date(),
): Promise<IncidentDetailRecord> {
  const row = await IncidentRow.query(db).findById(id);
  if (!row) throw new NotFoundError(INCIDENT_MESSAGES.notFound);
  const [record] = await recordsOf(db, [row], now);
  // One after another, as in `recordsOf`.
  const timeline = await IncidentTimelineEntryRow.query(db)
    .where({ incidentId: id })
    .orderBy([{ column: 'at' }, { column: 'createdAt' }]);
  const actions = await IncidentActionRow.query(db)
    .where({ incidentId: id })
    .orderBy([{ column: 'createdAt' }, { column: 'id' }]);
  const owners = await namesOf(
    db,
    actions.map((a) => a.ownerId),
  );
  return {
    ...record!,
    timeline,
    actions: actions.map((action) =>
      Object.assign(action, {
        ownerName: action.ownerId ? (owners.get(action.ownerId) ?? null) : null,
      }),
    ),
  };
}

/** A date and time a person gave: one that exists, and not in the future. */
export function pastInstant(value: string, label: string, now: Date): Date {
  const problem = pastInstantProblem(value, label, now);
  if (problem) throw new InputError(problem);
  return new Date(value);
}

/** The member's id, when they are a member of the company; 400 otherwise. */
export async function memberOf(trx: Knex, companyId: string, userId: string | null | undefined) {
  if (!userId) return null;
  const member = await trx('companyMembers').where({ companyId, userId }).first('userId');
  if (!member) throw new InputError(INCIDENT_MESSAGES.ownerNotMember);
  return userId;
}

async function checkProject(trx: Knex, companyId: string, projectId: string | null | undefined) {
  if (!projectId) return null;
  const project = await trx('projects').where({ id: projectId, companyId }).first('id');
  if (!project) throw new InputError(INCIDENT_MESSAGES.projectNotFound);
  return projectId;
}

async function setLlmModels(
  trx: Knex,
  incident: Pick<IncidentRow, 'id' | 'companyId'>,
  ids: readonly string[],
) {
  const unique = [...new Set(ids)];
  if (unique.length) {
    const found = await trx('llmModels')
      .where({ companyId: incident.companyId })
      .whereIn('id', unique);
    if (found.length !== unique.length) throw new InputError(INCIDENT_MESSAGES.llmModelNotFound);
  }
  await trx('incidentLlmModels').where({ incidentId: incident.id }).delete();
  if (unique.length) {
    await trx('incidentLlmModels').insert(
      unique.map((llmModelId) => ({ incidentId: incident.id, llmModelId })),
    );
  }
}

function checkTimes(awareAt: Date, occurredAt: Date | null) {
  const problem = incidentTimesProblem(awareAt, occurredAt);
  if (problem) throw new InputError(problem);
}

function checkTimeZone(timeZone: string | undefined) {
  if (timeZone !== undefined && !isTimeZone(timeZone)) {
    throw new InputError(INCIDENT_MESSAGES.timeZone);
  }
}

/**
 * Records an incident. On a high-risk project its EU AI Act assessment is marked for review
 * (post-market monitoring), in the same unit of work.
 */
export async function createIncident(
  uow: UnitOfWork,
  companyId: string,
  body: IncidentCreateBody,
  createdBy: string | null,
  now: Date,
): Promise<IncidentRow> {
  const { trx } = uow;
  const awareAt = pastInstant(body.awareAt, 'Aware at', now);
  const occurredAt = body.occurredAt ? pastInstant(body.occurredAt, 'Occurred at', now) : null;
  checkTimes(awareAt, occurredAt);
  checkTimeZone(body.timeZone);
  const projectId = await checkProject(trx, companyId, body.projectId);
  const ownerId = await memberOf(trx, companyId, body.ownerId);
  const row = await IncidentRow.query(trx).insertAndFetch({
    companyId,
    projectId,
    title: body.title.trim(),
    description: body.description ?? '',
    occurredAt,
    awareAt,
    timeZone: body.timeZone ?? 'UTC',
    reportedBy: body.reportedBy?.trim() ?? '',
    severity: body.severity,
    status: 'open',
    ownerId,
    rootCause: null,
    createdBy,
  });
  await setLlmModels(trx, row, body.llmModelIds ?? []);
  await uow.record({
    entity: 'incident',
    id: row.id,
    action: 'created',
    after: await auditedIncident(trx, row),
    label: row.title,
  });
  if (projectId) await markForReviewAfterIncident(uow, projectId);
  return row;
}

/**
 * Changes an incident. A closed incident changes only by being reopened (its status alone or
 * with other fields); a new project that is high-risk gets its assessment marked for review.
 */
export async function updateIncident(
  uow: UnitOfWork,
  id: string,
  body: IncidentUpdateBody,
  now: Date,
): Promise<IncidentRow> {
  const { trx } = uow;
  const before = await uow.lock(IncidentRow, id, INCIDENT_MESSAGES.notFound);
  if (before.status === 'closed' && (body.status === undefined || body.status === 'closed')) {
    throw new ConflictError(INCIDENT_MESSAGES.closed, { code: ERROR_CODES.incidentClosed });
  }
  const auditedBefore = await auditedIncident(trx, before);
  const patch: Partial<IncidentRow> = {};
  if (body.title !== undefined) patch.title = body.title.trim();
  if (body.description !== undefined) patch.description = body.description;
  if (body.awareAt !== undefined) patch.awareAt = pastInstant(body.awareAt, 'Aware at', now);
  if (body.occurredAt !== undefined) {
    patch.occurredAt = body.occurredAt ? pastInstant(body.occurredAt, 'Occurred at', now) : null;
  }
  checkTimes(
    patch.awareAt ?? before.awareAt,
    patch.occurredAt !== undefined ? patch.occurredAt : before.occurredAt,
  );
  checkTimeZone(body.timeZone);
  if (body.timeZone !== undefined) patch.timeZone = body.timeZone;
  if (body.reportedBy !== undefined) patch.reportedBy = body.reportedBy.trim();
  if (body.severity !== undefined) patch.severity = body.severity;
  if (body.status !== undefined) patch.status = body.status;
  if (body.rootCause !== undefined) patch.rootCause = body.rootCause?.trim() || null;
  if (body.ownerId !== undefined)
    patch.ownerId = await memberOf(trx, before.companyId, body.ownerId);
  if (body.projectId !== undefined) {
    patch.projectId = await checkProject(trx, before.companyId, body.projectId);
  }
  const after = await IncidentRow.query(trx).patchAndFetchById(id, patch);
  if (body.llmModelIds !== undefined) await setLlmModels(trx, after, body.llmModelIds);
  await uow.record({
    entity: 'incident',
    id,
    action: 'updated',
    before: auditedBefore,
    after: await auditedIncident(trx, after),
    label: after.title,
  });
  if (after.projectId && after.projectId !== before.projectId) {
    await markForReviewAfterIncident(uow, after.projectId);
  }
  // Awareness, zone and project move the clocks.
  await keepIncidentDeadlines(trx, { ids: [id] }, now);
  return after;
}

/** The incident locked for a write of something recorded on it; a closed one answers 409. */
export async function lockOpenIncident(uow: UnitOfWork, id: string): Promise<IncidentRow> {
  const incident = await uow.lock(IncidentRow, id, INCIDENT_MESSAGES.notFound);
  if (incident.status === 'closed') {
    throw new ConflictError(INCIDENT_MESSAGES.closed, { code: ERROR_CODES.incidentClosed });
  }
  return incident;
}

/** The incidents not closed, of some projects or (without `projectIds`) of every company. */
export async function openIncidentRecords(
  db: Knex,
  now: Date,
  projectIds?: readonly string[],
): Promise<IncidentRecord[]> {
  const rows = await IncidentRow.query(db)
    .whereNot({ status: 'closed' })
    .modify((q) => {
      if (projectIds) q.whereIn('projectId', [...projectIds]);
    });
  return recordsOf(db, rows, now);
}

/** What the `incident-action-overdue` rule reads: each project's actions past their due day. */
export async function overdueIncidentActions(
  db: Knex,
  projectIds: readonly string[],
  today: string,
): Promise<Map<string, Array<{ incidentTitle: string; title: string; dueOn: string }>>> {
  if (projectIds.length === 0) return new Map();
  const rows = (await db('incidentActions as a')
    .join('incidents as i', 'i.id', 'a.incidentId')
    .whereIn('i.projectId', [...projectIds])
    .whereNot('i.status', 'closed')
    .where('a.status', 'open')
    .where('a.dueOn', '<', today)
    .orderBy([{ column: 'a.dueOn' }, { column: 'a.id' }])
    .select(
      'i.projectId',
      'i.title as incidentTitle',
      'a.title',
      db.raw('a.due_on::text as "dueOn"'),
    )) as Array<{
    projectId: string;
    incidentTitle: string;
    title: string;
    dueOn: string;
  }>;
  return groupedBy(projectIds, rows, 'projectId');
}

/** What the `incident-report-overdue` rule reads: each project's clocks past their deadline. */
export async function overdueIncidentClocks(
  db: Knex,
  projectIds: readonly string[],
  now: Date,
): Promise<Map<string, OverdueIncidentClock[]>> {
  const byProject = new Map<string, OverdueIncidentClock[]>(projectIds.map((id) => [id, []]));
  if (projectIds.length === 0) return byProject;
  for (const record of await openIncidentRecords(db, now, projectIds)) {
    for (const clock of record.clocks.clocks) {
      if (clock.state !== 'overdue' || clock.dueAt === null) continue;
      byProject.get(record.row.projectId!)?.push({
        incidentTitle: record.row.title,
        report: `${clock.article}: ${clock.title}`,
        dueAt: clock.dueAt,
      });
    }
  }
  return byProject;
}
