import {
  ERROR_CODES,
  REPORT_NOT_EDITABLE_MESSAGE,
  REPORT_RECIPIENTS_MESSAGE,
  REPORT_RECIPIENTS_REQUIRED_MESSAGE,
  REPORT_SAME_NAME_MESSAGE,
  ReportDefinition,
  ReportScheduleBody,
  SavedReportCreateBody,
  SavedReportUpdateBody,
  reportDefinitionProblems,
  routes,
  type FieldError,
  type Member,
  type Project,
  type SavedReport,
} from '@portfolio/contracts';
import { checkFields } from '@portfolio/contracts/validation';
import {
  HttpResponse,
  delay,
  demoProjects,
  errorAnswer,
  makeCurrentUser,
  mockRoute,
} from '@portfolio/ui/testing/msw';
import { sampleSavedReports } from './fixtures';
import { reportCsv, runReportInMemory } from './run-report';

export interface ReportMockOptions {
  /** The company's projects the reports run over (the kit's demo projects unless given). */
  projects?: () => readonly Project[];
  /** The saved reports at the start (each call of `reportHandlers` keeps its own copy). */
  reports?: SavedReport[];
  /**
   * The company's members: when given, also answered on the members route (dev:mock leaves that
   * route to the team panel's handlers), and the schedule accepts only their users as recipients.
   */
  members?: Member[];
  /** Who is asking: their private reports are theirs, they may change only their own. */
  userId?: string;
  latency?: number;
}

const refuse = (details: FieldError[]) =>
  errorAnswer(400, details.map((d) => d.message).join('; '), {
    code: ERROR_CODES.validation,
    details,
  });

const fieldErrors = (errors: Record<string, string>): FieldError[] =>
  Object.entries(errors).map(([field, message]) => ({ field, message }));

const noContent = () => new HttpResponse(null, { status: 204 }) as never;

function nextRun(frequency: 'weekly' | 'monthly', from = new Date()): string {
  const next = new Date(from);
  if (frequency === 'weekly') next.setUTCDate(next.getUTCDate() + 7);
  else next.setUTCMonth(next.getUTCMonth() + 1);
  next.setUTCHours(7, 0, 0, 0);
  return next.toISOString();
}

/**
 * The reports API answered in memory, as the BFF does: runs computed from the definition over
 * the projects (`runReportInMemory`), saved reports (the caller's private ones and every shared
 * one; a name the caller already sees is a 409), the CSV export and the schedule.
 */
export function reportHandlers({
  projects = demoProjects,
  reports: initial = sampleSavedReports(),
  members,
  userId = makeCurrentUser().id,
  latency = 0,
}: ReportMockOptions = {}) {
  let reports = structuredClone(initial);
  const visible = () => reports.filter((r) => r.visibility === 'shared' || r.createdBy === userId);
  const find = (id: string) => visible().find((r) => r.id === id);
  const nameTaken = (name: string, except?: string) =>
    visible().some((r) => r.id !== except && r.name.toLowerCase() === name.toLowerCase());
  const definitionProblems = (definition: unknown): FieldError[] => {
    const schema = fieldErrors(checkFields(ReportDefinition, definition));
    return schema.length > 0 ? schema : reportDefinitionProblems(definition as ReportDefinition);
  };
  const me = members?.find((m) => m.user.id === userId)?.user;
  const myName = me ? [me.firstName, me.lastName].filter(Boolean).join(' ') : 'Maya Chen';

  const handlers = [
    mockRoute(routes.runReport, async ({ request }) => {
      await delay(latency);
      const definition = await request.json();
      const problems = definitionProblems(definition);
      if (problems.length > 0) return refuse(problems);
      return HttpResponse.json(runReportInMemory(projects(), definition));
    }),
    mockRoute(routes.listReports, async () => {
      await delay(latency);
      return HttpResponse.json(
        [...visible()]
          .sort((a, b) => a.name.localeCompare(b.name))
          .map((r) => ({
            ...r,
            canEdit: r.createdBy === userId,
          })),
      );
    }),
    mockRoute(routes.createReport, async ({ request, params }) => {
      await delay(latency);
      const body = await request.json();
      const errors = fieldErrors(checkFields(SavedReportCreateBody, body));
      if (errors.length > 0) return refuse(errors);
      const problems = definitionProblems(body.definition);
      if (problems.length > 0) return refuse(problems);
      const name = body.name.trim();
      if (nameTaken(name)) return errorAnswer(409, REPORT_SAME_NAME_MESSAGE);
      const now = new Date().toISOString();
      const report: SavedReport = {
        id: crypto.randomUUID(),
        companyId: params.companyId,
        name,
        definition: body.definition,
        visibility: body.visibility,
        createdBy: userId,
        createdByName: myName,
        canEdit: true,
        schedule: null,
        createdAt: now,
        updatedAt: now,
      };
      reports = [...reports, report];
      return HttpResponse.json(report, { status: 201 });
    }),
    mockRoute(routes.updateReport, async ({ request, params }) => {
      await delay(latency);
      const body = await request.json();
      const report = find(params.id);
      if (!report) return errorAnswer(404, 'Report not found');
      if (report.createdBy !== userId) return errorAnswer(403, REPORT_NOT_EDITABLE_MESSAGE);
      const errors = fieldErrors(checkFields(SavedReportUpdateBody, body));
      if (errors.length > 0) return refuse(errors);
      if (body.definition) {
        const problems = definitionProblems(body.definition);
        if (problems.length > 0) return refuse(problems);
      }
      if (body.name !== undefined && nameTaken(body.name.trim(), report.id))
        return errorAnswer(409, REPORT_SAME_NAME_MESSAGE);
      Object.assign(report, {
        ...body,
        ...(body.name !== undefined ? { name: body.name.trim() } : {}),
        updatedAt: new Date().toISOString(),
      });
      return HttpResponse.json(report);
    }),
    mockRoute(routes.deleteReport, async ({ params }) => {
      await delay(latency);
      const report = find(params.id);
      if (!report) return errorAnswer(404, 'Report not found');
      if (report.createdBy !== userId) return errorAnswer(403, REPORT_NOT_EDITABLE_MESSAGE);
      reports = reports.filter((r) => r !== report);
      return noContent();
    }),
    mockRoute(routes.exportReport, async ({ params }) => {
      await delay(latency);
      const report = find(params.id);
      if (!report) return errorAnswer(404, 'Report not found');
      return new HttpResponse(reportCsv(runReportInMemory(projects(), report.definition)), {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="${report.name.replace(/"/g, '')}.csv"`,
        },
      }) as never;
    }),
    mockRoute(routes.scheduleReport, async ({ request, params }) => {
      await delay(latency);
      const body = await request.json();
      const report = find(params.id);
      if (!report) return errorAnswer(404, 'Report not found');
      if (report.createdBy !== userId) return errorAnswer(403, REPORT_NOT_EDITABLE_MESSAGE);
      const errors = fieldErrors(checkFields(ReportScheduleBody, body));
      if (errors.length > 0) return refuse(errors);
      const recipients = body.recipients ?? report.schedule?.recipients ?? [];
      if (body.frequency !== null) {
        if (recipients.length === 0)
          return refuse([{ field: 'recipients', message: REPORT_RECIPIENTS_REQUIRED_MESSAGE }]);
        if (members && recipients.some((id) => !members.some((m) => m.user.id === id)))
          return refuse([{ field: 'recipients', message: REPORT_RECIPIENTS_MESSAGE }]);
      }
      report.schedule =
        body.frequency === null
          ? null
          : {
              frequency: body.frequency,
              recipients,
              nextRunAt: nextRun(body.frequency),
              lastSentAt: report.schedule?.lastSentAt ?? null,
            };
      report.updatedAt = new Date().toISOString();
      return HttpResponse.json(report);
    }),
  ];
  return members
    ? [
        ...handlers,
        mockRoute(routes.listMembers, async () => {
          await delay(latency);
          return HttpResponse.json(members);
        }),
      ]
    : handlers;
}

/**
 * For `npm run dev:mock` (collected by the host's mock handlers): reports over the kit's demo
 * projects; the members come from the team panel's handlers.
 */
export const handlers = reportHandlers({ latency: 300 });
