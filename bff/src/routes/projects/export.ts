import { Readable } from 'node:stream';
import { projectInvestment, type Project } from '@portfolio/contracts';
import { csvChunks, type CsvColumn } from '../../services/reporting/csv.ts';
import { projectBatches } from '../../services/portfolio/projects.ts';
import { contractRoute } from '../contract.ts';
import { limitedExport } from '../reports/limits.ts';

/** The export's columns: every field a person reads, money in dollars as plain decimals. */
export const PROJECT_CSV_COLUMNS: CsvColumn<Project>[] = [
  { header: 'ID', value: (p) => p.id },
  { header: 'Name', value: (p) => p.name },
  { header: 'Problem Statement', value: (p) => p.problemStatement },
  { header: 'Department', value: (p) => p.department },
  { header: 'Business Owner', value: (p) => p.businessOwner },
  { header: 'Status', value: (p) => p.status },
  { header: 'ROI (%)', value: (p) => p.roi },
  { header: 'Initial Costs ($)', value: (p) => p.initialCosts },
  { header: 'Running Costs ($/month)', value: (p) => p.runningCosts },
  { header: 'Total Investment ($)', value: (p) => projectInvestment(p) },
  { header: 'Expected Return ($/year)', value: (p) => p.expectedReturn },
  { header: 'EU AI Act', value: (p) => p.euAiActStatus },
  { header: 'GDPR', value: (p) => p.gdprStatus },
  { header: 'DORA', value: (p) => p.doraStatus },
  { header: 'Jobs to be Done', value: (p) => p.jobsToBeDone },
  { header: 'Notes', value: (p) => p.notes },
  { header: 'Start Date', value: (p) => p.startDate },
  { header: 'Target Date', value: (p) => p.targetDate },
  { header: 'Created At', value: (p) => p.createdAt },
  { header: 'Updated At', value: (p) => p.updatedAt },
  { header: 'Archived At', value: (p) => p.archivedAt },
];

/** `projects-2026-11-22.csv`, dated in UTC. */
export const exportFileName = (now = new Date()) =>
  `projects-${now.toISOString().slice(0, 10)}.csv`;

/**
 * GET /api/companies/{companyId}/projects/export: every project of the list's filter, in the
 * list's order, streamed as CSV batch by batch. The first batch is read before answering, so a
 * failing database still gets a proper error response instead of a cut-off file. The stream is
 * in byte mode, so it asks for the next chunk only once the client has taken the last one out
 * of its buffer (a slow download holds one batch, not the whole file). Limited per person and
 * per company (`limitedExport`).
 */
export const exportProjects = contractRoute('exportProjects', {
  async handle({ params, query, actor, ctx, deps }) {
    await limitedExport(ctx, deps.config, { actor, companyId: params.companyId }, async () => {
      const batches = projectBatches(deps.db, params.companyId, query, query.sort);
      const first = await batches.next();
      async function* all() {
        if (!first.done) yield first.value;
        yield* batches;
      }
      ctx.status = 200;
      ctx.attachment(exportFileName());
      ctx.type = 'text/csv; charset=utf-8';
      ctx.body = Readable.from(csvChunks(PROJECT_CSV_COLUMNS, all()), { objectMode: false });
    });
  },
});
