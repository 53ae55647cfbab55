import type { AppDeps } from '../../app-deps.ts';
import { write, type Actor, type UnitOfWork } from '../../audit/unit-of-work.ts';
import { Company } from '../../models/company.ts';
import { Report } from '../../models/report.ts';
import { presentReport } from '../../presenters/reporting/report.ts';
import { runReportSql } from '../../services/reporting/report-sql.ts';
import {
  createReport,
  deleteReport,
  listReports,
  readReport,
  scheduleReport,
  updateReport,
  visibleOr404,
  type ReportViewer,
} from '../../services/reporting/reports.ts';
import { reportCsv, reportFileName } from '../../services/reporting/report-csv.ts';
import { contractRoute, type Registration } from '../contract.ts';
import { countReportRun, limitedExport } from './limits.ts';
import type { Membership } from '../../middleware/access';

const reportRow = { model: Report, param: 'id' } as const;
const viewerOf = (userId: string, membership: Membership): ReportViewer => ({
  userId,
  role: membership.role,
});
interface ReportWrite {
  row: Report;
  userId: string;
  membership: Membership;
  actor: Actor;
  deps: AppDeps;
}

/** The person's view of a report they may see; one they may not is answered as missing (404). */
const viewerOfVisible = (row: Report, userId: string, membership: Membership): ReportViewer => {
  const viewer = viewerOf(userId, membership);
  visibleOr404(row, viewer);
  return viewer;
};

/** What a report's answer may be kept by: the company's data version (LIST_CACHE_MIB). */
async function cacheOf(deps: AppDeps, companyId: string, membership: Membership | undefined) {
  const cacheMiB = deps.config.listCacheMiB;
  if (cacheMiB <= 0) return undefined;
  const dataVersion = membership?.dataVersion ?? (await Company.dataVersionOf(deps.db, companyId));
  return { dataVersion, cacheMiB };
}

const runReportRoute = contractRoute('runReport', {
  async handle({ params, body, membership, actor, ctx, deps }) {
    await countReportRun(ctx, deps.config, actor);
    return runReportSql(
      deps.db,
      params.companyId,
      body,
      await cacheOf(deps, params.companyId, membership),
    );
  },
});

const listReportsRoute = contractRoute('listReports', {
  async handle({ params, userId, membership, deps }) {
    const viewer = viewerOf(userId, membership);
    return (await listReports(deps.db, params.companyId, viewer)).map((r) =>
      presentReport(r, viewer),
    );
  },
});

const createReportRoute = contractRoute('createReport', {
  async handle({ params, body, userId, membership, actor, deps }) {
    const created = await write(deps, actor, (uow) =>
      createReport(uow, params.companyId, userId, body),
    );
    return presentReport(await readReport(deps.db, created.id), viewerOf(userId, membership));
  },
});

/** Writes `change` of the body to a report the person may see; answers it as they see it then. */
async function changeVisible<B>(
  { row, userId, membership, actor, deps, body }: ReportWrite & { body: B },
  change: (uow: UnitOfWork, row: Report, viewer: ReportViewer, body: B) => Promise<unknown>,
) {
  const viewer = viewerOfVisible(row, userId, membership);
  await write(deps, actor, (uow) => change(uow, row, viewer, body));
  return presentReport(await readReport(deps.db, row.id), viewer);
}

const updateReportRoute = contractRoute('updateReport', {
  row: reportRow,
  handle: (args) => changeVisible(args, updateReport),
});

const deleteReportRoute = contractRoute('deleteReport', {
  row: reportRow,
  async handle({ row, userId, membership, actor, deps }) {
    const viewer = viewerOfVisible(row, userId, membership);
    await write(deps, actor, (uow) => deleteReport(uow, row, viewer));
  },
});

const scheduleReportRoute = contractRoute('scheduleReport', {
  row: reportRow,
  handle: (args) => changeVisible(args, scheduleReport),
});

/** GET /api/reports/{id}/export?format=csv: the saved report computed now, as a CSV download. */
const exportReportRoute = contractRoute('exportReport', {
  row: reportRow,
  async handle({ row, userId, membership, actor, ctx, deps }) {
    viewerOfVisible(row, userId, membership);
    await limitedExport(ctx, deps.config, { actor, companyId: row.companyId }, async () => {
      const result = await runReportSql(
        deps.db,
        row.companyId,
        row.definition,
        await cacheOf(deps, row.companyId, membership),
      );
      ctx.status = 200;
      ctx.attachment(reportFileName(row.name));
      ctx.type = 'text/csv; charset=utf-8';
      ctx.body = reportCsv(result);
    });
  },
});

export const reportRoutes: Registration[] = [
  runReportRoute,
  listReportsRoute,
  createReportRoute,
  updateReportRoute,
  deleteReportRoute,
  exportReportRoute,
  scheduleReportRoute,
];
