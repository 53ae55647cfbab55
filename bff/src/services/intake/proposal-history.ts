import { INTAKE_TIER_LABELS, PROPOSAL_STATE_LABELS } from '@portfolio/contracts';
import type { Knex } from 'knex';
import type { ProposalApprovalRow, ProposalRow } from '../../models/proposal.ts';
import { userName } from '../incidents/incident-history.ts';

/** What the history keeps of a proposal and its approvals: in words, as the queue shows them. */

export async function auditedProposal(trx: Knex, row: ProposalRow) {
  const mergedInto = row.mergedIntoProjectId
    ? await trx('projects').where({ id: row.mergedIntoProjectId }).first('name')
    : row.mergedIntoProposalId
      ? await trx('proposals').where({ id: row.mergedIntoProposalId }).first('name')
      : undefined;
  return {
    companyId: row.companyId,
    // A proposal's events belong to no project's history until it is one.
    projectId: row.projectId,
    name: row.name,
    problemStatement: row.problemStatement,
    department: row.department,
    businessOwner: row.businessOwner,
    expectedReturn: row.expectedReturn,
    initialCosts: row.initialCosts,
    runningCosts: row.runningCosts,
    tier: INTAKE_TIER_LABELS[row.tier],
    score: row.score,
    scoringInputs:
      Object.entries(row.scoringInputs)
        .map(([id, value]) => `${id} ${value}`)
        .join(', ') || null,
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
