import { Readable } from 'node:stream';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_ENTITY_LABELS,
  changeLine,
  type HistoryEntry,
} from '@portfolio/contracts';
import { companyAudit, companyAuditBatches, projectHistory } from '../../audit/history.ts';
import { presentHistoryEntry } from '../../presenters/portfolio/history.ts';
import { csvChunks, type CsvColumn } from '../../services/reporting/csv.ts';
import { contractRoute } from '../contract.ts';
import { projectOfPath } from '../projects/projects.ts';
import { limitedExport } from '../reports/limits.ts';

/** GET /api/projects/{id}/history: members of the project's company. */
export const getProjectHistory = contractRoute('getProjectHistory', {
  row: projectOfPath,
  async handle({ row, query, deps }) {
    const { rows, nextCursor } = await projectHistory(deps.db, row, query);
    return { entries: rows.map(presentHistoryEntry), nextCursor };
  },
});

/** GET /api/companies/{companyId}/audit: admins. */
export const listCompanyAudit = contractRoute('listCompanyAudit', {
  async handle({ params, query, deps }) {
    const { rows, nextCursor } = await companyAudit(deps.db, params.companyId, query);
    return { entries: rows.map(presentHistoryEntry), nextCursor };
  },
});

const changesText = (entry: HistoryEntry) => entry.changes.map(changeLine).join('; ');

/** The export's columns: what the Activity page shows, one event per line. */
export const AUDIT_CSV_COLUMNS: CsvColumn<HistoryEntry>[] = [
  { header: 'Event ID', value: (e) => e.id },
  { header: 'When', value: (e) => e.at },
  { header: 'Who', value: (e) => e.actor.name },
  { header: 'Kind', value: (e) => AUDIT_ENTITY_LABELS[e.entity] },
  { header: 'Item ID', value: (e) => e.entityId },
  { header: 'Name', value: (e) => e.entityLabel },
  { header: 'Action', value: (e) => AUDIT_ACTION_LABELS[e.action] },
  { header: 'Changes', value: changesText },
];

/** `activity-2026-11-22.csv`, dated in UTC. */
export const auditFileName = (now = new Date()) => `activity-${now.toISOString().slice(0, 10)}.csv`;

/**
 * GET /api/companies/{companyId}/audit/export: the filter's events as CSV, streamed batch by
 * batch as the projects' export is (the first batch read before answering), within the same
 * limits.
 */
export const exportCompanyAudit = contractRoute('exportCompanyAudit', {
  async handle({ params, query, actor, ctx, deps }) {
    await limitedExport(ctx, deps.config, { actor, companyId: params.companyId }, async () => {
      const batches = companyAuditBatches(deps.db, params.companyId, query);
      const first = await batches.next();
      async function* all() {
        if (!first.done) yield first.value.map(presentHistoryEntry);
        for await (const batch of batches) yield batch.map(presentHistoryEntry);
      }
      ctx.status = 200;
      ctx.attachment(auditFileName());
      ctx.type = 'text/csv; charset=utf-8';
      ctx.body = Readable.from(csvChunks(AUDIT_CSV_COLUMNS, all()), { objectMode: false });
    });
  },
});
