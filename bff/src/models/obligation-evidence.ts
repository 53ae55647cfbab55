import type { EvidenceContentType, EvidenceKind } from '@portfolio/contracts';
import { CompanyTimestampedModel } from './base-model.ts';

/**
 * Evidence on an obligation (or, with `incidentId` and no obligation, of an incident; with
 * `controlId` alone, of a control of the company): a link, or a file whose bytes a store keeps
 * (`storage`).
 */
export class ObligationEvidenceRow extends CompanyTimestampedModel {
  static override tableName = 'obligation_evidence';

  /** Null for evidence of an incident without a project. */
  declare projectId: string | null;
  /** Null for evidence of an incident. */
  declare obligationId: string | null;
  declare incidentId: string | null;
  /** For evidence on a control of the library (no obligation, incident or project): its id. */
  declare controlId: string | null;
  declare kind: EvidenceKind;
  declare url: string | null;
  declare title: string | null;
  declare fileName: string | null;
  declare contentType: EvidenceContentType | null;
  declare sizeBytes: number | null;
  declare sha256: string | null;
  declare storage: 'database' | 's3' | null;
  declare storageKey: string | null;
  declare reviewedById: string | null;
  declare reviewedByName: string | null;
  /** `YYYY-MM-DD`. */
  declare reviewedAt: string | null;
  /** `YYYY-MM-DD`, the last day it holds. */
  declare expiresAt: string | null;
  declare createdBy: string | null;
}
