import { proposalCsvColumns, proposalsFileName } from '@portfolio/contracts';
import { presentProposal } from '../../presenters/intake/proposal.ts';
import { intakeSettingsOf } from '../../services/intake/intake-settings.ts';
import { listProposals } from '../../services/intake/proposals.ts';
import { csvText } from '../../services/reporting/csv.ts';
import { contractRoute } from '../contract.ts';
import { limitedExport } from '../reports/limits.ts';

/**
 * GET /api/companies/{companyId}/proposals/export?format=csv: the proposals of the list's
 * filters (a state, the caller's own), in its order, as CSV: the contract's columns (the mocks
 * answer the same) and one per intake question of the company, through the shared writer and
 * its guard against formula injection. A company keeps tens or hundreds of proposals, as the
 * list answers them at once: the file is written from one read. Limited as every export.
 */
export const exportProposals = contractRoute('exportProposals', {
  async handle({ params, query, actor, userId, ctx, deps }) {
    await limitedExport(ctx, deps.config, { actor, companyId: params.companyId }, async () => {
      const records = await listProposals(deps.db, params.companyId, query, userId);
      const { questions } = await intakeSettingsOf(deps.db, params.companyId);
      const columns = proposalCsvColumns(questions);
      ctx.status = 200;
      ctx.attachment(proposalsFileName());
      ctx.type = 'text/csv; charset=utf-8';
      ctx.body = csvText(columns, records.map(presentProposal));
    });
  },
});
