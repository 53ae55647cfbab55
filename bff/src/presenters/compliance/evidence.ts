import {
  isEvidenceExpired,
  type ControlEvidence,
  type IncidentEvidence,
  type ObligationEvidence,
} from '@portfolio/contracts';
import { toIsoString } from '../../db/dates.ts';
import { nameOf, type EvidenceWithNames } from '../../services/compliance/evidence.ts';

/** A piece of evidence with who reviewed and added it, and whether it has expired today. */
export function presentEvidence(row: EvidenceWithNames, today: string): ObligationEvidence {
  // Evidence of an obligation has both (a check constraint of the table says so).
  return {
    ...presentStored(row, today),
    projectId: row.projectId!,
    obligationId: row.obligationId!,
  };
}

/** A piece of evidence of an incident. */
export function presentIncidentEvidence(row: EvidenceWithNames, today: string): IncidentEvidence {
  return { ...presentStored(row, today), incidentId: row.incidentId! };
}

/** A piece of evidence on a control of the company. */
export function presentControlEvidence(row: EvidenceWithNames, today: string): ControlEvidence {
  return { ...presentStored(row, today), controlId: row.controlId! };
}

/** What evidence of an obligation, an incident and a control share. */
function presentStored(
  row: EvidenceWithNames,
  today: string,
): Omit<ObligationEvidence, 'projectId' | 'obligationId'> {
  const reviewerName = row.reviewedById
    ? nameOf(row.reviewerFirstName, row.reviewerLastName, row.reviewerEmail)
    : row.reviewedByName;
  return {
    id: row.id,
    companyId: row.companyId,
    kind: row.kind,
    title: row.title ?? row.fileName ?? row.url ?? '',
    url: row.url,
    file:
      row.kind === 'file'
        ? { name: row.fileName!, contentType: row.contentType!, size: row.sizeBytes! }
        : null,
    reviewedBy: reviewerName ? { id: row.reviewedById, name: reviewerName } : null,
    reviewedAt: row.reviewedAt,
    expiresAt: row.expiresAt,
    expired: isEvidenceExpired(row.expiresAt, today),
    createdAt: toIsoString(row.createdAt),
    createdBy: row.createdBy
      ? {
          id: row.createdBy,
          name: nameOf(row.creatorFirstName, row.creatorLastName, row.creatorEmail),
        }
      : null,
  };
}
