import { daysBetween } from '../time/calendar-date';

/** What the expiry rule reads of a piece of evidence. */
export interface EvidenceExpiryState {
  /** The stored obligation it supports. */
  obligationId: string;
  /** `YYYY-MM-DD`, the last day it holds; null: it does not expire. */
  expiresAt: string | null;
}

/** Expired: its last day is before `today`. */
export const isEvidenceExpired = (expiresAt: string | null, today: string): boolean =>
  expiresAt !== null && daysBetween(expiresAt, today) > 0;

/**
 * The obligations whose evidence has all expired: each has evidence, and none of it still
 * holds (an obligation given new evidence, or evidence without an expiry, is covered again).
 */
export function obligationsWithExpiredEvidence(
  evidence: readonly EvidenceExpiryState[],
  today: string,
): string[] {
  const current = new Map<string, boolean>();
  for (const item of evidence) {
    const holds = !isEvidenceExpired(item.expiresAt, today);
    current.set(item.obligationId, (current.get(item.obligationId) ?? false) || holds);
  }
  return [...current].filter(([, holds]) => !holds).map(([id]) => id);
}
