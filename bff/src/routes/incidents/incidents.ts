import {
  calendarDateOf,
  EVIDENCE_TOO_LARGE_MESSAGE,
  INCIDENT_CSV_COLUMNS,
  incidentsFileName,
  type IncidentCsvRow,
} from '@portfolio/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { write, type Actor, type UnitOfWork } from '../../audit/unit-of-work.ts';
import { IncidentActionRow, IncidentRow } from '../../models/incident.ts';
import { presentIncidentEvidence } from '../../presenters/compliance/evidence.ts';
import { presentIncident, presentIncidentDetail } from '../../presenters/incidents/incident.ts';
import { listIncidentEvidence, readEvidence } from '../../services/compliance/evidence.ts';
import * as records from '../../services/incidents/incident-records.ts';
import * as incidents from '../../services/incidents/incidents.ts';
import { csvText } from '../../services/reporting/csv.ts';
import { limitedExport } from '../reports/limits.ts';
import { contractRoute, type Registration } from '../contract.ts';
import { addEvidenceOfRequest } from '../evidence/index.ts';

/** `/api/incidents/{id}…` routes act on the incident of the path, of its company. */
const incidentOfPath = { model: IncidentRow, param: 'id' } as const;
const actionOfPath = { model: IncidentActionRow, param: 'id' } as const;

/** The incident as it is now, with everything on it. */
async function detailOf(db: Parameters<typeof incidents.readIncident>[0], id: string) {
  const now = new Date();
  return presentIncidentDetail(await incidents.readIncident(db, id, now), calendarDateOf(now));
}

/** Whom an incident's records name as their author: the signed-in person; none for an API token. */
const authorOf = ({ actor, userId }: { actor: Actor; userId: string }) =>
  actor.type === 'user' ? userId : null;

/**
 * Writes `change` (a service given the incident's id, the body, its author and now) to the
 * incident of the path in one unit of work of the caller; answers the incident as it then is.
 */
async function changeIncident<B>(
  args: { row: IncidentRow; body: B; actor: Actor; userId: string; deps: AppDeps },
  change: (uow: UnitOfWork, id: string, body: B, by: string | null, now: Date) => Promise<unknown>,
) {
  const { row, body, actor, deps } = args;
  await write(deps, actor, (uow) => change(uow, row.id, body, authorOf(args), new Date()));
  return detailOf(deps.db, row.id);
}

/** GET /api/companies/{companyId}/incidents: the next deadline first. */
const listIncidents = contractRoute('listIncidents', {
  async handle({ params, query, deps }) {
    const { records: found, total } = await incidents.listIncidents(
      deps.db,
      params.companyId,
      query,
      new Date(),
    );
    return { incidents: found.map(presentIncident), total };
  },
});

/**
 * GET /api/companies/{companyId}/incidents/export: every incident of the list's filters, in its
 * order, as CSV. A company keeps tens of incidents (their clocks are computed per incident, as
 * the list does): the file is written from one read. Limited as every export (`limitedExport`).
 */
const exportIncidents = contractRoute('exportIncidents', {
  async handle({ params, query, actor, ctx, deps }) {
    await limitedExport(ctx, deps.config, { actor, companyId: params.companyId }, async () => {
      const found = await incidents.matchingIncidents(deps.db, params.companyId, query, new Date());
      const rows: IncidentCsvRow[] = found.map((record) => ({
        ...presentIncident(record),
        reportCount: record.reports.length,
      }));
      ctx.status = 200;
      ctx.attachment(incidentsFileName());
      ctx.type = 'text/csv; charset=utf-8';
      // The contract's columns (the mocks answer the same) through the shared writer.
      ctx.body = csvText(INCIDENT_CSV_COLUMNS, rows);
    });
  },
});

/** POST /api/companies/{companyId}/incidents. */
const createIncident = contractRoute('createIncident', {
  async handle({ params, body, actor, userId, deps }) {
    const row = await write(deps, actor, (uow) =>
      incidents.createIncident(
        uow,
        params.companyId,
        body,
        authorOf({ actor, userId }),
        new Date(),
      ),
    );
    return detailOf(deps.db, row.id);
  },
});

/** GET /api/incidents/{id}. */
const getIncident = contractRoute('getIncident', {
  row: incidentOfPath,
  async handle({ row, deps }) {
    return detailOf(deps.db, row.id);
  },
});

/** PUT /api/incidents/{id}. */
const updateIncident = contractRoute('updateIncident', {
  row: incidentOfPath,
  handle: (args) =>
    changeIncident(args, (uow, id, body, _by, now) => incidents.updateIncident(uow, id, body, now)),
});

/** PUT /api/incidents/{id}/answers. */
const answerIncident = contractRoute('answerIncident', {
  row: incidentOfPath,
  handle: (args) => changeIncident(args, records.answerIncident),
});

/** POST /api/incidents/{id}/timeline. */
const addIncidentTimelineEntry = contractRoute('addIncidentTimelineEntry', {
  row: incidentOfPath,
  handle: (args) => changeIncident(args, records.addTimelineEntry),
});

/** POST /api/incidents/{id}/actions. */
const addIncidentAction = contractRoute('addIncidentAction', {
  row: incidentOfPath,
  handle: (args) => changeIncident(args, records.addAction),
});

/** PUT /api/incident-actions/{id}: answers the action's incident. */
const updateIncidentAction = contractRoute('updateIncidentAction', {
  row: actionOfPath,
  async handle({ row, body, actor, deps }) {
    const incidentId = await write(deps, actor, (uow) =>
      records.updateAction(uow, row.id, body, new Date()),
    );
    return detailOf(deps.db, incidentId);
  },
});

/** POST /api/incidents/{id}/reports. */
const recordIncidentReport = contractRoute('recordIncidentReport', {
  row: incidentOfPath,
  handle: (args) => changeIncident(args, records.recordReport),
});

/** GET /api/incidents/{id}/evidence. */
const listIncidentEvidenceRoute = contractRoute('listIncidentEvidence', {
  row: incidentOfPath,
  async handle({ row, deps }) {
    const today = calendarDateOf(new Date());
    return (await listIncidentEvidence(deps.db, row.id)).map((item) =>
      presentIncidentEvidence(item, today),
    );
  },
});

/** POST /api/incidents/{id}/evidence: a link or a file, in the evidence store. */
const addIncidentEvidence = contractRoute('addIncidentEvidence', {
  row: incidentOfPath,
  tooLarge: EVIDENCE_TOO_LARGE_MESSAGE,
  async handle(args) {
    const id = await addEvidenceOfRequest(args, { incident: args.row }, args.row.companyId);
    return presentIncidentEvidence(
      await readEvidence(args.deps.db, id),
      calendarDateOf(new Date()),
    );
  },
});

/** The incident register. */
export const incidentRoutes: Registration[] = [
  listIncidents,
  exportIncidents,
  createIncident,
  getIncident,
  updateIncident,
  answerIncident,
  addIncidentTimelineEntry,
  addIncidentAction,
  updateIncidentAction,
  recordIncidentReport,
  listIncidentEvidenceRoute,
  addIncidentEvidence,
];
