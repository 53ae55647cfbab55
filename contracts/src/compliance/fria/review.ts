import type { AiActReason } from '../ai-act/classify';
import { formatCalendarDate } from '../../time/calendar-date';
import { ARTICLE_27, FRIA_PART_KEYS, friaPartName, type FriaPartKey } from './article-27';
import type { FriaPrefill } from './prefill';
import type { FriaRequirement } from './requirement';

/**
 * Where a FRIA stands, whether its approval still covers what it says (Article 27(2)), and
 * whether its project may be moved to Active.
 */

export const FRIA_STATES = ['not_started', 'draft', 'approved', 'needs_review'] as const;
export type FriaState = (typeof FRIA_STATES)[number];

export const FRIA_STATE_LABELS: Record<FriaState, string> = {
  not_started: 'Not started',
  draft: 'Draft',
  approved: 'Approved',
  needs_review: 'Needs review',
};

/** The parts' texts, by part. */
export type FriaTexts = Record<FriaPartKey, string>;

/**
 * What an approval covered: the parts as approved, and the records' pre-filled values of that
 * day (the facts each part rests on). Kept with the approval and compared with today's.
 */
export interface FriaApprovalBasis {
  parts: FriaTexts;
  prefill: Record<FriaPartKey, string | null>;
}

/** The basis an approval keeps, of the parts approved and the records' values then. */
export const friaApprovalBasis = (parts: FriaTexts, prefill: FriaPrefill): FriaApprovalBasis => ({
  parts: { ...parts },
  prefill: Object.fromEntries(
    FRIA_PART_KEYS.map((key) => [key, prefill[key]?.text ?? null]),
  ) as FriaApprovalBasis['prefill'],
});

/**
 * Why an approved FRIA needs review (Article 27(2)): a part whose facts changed in the records
 * (the project's purpose, its dates, its GDPR record, its EU AI Act answers), or a part edited,
 * since the approval. Empty while the approval still covers it.
 */
export function friaReview(
  basis: FriaApprovalBasis,
  parts: FriaTexts,
  prefill: FriaPrefill,
): AiActReason[] {
  const reasons: AiActReason[] = [];
  for (const key of FRIA_PART_KEYS) {
    const now = prefill[key];
    if ((now?.text ?? null) !== (basis.prefill[key] ?? null)) {
      reasons.push({
        text: `${friaPartName(key)}: ${key === 'processes' ? "the project's purpose or department" : 'its facts'} changed since the approval (${now?.source ?? 'the records it was pre-filled from'})`,
        article: ARTICLE_27.update,
      });
    }
    if (parts[key] !== basis.parts[key]) {
      reasons.push({
        text: `${friaPartName(key)}: edited since the approval`,
        article: ARTICLE_27.update,
      });
    }
  }
  return reasons;
}

/** Where a FRIA stands: nothing saved, a draft, approved, or approved and changed since. */
export function friaState(fria: {
  saved: boolean;
  approved: boolean;
  review: readonly AiActReason[];
}): FriaState {
  if (!fria.approved) return fria.saved ? 'draft' : 'not_started';
  return fria.review.length > 0 ? 'needs_review' : 'approved';
}

/** The parts left blank: an approval needs all six. */
export const blankFriaParts = (parts: Partial<FriaTexts>): FriaPartKey[] =>
  FRIA_PART_KEYS.filter((key) => !parts[key]?.trim());

/**
 * Why the project may not be moved to Active now, or null when it may: a FRIA is owed and not
 * approved, or approved and changed since. `admin`: the sentence says how an admin may move it
 * anyway; a member is told to ask one.
 */
export function friaActivationRefusal(
  requirement: FriaRequirement,
  fria: { state: FriaState; approvedOn: string | null },
  { admin }: { admin: boolean },
): string | null {
  if (!requirement.required || fria.state === 'approved') return null;
  const why =
    fria.state === 'needs_review' && fria.approvedOn
      ? `Its fundamental rights impact assessment (FRIA), approved on ${formatCalendarDate(fria.approvedOn, 'long')}, has changed since and needs approving again (${ARTICLE_27.update}).`
      : `It owes a fundamental rights impact assessment (FRIA) before its first use (${ARTICLE_27.duty}): ${requirement.reasons.map((r) => r.text.charAt(0).toLowerCase() + r.text.slice(1)).join('; ')}.`;
  const next = admin
    ? 'Approve the FRIA on its Compliance page first, or give a reason to move it to Active anyway (the history keeps it).'
    : 'Approve the FRIA on its Compliance page first, or ask an admin to move it to Active with a reason.';
  return `This project cannot be moved to Active yet. ${why} ${next}`;
}
