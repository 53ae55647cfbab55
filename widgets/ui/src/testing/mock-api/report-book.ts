import {
  notFoundMessage,
  REPORT_NOT_EDITABLE_MESSAGE,
  REPORT_PRIVATE_RECIPIENTS_MESSAGE,
  REPORT_RECIPIENTS_MESSAGE,
  REPORT_RECIPIENTS_REQUIRED_MESSAGE,
  REPORT_SAME_NAME_MESSAGE,
  ReportDefinition,
  ReportScheduleBody,
  SavedReportCreateBody,
  SavedReportUpdateBody,
  nextReportRun,
  reportDefinitionProblems,
  routes,
  runReport,
  type FieldError,
  type IncidentFigures,
  type Project,
  type Proposal,
  type ReportResult,
  type SavedReport,
  type TSchema,
} from '@portfolio/contracts';
import { checkFields } from '@portfolio/contracts/validation';
import { csvFile, csvText } from './csv-text';
import { currentUserRef } from '../demo-data/fixtures';
import { HttpResponse, errorAnswer, invalidAnswer, mockRoute, noContent } from './mock-route';
import { removeById, replaceById } from './mock-route';

/**
 * Custom reports in memory, answering like the BFF: a definition's rows computed by the
 * contract's `runReport` over the store's projects or proposals (the BFF computes the same in
 * SQL), saved
 * reports private to the demo user or shared, names unique as the BFF keeps them, schedules and
 * the CSV export. The caller is the demo user (`makeCurrentUser`), an admin.
 */
export interface ReportBookSource {
  projects: (companyId: string) => readonly Project[];
  /** Open (or acknowledged) risks per project id. */
  openRisks: (companyId: string) => ReadonlyMap<string, number>;
  /** The incident register's figures per project id (none: no incident counted). */
  incidentFigures?: (companyId: string) => ReadonlyMap<string, IncidentFigures>;
  /** The company's members' user ids: when given, a schedule's recipients must be among them. */
  memberIds?: (companyId: string) => readonly string[];
  /** The company's proposals, for reports of proposals (none unless given). */
  proposals?: (companyId: string) => readonly Proposal[];
}

const me = currentUserRef;

/** `reports`: saved reports to start with (the demo user's, a colleague's shared ones). */
export function createReportBook(source: ReportBookSource, initial: SavedReport[] = []) {
  let reports = structuredClone(initial);
  // Only their author may change a report, whoever saved it.
  const asSeen = (r: SavedReport): SavedReport => ({ ...r, canEdit: r.createdBy === me().id });
  const now = () => new Date().toISOString();
  const taken = (companyId: string, name: string, visibility: string, except?: string) =>
    reports.some(
      (r) =>
        r.id !== except &&
        r.companyId === companyId &&
        r.visibility === visibility &&
        (visibility === 'shared' || r.createdBy === me().id) &&
        r.name.toLowerCase() === name.trim().toLowerCase(),
    );

  return {
    run(companyId: string, definition: ReportDefinition): ReportResult {
      const risks = source.openRisks(companyId);
      const incidents = source.incidentFigures?.(companyId);
      return runReport(
        definition,
        source.projects(companyId).filter((p) => p.companyId === companyId),
        (p) => ({
          ...incidents?.get(p.id),
          openRisks: risks.get(p.id) ?? 0,
          aiActClass: p.aiActRiskClass ?? null,
        }),
        (source.proposals?.(companyId) ?? []).filter((p) => p.companyId === companyId),
      );
    },
    list: (companyId: string) =>
      reports
        .filter(
          (r) =>
            r.companyId === companyId && (r.visibility === 'shared' || r.createdBy === me().id),
        )
        .sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()))
        .map(asSeen),
    get(id: string): SavedReport | undefined {
      const found = reports.find(
        (r) => r.id === id && (r.visibility === 'shared' || r.createdBy === me().id),
      );
      return found && asSeen(found);
    },
    memberIds: source.memberIds,
    /** The new report, or the BFF's 409 for a name taken. */
    create(
      companyId: string,
      body: SavedReportCreateBody,
      createdBy = me(),
    ): SavedReport | 'taken' {
      if (taken(companyId, body.name, body.visibility)) return 'taken';
      const report: SavedReport = {
        id: crypto.randomUUID(),
        companyId,
        name: body.name.trim(),
        definition: body.definition,
        visibility: body.visibility,
        createdBy: createdBy.id,
        createdByName: createdBy.name,
        canEdit: true,
        schedule: null,
        createdAt: now(),
        updatedAt: now(),
      };
      reports = [...reports, report];
      return report;
    },
    update(id: string, body: SavedReportUpdateBody): SavedReport | 'taken' | undefined {
      const current = reports.find((r) => r.id === id);
      if (!current) return undefined;
      const next = {
        ...current,
        ...body,
        name: body.name?.trim() ?? current.name,
        updatedAt: now(),
      };
      if (taken(current.companyId, next.name, next.visibility, id)) return 'taken';
      reports = reports.map((r) => (r.id === id ? next : r));
      return next;
    },
    remove: (id: string) => removeById(reports, id, (rest) => (reports = rest)),
    schedule: (id: string, body: ReportScheduleBody) =>
      replaceById(
        reports,
        id,
        (current) => ({
          ...current,
          schedule:
            body.frequency === null
              ? null
              : {
                  frequency: body.frequency,
                  recipients: body.recipients ?? [],
                  nextRunAt: nextReportRun(body.frequency, new Date()).toISOString(),
                  lastSentAt: current.schedule?.lastSentAt ?? null,
                },
          updatedAt: now(),
        }),
        (rest) => (reports = rest),
      ),
  };
}

export type ReportBook = ReturnType<typeof createReportBook>;

/** The BFF's 400 for a body off its schema, as its validation words it; undefined when it fits. */
const schemaRefused = (schema: TSchema, body: unknown) => {
  const details: FieldError[] = Object.entries(checkFields(schema, body)).map(
    ([field, message]) => ({ field, message }),
  );
  return details.length > 0 ? invalidAnswer(details) : undefined;
};
/** A definition the schema takes but the report rules refuse (a measure without a group…). */
const definitionRefused = (definition: ReportDefinition, prefix = '') => {
  const problems = reportDefinitionProblems(definition);
  if (problems.length === 0) return undefined;
  return invalidAnswer(problems.map((p) => ({ field: prefix + p.field, message: p.message })));
};
const nameTaken = () =>
  errorAnswer(409, REPORT_SAME_NAME_MESSAGE, {
    code: 'duplicate_report_name',
    details: [{ field: 'name', message: REPORT_SAME_NAME_MESSAGE }],
  });
const notFound = () => errorAnswer(404, notFoundMessage('report'));
const notEditable = (report: SavedReport) =>
  report.canEdit ? undefined : errorAnswer(403, REPORT_NOT_EDITABLE_MESSAGE);

/** A report's answer as CSV: its column labels, then its rows. */
const csvOf = (result: ReportResult) =>
  csvText(
    result.columns.map((c) => c.label),
    result.rows.map((row) => result.columns.map((c) => row[c.key])),
  );

const fileName = (name: string) =>
  `${
    name
      .toLowerCase()
      .replace(/[^\w]+/g, '-')
      .replace(/^-|-$/g, '') || 'report'
  }-${new Date().toISOString().slice(0, 10)}.csv`;

/** The custom reports' routes over the book, typed by the contract. */
export function reportHandlers(book: () => ReportBook) {
  return [
    mockRoute(routes.runReport, async ({ request, params }) => {
      const definition = await request.json();
      return (
        schemaRefused(ReportDefinition, definition) ??
        definitionRefused(definition) ??
        HttpResponse.json(book().run(params.companyId, definition))
      );
    }),
    mockRoute(routes.listReports, ({ params }) => HttpResponse.json(book().list(params.companyId))),
    mockRoute(routes.createReport, async ({ request, params }) => {
      const body = await request.json();
      const refused =
        schemaRefused(SavedReportCreateBody, body) ??
        definitionRefused(body.definition, 'definition.');
      if (refused) return refused;
      const created = book().create(params.companyId, body);
      return created === 'taken' ? nameTaken() : HttpResponse.json(created, { status: 201 });
    }),
    mockRoute(routes.updateReport, async ({ request, params }) => {
      const body = await request.json();
      const report = book().get(params.id);
      if (!report) return notFound();
      const refused =
        notEditable(report) ??
        schemaRefused(SavedReportUpdateBody, body) ??
        (body.definition ? definitionRefused(body.definition, 'definition.') : undefined);
      if (refused) return refused;
      const updated = book().update(params.id, body);
      return updated === 'taken' ? nameTaken() : HttpResponse.json(updated!);
    }),
    mockRoute(routes.deleteReport, ({ params }) => {
      const report = book().get(params.id);
      if (!report) return notFound();
      const refused = notEditable(report);
      if (refused) return refused;
      book().remove(params.id);
      return noContent();
    }),
    mockRoute(routes.scheduleReport, async ({ request, params }) => {
      const body = await request.json();
      const report = book().get(params.id);
      if (!report) return notFound();
      const refused = notEditable(report) ?? schemaRefused(ReportScheduleBody, body);
      if (refused) return refused;
      const recipients = (message: string) => invalidAnswer([{ field: 'recipients', message }]);
      const members = book().memberIds?.(report.companyId);
      if (body.frequency !== null) {
        if (!body.recipients?.length) return recipients(REPORT_RECIPIENTS_REQUIRED_MESSAGE);
        if (members && body.recipients.some((id) => !members.includes(id))) {
          return recipients(REPORT_RECIPIENTS_MESSAGE);
        }
        if (
          report.visibility === 'private' &&
          body.recipients.some((id) => id !== report.createdBy)
        ) {
          return recipients(REPORT_PRIVATE_RECIPIENTS_MESSAGE);
        }
      }
      return HttpResponse.json(book().schedule(params.id, body)!);
    }),
    mockRoute(routes.exportReport, ({ params }) => {
      const report = book().get(params.id);
      if (!report) return notFound();
      return csvFile(csvOf(book().run(report.companyId, report.definition)), fileName(report.name));
    }),
  ];
}
