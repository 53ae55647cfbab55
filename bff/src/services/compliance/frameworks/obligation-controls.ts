import {
  calendarDateOf,
  isEvidenceExpired,
  withObligationControls,
  type AiActObligationItem,
  type EvidenceBrief,
} from '@portfolio/contracts';
import type { Knex } from 'knex';
import { listControlEvidence, type EvidenceWithNames } from '../evidence.ts';

/** A piece of evidence in brief, judged on `today`. */
export const evidenceBrief = (row: EvidenceWithNames, today: string): EvidenceBrief => ({
  id: row.id,
  title: row.title ?? row.fileName ?? row.url ?? '',
  kind: row.kind,
  url: row.url,
  expiresAt: row.expiresAt,
  expired: isEvidenceExpired(row.expiresAt, today),
});

/**
 * Obligations with the controls that satisfy them: each obligation of a list gets `satisfiedBy`,
 * the company's controls linked to it that have evidence, with that evidence (expired pieces
 * marked). Evidence attached once to a control shows on every project's obligation it links to.
 */
export async function withSatisfiedBy<T extends AiActObligationItem>(
  db: Knex,
  companyId: string,
  items: readonly T[],
  now = new Date(),
): Promise<T[]> {
  if (items.length === 0) return [];
  const today = calendarDateOf(now);
  const byControl = new Map<string, EvidenceBrief[]>();
  for (const e of await listControlEvidence(db, companyId)) {
    byControl.set(e.controlId!, [...(byControl.get(e.controlId!) ?? []), evidenceBrief(e, today)]);
  }
  return withObligationControls(items, (id) => byControl.get(id) ?? []);
}
