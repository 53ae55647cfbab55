import {
  REPORT_NOT_EDITABLE_MESSAGE,
  REPORT_PRIVATE_RECIPIENTS_MESSAGE,
  REPORT_RECIPIENTS_MESSAGE,
  REPORT_RECIPIENTS_REQUIRED_MESSAGE,
  REPORT_SAME_NAME_MESSAGE,
  describeReportDefinition,
  nextReportRun,
  type MemberRole,
  type ReportScheduleBody,
  type SavedReportCreateBody,
  type SavedReportUpdateBody,
  notFoundMessage,
} from '@portfolio/contracts';
import type { Knex } from 'knex';
import type { UnitOfWork } from '../../audit/unit-of-work.ts';
import {
  ConflictError,
  fieldError,
  ForbiddenError,
  isUniqueViolation,
  NotFoundError,
} from '../../errors.ts';
import { Report } from '../../models/report.ts';
import { checkReportDefinition } from './report-sql.ts';

/** Who asks: the signed-in person and their role in the report's company. */
export interface ReportViewer {
  userId: string;
  role: MemberRole;
}

/** A private report is its creator's alone: to anyone else it does not exist (404). */
export const canSee = (report: Report, viewer: ReportViewer) =>
  report.visibility === 'shared' || report.createdBy === viewer.userId;

/** Its creator changes it; an admin may change a shared one too. */
export const canEdit = (report: Report, viewer: ReportViewer) =>
  report.createdBy === viewer.userId || (report.visibility === 'shared' && viewer.role === 'admin');

export function visibleOr404(report: Report, viewer: ReportViewer): Report {
  if (!canSee(report, viewer)) throw new NotFoundError(notFoundMessage('report'));
  return report;
}

function editableOr403(report: Report, viewer: ReportViewer): void {
  visibleOr404(report, viewer);
  if (!canEdit(report, viewer)) throw new ForbiddenError(REPORT_NOT_EDITABLE_MESSAGE);
}

/** A report with its creator's name, as the routes present it. */
export type ReportWithCreator = Report & {
  creatorFirstName?: string | null;
  creatorLastName?: string | null;
  creatorEmail?: string | null;
};

const withCreator = (query: ReturnType<typeof Report.query>) =>
  query
    .leftJoin('users as creator', 'creator.id', 'reports.createdBy')
    .select(
      'reports.*',
      'creator.firstName as creatorFirstName',
      'creator.lastName as creatorLastName',
      'creator.email as creatorEmail',
    );

/** The report with its creator's name, for an answer. */
export async function readReport(db: Knex, id: string): Promise<ReportWithCreator> {
  const row = await withCreator(Report.query(db)).findById(id);
  if (!row) throw new NotFoundError(notFoundMessage('report'));
  return row as ReportWithCreator;
}

/** The company's shared reports and the viewer's private ones, by name. */
export async function listReports(
  db: Knex,
  companyId: string,
  viewer: ReportViewer,
): Promise<ReportWithCreator[]> {
  return (await withCreator(Report.query(db))
    .where('reports.companyId', companyId)
    .where((w) =>
      w.where('reports.visibility', 'shared').orWhere('reports.createdBy', viewer.userId),
    )
    .orderByRaw('lower(reports.name), reports.id')) as ReportWithCreator[];
}

/** What the history keeps of a report: its name, visibility, definition in words, schedule. */
async function auditView(trx: Knex, row: Report) {
  const recipients = row.scheduleRecipients.length
    ? ((await trx('users')
        .whereIn('id', row.scheduleRecipients)
        .orderBy('email')
        .pluck('email')) as string[])
    : [];
  return {
    companyId: row.companyId,
    name: row.name,
    visibility: row.visibility === 'shared' ? 'Shared' : 'Private',
    definition: describeReportDefinition(row.definition),
    frequency:
      row.scheduleFrequency === null
        ? null
        : row.scheduleFrequency === 'weekly'
          ? 'Weekly'
          : 'Monthly',
    recipients,
  };
}

async function saving<T>(work: () => PromiseLike<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new ConflictError(REPORT_SAME_NAME_MESSAGE, {
        code: 'duplicate_report_name',
        details: [{ field: 'name', message: REPORT_SAME_NAME_MESSAGE }],
      });
    }
    throw error;
  }
}

export async function createReport(
  uow: UnitOfWork,
  companyId: string,
  userId: string,
  body: SavedReportCreateBody,
): Promise<Report> {
  checkReportDefinition(body.definition, 'definition.');
  const created = await saving(() =>
    Report.query(uow.trx).insertAndFetch({
      companyId,
      name: body.name.trim(),
      definition: body.definition,
      visibility: body.visibility,
      createdBy: userId,
    }),
  );
  await uow.record({
    entity: 'report',
    id: created.id,
    action: 'created',
    after: await auditView(uow.trx, created),
  });
  return created;
}

export async function updateReport(
  uow: UnitOfWork,
  report: Report,
  viewer: ReportViewer,
  body: SavedReportUpdateBody,
): Promise<Report> {
  const before = await uow.lock(Report, report.id, notFoundMessage('report'));
  editableOr403(before, viewer);
  if (body.definition) checkReportDefinition(body.definition, 'definition.');
  const patch: Partial<Report> = {};
  if (body.name !== undefined) patch.name = body.name.trim();
  if (body.definition !== undefined) patch.definition = body.definition;
  if (body.visibility !== undefined) {
    patch.visibility = body.visibility;
    // Made private, it may go on being sent to its creator alone.
    if (
      body.visibility === 'private' &&
      before.scheduleRecipients.some((id) => id !== before.createdBy)
    ) {
      patch.scheduleRecipients = before.scheduleRecipients.filter((id) => id === before.createdBy);
      if (patch.scheduleRecipients.length === 0) {
        Object.assign(patch, { scheduleFrequency: null, scheduleNextRunAt: null });
      }
    }
  }
  const after = await saving(() => Report.query(uow.trx).patchAndFetchById(before.id, patch));
  await recordUpdate(uow, before, after);
  return after;
}

/** A report's change, the history keeping each side as `auditView` shows it. */
async function recordUpdate(uow: UnitOfWork, before: Report, after: Report) {
  await uow.record({
    entity: 'report',
    id: before.id,
    action: 'updated',
    before: await auditView(uow.trx, before),
    after: await auditView(uow.trx, after),
  });
}

export async function deleteReport(uow: UnitOfWork, report: Report, viewer: ReportViewer) {
  const before = await uow.lock(Report, report.id, notFoundMessage('report'));
  editableOr403(before, viewer);
  await Report.query(uow.trx).deleteById(before.id);
  await uow.record({
    entity: 'report',
    id: before.id,
    action: 'deleted',
    before: await auditView(uow.trx, before),
  });
}

/**
 * Sets (or, with a null frequency, stops) the e-mail schedule. Recipients are user ids of the
 * company's members; a private report goes to its creator alone.
 */
export async function scheduleReport(
  uow: UnitOfWork,
  report: Report,
  viewer: ReportViewer,
  body: ReportScheduleBody,
  now = new Date(),
): Promise<Report> {
  const before = await uow.lock(Report, report.id, notFoundMessage('report'));
  editableOr403(before, viewer);
  const invalid = (message: string) => fieldError('recipients', message);
  let patch: Partial<Report>;
  if (body.frequency === null) {
    patch = { scheduleFrequency: null, scheduleRecipients: [], scheduleNextRunAt: null };
  } else {
    const recipients = body.recipients ?? [];
    if (recipients.length === 0) throw invalid(REPORT_RECIPIENTS_REQUIRED_MESSAGE);
    const members = (await uow
      .trx('companyMembers')
      .where('companyId', before.companyId)
      .whereIn('userId', recipients)
      .pluck('userId')) as string[];
    if (members.length !== recipients.length) throw invalid(REPORT_RECIPIENTS_MESSAGE);
    if (before.visibility === 'private' && recipients.some((id) => id !== before.createdBy)) {
      throw invalid(REPORT_PRIVATE_RECIPIENTS_MESSAGE);
    }
    patch = {
      scheduleFrequency: body.frequency,
      scheduleRecipients: recipients,
      scheduleNextRunAt: nextReportRun(body.frequency, now),
    };
  }
  const after = await Report.query(uow.trx).patchAndFetchById(before.id, patch);
  await recordUpdate(uow, before, after);
  return after;
}
