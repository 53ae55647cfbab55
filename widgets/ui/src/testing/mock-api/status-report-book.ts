import {
  notFoundMessage,
  PROJECT_HEALTH_IDS_MAX,
  STATUS_REPORT_MESSAGES,
  STATUS_REPORTS_PAGE,
  draftNarrative,
  refreshedNarrative,
  projectHealth,
  statusReportMetrics,
  routes,
  summarizeChanges,
  type Project,
  type ProjectHealthEntry,
  type ReportSourceEvent,
  type StatusReport,
} from '@portfolio/contracts';
import { currentUserRef } from '../demo-data/fixtures';
import {
  HttpResponse,
  answerOf,
  byProject,
  errorAnswer,
  mockRoute,
  type Refusal,
} from './mock-route';

/** What the book reads of its portfolio: the projects and their history since a time. */
export interface StatusReportSource {
  project(id: string): Project | undefined;
  /** The project's history after `after` (ISO time), oldest first, as stored. */
  historySince(projectId: string, after: string): ReportSourceEvent[];
}

const newestFirst = (a: StatusReport, b: StatusReport) =>
  b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id);

/**
 * The status reports of an in-memory portfolio, answering like the BFF: one draft per project,
 * refreshed when drafted again (an edited narrative kept), published reports never changed.
 * The mocks know no risks, so a draft they make is green unless its data says otherwise.
 */
export function createStatusReportBook(source: StatusReportSource, initial: StatusReport[] = []) {
  let reports = [...initial];
  const now = () => new Date().toISOString();
  const replace = (next: StatusReport) => {
    reports = reports.map((r) => (r.id === next.id ? next : r));
    return next;
  };

  // The mocks know no risks or models: a draft counts none.
  const facts = { models: { count: 0, monthlyCost: '0.00' }, unresolvedRisks: [] };
  function dataOf(project: Project, periodStart: string) {
    return {
      health: projectHealth(facts),
      changes: summarizeChanges(source.historySince(project.id, periodStart)),
      metrics: statusReportMetrics(project, facts),
    };
  }

  return {
    project: (projectId: string) => source.project(projectId),
    list: (projectId: string) => reports.filter((r) => r.projectId === projectId).sort(newestFirst),

    /** The project's draft as of now, made or refreshed. */
    draft(projectId: string): StatusReport | Refusal {
      const project = source.project(projectId);
      if (!project) return { status: 404, message: notFoundMessage('project') };
      if (project.archivedAt)
        return { status: 409, message: STATUS_REPORT_MESSAGES.archivedProject };
      const mine = reports.filter((r) => r.projectId === projectId).sort(newestFirst);
      const draft = mine.find((r) => r.state === 'draft');
      const periodStart =
        draft?.periodStart ??
        mine.find((r) => r.state === 'published')?.periodEnd ??
        project.createdAt;
      const data = dataOf(project, periodStart);
      if (draft) {
        return replace({
          ...draft,
          ...data,
          narrative: refreshedNarrative(draft, data),
          periodEnd: now(),
          updatedAt: now(),
        });
      }
      const created: StatusReport = {
        id: crypto.randomUUID(),
        projectId,
        state: 'draft',
        ...data,
        narrative: draftNarrative(data),
        periodStart,
        periodEnd: now(),
        createdAt: now(),
        updatedAt: now(),
        publishedAt: null,
        publishedBy: null,
      };
      reports = [created, ...reports];
      return created;
    },

    update(id: string, narrative: string): StatusReport | Refusal {
      const report = reports.find((r) => r.id === id);
      if (!report) return { status: 404, message: STATUS_REPORT_MESSAGES.notFound };
      if (report.state === 'published') {
        return { status: 409, message: STATUS_REPORT_MESSAGES.published };
      }
      return replace({ ...report, narrative, updatedAt: now() });
    },

    publish(id: string): StatusReport | Refusal {
      const report = reports.find((r) => r.id === id);
      if (!report) return { status: 404, message: STATUS_REPORT_MESSAGES.notFound };
      if (report.state === 'published') {
        return { status: 409, message: STATUS_REPORT_MESSAGES.alreadyPublished };
      }
      return replace({
        ...report,
        state: 'published',
        publishedAt: now(),
        publishedBy: currentUserRef(),
        updatedAt: now(),
      });
    },

    /** The latest report's health of each project named, of the company. */
    health(companyId: string, projectIds: readonly string[]): ProjectHealthEntry[] {
      return projectIds.flatMap((projectId) => {
        const latest = reports.filter((r) => r.projectId === projectId).sort(newestFirst)[0];
        if (!latest || source.project(projectId)?.companyId !== companyId) return [];
        return [
          {
            projectId,
            health: latest.health,
            reportId: latest.id,
            state: latest.state,
            periodEnd: latest.periodEnd,
          },
        ];
      });
    },
  };
}

export type StatusReportBook = ReturnType<typeof createStatusReportBook>;

/** The status report routes answered from `book`, typed by the contract. */
export function statusReportHandlers(book: () => StatusReportBook) {
  const withProject = byProject((id) => book().project(id));
  return [
    mockRoute(routes.listStatusReports, ({ params, request }) =>
      withProject(params.id, () => {
        const limit = new URL(request.url).searchParams.get('limit');
        return HttpResponse.json(
          book()
            .list(params.id)
            .slice(0, limit ? Number(limit) : STATUS_REPORTS_PAGE.default),
        );
      }),
    ),
    mockRoute(routes.createStatusReport, ({ params }) => answerOf(book().draft(params.id))),
    mockRoute(routes.updateStatusReport, async ({ request, params }) =>
      answerOf(book().update(params.id, (await request.json()).narrative)),
    ),
    mockRoute(routes.publishStatusReport, ({ params }) => answerOf(book().publish(params.id))),
    mockRoute(routes.getProjectHealth, ({ request, params }) => {
      const ids = new URL(request.url).searchParams.get('projectIds')?.split(',') ?? [];
      if (ids.length === 0 || ids.length > PROJECT_HEALTH_IDS_MAX) {
        return errorAnswer(400, 'projectIds must be project ids separated by commas, at most 100');
      }
      return HttpResponse.json(book().health(params.companyId, ids));
    }),
  ];
}
