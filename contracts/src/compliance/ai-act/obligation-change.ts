import { NOT_APPLICABLE_REASON_MESSAGE, type AiActObligationUpdateBody } from '../ai-act';
import type { AiActObligationStatus } from './status';

/** What a person sets on an obligation. */
export interface ObligationValues {
  status: AiActObligationStatus;
  ownerId: string | null;
  notes: string | null;
  notApplicableReason: string | null;
}

/**
 * What an obligation becomes under a change (a field the body leaves out keeps its value; notes
 * and the reason trimmed, the reason kept only while the obligation does not apply), and why it
 * may not: not applicable without a reason; else null. Whether the owner is a member is the
 * caller's to say.
 */
export function changedObligation(
  before: ObligationValues,
  body: AiActObligationUpdateBody,
): { after: ObligationValues; problem: string | null } {
  const status = body.status ?? before.status;
  const reason =
    body.notApplicableReason !== undefined
      ? body.notApplicableReason?.trim() || null
      : before.notApplicableReason;
  return {
    after: {
      status,
      ownerId: body.ownerId !== undefined ? body.ownerId : before.ownerId,
      notes: body.notes !== undefined ? body.notes?.trim() || null : before.notes,
      notApplicableReason: status === 'not_applicable' ? reason : null,
    },
    problem: status === 'not_applicable' && !reason ? NOT_APPLICABLE_REASON_MESSAGE : null,
  };
}
