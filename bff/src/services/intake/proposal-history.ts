import {
  INTAKE_TIER_LABELS,
  PROPOSAL_STATE_LABELS,
  scoringInputsText,
  scoringOf,
  type HistoryQuery,
} from '@portfolio/contracts';
import type { Knex } from 'knex';
import { historyPage, type AuditEventPage } from '../../audit/history.ts';
import type { ProposalApprovalRow, ProposalRow } from '../../models/proposal.ts';
import { userName } from '../access/member-names.ts';
import type { EffectiveIntakeSettings } from './intake-settings.ts';

/** What the history keeps of a proposal and its approvals: in words, as the queue shows them. */

/** A proposal's business case as stored: what it answers and what its history keeps. */
export const businessCaseOf = (row: ProposalRow) => ({
  name: row.name,
  problemStatement: row.problemStatement,
  department: row.department,
  businessOwner: row.businessOwner,
  expectedReturn: row.expectedReturn,
  initialCosts: row.initialCosts,
  runningCosts: row.runningCosts,
});

/** A proposal as the history keeps it; `settings`: the company's scoring model, for its inputs. */
export async function auditedProposal(
  trx: Knex,
  row: ProposalRow,
  settings: Pick<EffectiveIntakeSettings, 'scoringModel' | 'criteria'>,
) {
  const mergedInto = row.mergedIntoProjectId
    ? await trx('projects').where({ id: row.mergedIntoProjectId }).first('name')
    : row.mergedIntoProposalId
      ? await trx('proposals').where({ id: row.mergedIntoProposalId }).first('name')
      : undefined;
  return {
    companyId: row.companyId,
    // A proposal's events belong to no project's history until it is one.
    projectId: row.projectId,
    ...businessCaseOf(row),
    tier: INTAKE_TIER_LABELS[row.tier],
    score: row.score,
    // In the model's words and order (the stored object's key order is the database's).
    scoringInputs: scoringInputsText(scoringOf(settings), row.scoringInputs),
    state: PROPOSAL_STATE_LABELS[row.state],
    rejectionReason: row.rejectionReason,
    mergedInto: (mergedInto as { name?: string } | undefined)?.name ?? null,
  };
}

export const auditedApproval = async (trx: Knex, row: ProposalApprovalRow) => ({
  companyId: row.companyId,
  approverName: await userName(trx, row.userId),
  role: row.role,
  note: row.note,
});

/**
 * The history of a proposal of the company: its own events (submitted, edited, scored again,
 * decided) and its approvals', newest first, paged as a project's history is.
 */
export function proposalHistory(
  db: Knex,
  proposal: { id: string; companyId: string },
  paging: HistoryQuery,
): Promise<AuditEventPage> {
  const approvals = db('proposal_approvals')
    .where({ proposalId: proposal.id })
    .select(db.raw('id::text'));
  return historyPage(
    db('audit_events')
      .where({ companyId: proposal.companyId })
      .where((of) =>
        of
          .where({ entity: 'proposal', entityId: proposal.id })
          .orWhere((approval) =>
            approval.where({ entity: 'proposal_approval' }).whereIn('entityId', approvals),
          ),
      ),
    paging,
  );
}
