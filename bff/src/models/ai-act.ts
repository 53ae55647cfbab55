import type {
  AiActObligationStatus,
  AiActRiskClass,
  AiActRole,
  FriaApprovalBasis,
  FriaPartKey,
} from '@portfolio/contracts';
import { ProjectOwnedModel } from './base-model.ts';

/** A project's EU AI Act assessment: its roles and questionnaire answers (one per project). */
export class AiActAssessmentRow extends ProjectOwnedModel {
  static override tableName = 'ai_act_assessments';

  declare roles: AiActRole[];
  declare answers: Record<string, boolean>;
  /** The class the answers gave when saved (the answers decide; kept for queries). */
  declare riskClass: AiActRiskClass;
  declare assessedAt: Date;
  declare assessedBy: string | null;
  /** When the project's purpose changed after the assessment; null while it still matches. */
  declare purposeChangedAt: Date | null;
  /** When an incident on the project asked for the assessment to be revisited; null otherwise. */
  declare incidentReviewAt: Date | null;

  static override jsonAttributes = ['answers'];
}

/**
 * One obligation of a project under the EU AI Act, stored from its assessment: which obligation
 * of the contract's table it is, and what the project did about it. Evidence attaches to its id.
 */
export class AiActObligationRow extends ProjectOwnedModel {
  static override tableName = 'ai_act_obligations';

  declare obligationId: string;
  declare status: AiActObligationStatus;
  declare ownerId: string | null;
  declare notes: string | null;
  declare notApplicableReason: string | null;
}

/**
 * A project's fundamental rights impact assessment (Article 27): the six parts, where each kept
 * pre-filled text came from, its approval with what the approval covered, and the notification
 * of the market surveillance authority. One per project.
 */
export class ProjectFriaRow extends ProjectOwnedModel {
  static override tableName = 'project_frias';

  declare processes: string;
  declare period: string;
  declare affected: string;
  declare risks: string;
  declare oversight: string;
  declare measures: string;
  /** By part: the source of a text kept as pre-filled; a written part has none. */
  declare sources: Partial<Record<FriaPartKey, string>>;
  declare approvedBy: string | null;
  declare approvedByName: string | null;
  /** `YYYY-MM-DD` (the pg type parser keeps dates as text). */
  declare approvedOn: string | null;
  declare approvalBasis: FriaApprovalBasis | null;
  declare notifiedOn: string | null;
  declare notificationReference: string | null;
  declare notificationUrl: string | null;

  static override jsonAttributes = ['sources', 'approvalBasis'];
}
