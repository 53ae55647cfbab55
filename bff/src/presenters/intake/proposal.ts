import {
  approvalProgress,
  proposalScore,
  screeningTier,
  scoringOf,
  type IntakeSettings,
  type Proposal,
} from '@portfolio/contracts';
import type { EffectiveIntakeSettings } from '../../services/intake/intake-settings.ts';
import { businessCaseOf } from '../../services/intake/proposal-history.ts';
import type { ProposalRecord } from '../../services/intake/proposals.ts';

/** A proposal as the contract answers it; its approval progress by the company's rules now. */
export function presentProposal(record: ProposalRecord): Proposal {
  const { row, settings } = record;
  const scoring = { ...scoringOf(settings), model: row.scoringModel };
  const approvals = record.approvals.map((a) => ({
    approver: { id: a.userId, name: a.approverName },
    role: a.role,
    note: a.note,
    approvedAt: a.approvedAt.toISOString(),
  }));
  const progress = approvalProgress(
    row.tier,
    settings.approvalRules,
    settings.approvers,
    // Who approved as an admin counts as one; a named approver by their role.
    record.approvals.map((a) => ({ userId: a.userId, isAdmin: a.role === 'admin' })),
  );
  const mergeTarget = row.mergedIntoProjectId ?? row.mergedIntoProposalId;
  return {
    id: row.id,
    companyId: row.companyId,
    ...businessCaseOf(row),
    answers: row.answers,
    screening: row.screening,
    tier: row.tier,
    tierReasons: screeningTier(row.screening).reasons,
    scoringModel: row.scoringModel,
    scoringInputs: row.scoringInputs,
    score: row.score,
    scoreMissing: proposalScore(scoring, row.scoringInputs).missing,
    state: row.state,
    submittedBy: row.submittedBy
      ? { id: row.submittedBy, name: record.submitterName ?? 'Unknown user' }
      : null,
    approvals,
    approval:
      row.state === 'approved' ? { ...progress, complete: true, waitingFor: null } : progress,
    rejectionReason: row.rejectionReason,
    projectId: row.projectId,
    mergedInto: mergeTarget
      ? {
          kind: row.mergedIntoProjectId ? 'project' : 'proposal',
          id: mergeTarget,
          name: record.mergedIntoName ?? '',
        }
      : null,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The company's intake settings, approvers with their names. */
export function presentIntakeSettings(
  settings: EffectiveIntakeSettings,
  names: Map<string, string>,
): IntakeSettings {
  return {
    companyId: settings.companyId,
    questions: settings.questions,
    scoringModel: settings.scoringModel,
    criteria: settings.criteria,
    approvalRules: settings.approvalRules,
    approvers: settings.approvers.map((a) => ({
      userId: a.userId,
      name: names.get(a.userId) ?? 'Unknown user',
      role: a.role,
    })),
    updatedAt: settings.updatedAt?.toISOString() ?? null,
  };
}
