import { write } from '../../audit/unit-of-work.ts';
import { StatusReport } from '../../models/status-report.ts';
import {
  presentProjectHealth,
  presentStatusReport,
} from '../../presenters/reporting/status-report.ts';
import * as reports from '../../services/reporting/status-reports.ts';
import { contractRoute } from '../contract.ts';
import { projectOfPath } from '../projects/projects.ts';

/** `/api/status-reports/{id}…` routes act on the report of the path, of its company. */
const reportOfPath = { model: StatusReport, param: 'id' } as const;

/** GET /api/projects/{id}/status-reports: members; the newest `limit`, newest first. */
export const listStatusReports = contractRoute('listStatusReports', {
  row: projectOfPath,
  async handle({ row, query, deps }) {
    return (await reports.listStatusReports(deps.db, row.id, query.limit)).map(presentStatusReport);
  },
});

/**
 * POST /api/projects/{id}/status-reports: the project's draft as of now, made or refreshed
 * (one draft per project: asking twice refreshes the same one).
 */
export const createStatusReport = contractRoute('createStatusReport', {
  row: projectOfPath,
  async handle({ row, actor, deps }) {
    const draft = await write(deps, actor, (uow) => reports.draftStatusReport(uow, row.id));
    // Without a `week`, a draft is always answered.
    return presentStatusReport(draft!);
  },
});

/** PUT /api/status-reports/{id}: a draft's narrative; a published report answers 409. */
export const updateStatusReport = contractRoute('updateStatusReport', {
  row: reportOfPath,
  async handle({ row, body, actor, deps }) {
    return presentStatusReport(
      await write(deps, actor, (uow) => reports.updateNarrative(uow, row.id, body.narrative)),
    );
  },
});

/** POST /api/status-reports/{id}/publish: the draft as it is becomes a record. */
export const publishStatusReport = contractRoute('publishStatusReport', {
  row: reportOfPath,
  async handle({ row, actor, deps }) {
    return presentStatusReport(
      await write(deps, actor, (uow) => reports.publishStatusReport(uow, row.id)),
    );
  },
});

/** GET /api/companies/{companyId}/project-health?projectIds=…: the By Status Health column. */
export const getProjectHealth = contractRoute('getProjectHealth', {
  async handle({ params, query, deps }) {
    const ids = [...new Set(query.projectIds.split(','))];
    return (await reports.latestHealth(deps.db, params.companyId, ids)).map(presentProjectHealth);
  },
});
