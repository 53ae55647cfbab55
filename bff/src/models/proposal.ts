import type {
  IntakeApprovalRules,
  IntakeApprover,
  IntakeCriterion,
  IntakeQuestion,
  IntakeTier,
  ProposalState,
  ScoringModel,
} from '@portfolio/contracts';
import { CompanyOwnedModel, CompanyTimestampedModel } from './base-model.ts';

/** A proposal of a company, before it is a project (`contracts/src/intake`). */
export class ProposalRow extends CompanyTimestampedModel {
  static override tableName = 'proposals';
  static override jsonAttributes = ['answers', 'screening', 'scoringInputs'];

  declare name: string;
  declare problemStatement: string;
  declare department: string;
  declare businessOwner: string;
  /** Decimal strings, as PostgreSQL's numeric reads. */
  declare expectedReturn: string | null;
  declare initialCosts: string | null;
  declare runningCosts: string | null;
  declare answers: Record<string, string | number | boolean>;
  declare screening: Record<string, boolean>;
  declare tier: IntakeTier;
  declare scoringModel: ScoringModel;
  declare scoringInputs: Record<string, number>;
  declare score: number | null;
  declare state: ProposalState;
  declare submittedBy: string | null;
  declare rejectionReason: string | null;
  /** The project its approval made. */
  declare projectId: string | null;
  declare mergedIntoProjectId: string | null;
  declare mergedIntoProposalId: string | null;
  declare decidedAt: Date | null;
}

/** One person's approval of a proposal. */
export class ProposalApprovalRow extends CompanyOwnedModel {
  static override tableName = 'proposal_approvals';

  declare proposalId: string;
  declare userId: string;
  /** The role they approved for: their named role, or `admin`. */
  declare role: string;
  declare note: string | null;
  declare approvedAt: Date;
}

/** A company's intake settings; a company without a row has the defaults. */
export class IntakeSettingsRow extends CompanyOwnedModel {
  static override tableName = 'intake_settings';
  static override jsonAttributes = ['questions', 'criteria', 'approvalRules', 'approvers'];

  declare questions: IntakeQuestion[];
  declare scoringModel: ScoringModel;
  declare criteria: IntakeCriterion[];
  declare approvalRules: IntakeApprovalRules;
  declare approvers: IntakeApprover[];
  declare updatedAt: Date;
}
