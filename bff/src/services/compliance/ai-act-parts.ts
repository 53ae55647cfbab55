import {
  AI_ACT_OBLIGATION_STATUS_LABELS,
  notesOfPart,
  partsOfSplit,
  type AiActDueObligation,
} from '@portfolio/contracts';
import { insertRecorded } from '../../audit/recorded-writes.ts';
import type { UnitOfWork } from '../../audit/unit-of-work.ts';
import { AiActObligationRow } from '../../models/ai-act.ts';
import { ObligationEvidenceRow } from '../../models/obligation-evidence.ts';
import { userName } from '../access/member-names.ts';

/** The obligations a project's answers give now, by id. */
export interface PlannedObligations {
  byId: ReadonlyMap<string, AiActDueObligation>;
}

/** A stored obligation as its history records it: its status and owner worded. */
export const auditedObligation = (row: AiActObligationRow, ownerLabel: string | null) => ({
  ...row,
  statusLabel: AI_ACT_OBLIGATION_STATUS_LABELS[row.status],
  ownerName: ownerLabel,
});

/** An obligation's name in the history: its article and title (its id when no longer given). */
export const obligationLabel = (obligationId: string, plan: PlannedObligations) => {
  const obligation = plan.byId.get(obligationId);
  return obligation ? `${obligation.article}: ${obligation.title}` : obligationId;
};

/**
 * A new stored row of an obligation of the plan with `values`, recorded as created with its due
 * date, under its article and title.
 */
export const createObligation = (
  uow: UnitOfWork,
  plan: PlannedObligations,
  obligation: AiActDueObligation,
  values: Pick<AiActObligationRow, 'companyId' | 'projectId' | 'status'> &
    Partial<AiActObligationRow>,
  ownerLabel: string | null = null,
): Promise<AiActObligationRow> =>
  insertRecorded(
    uow,
    AiActObligationRow,
    'ai_act_obligation',
    { ...values, obligationId: obligation.id },
    {
      label: obligationLabel(obligation.id, plan),
      view: (row) => ({ ...auditedObligation(row, ownerLabel), dueDate: obligation.dueDate }),
    },
  );

/**
 * A saved assessment's stored rows of whole articles that the table now lists by their parts
 * (Article 16, Article 26, Article 49 as its paragraph 1): as the `obligation_paragraphs`
 * migration did for the rows of its day, each becomes the parts the answers give, with its status,
 * owner, notes and not-applicable reason, and a note saying so. The row itself becomes the first
 * part not stored yet (same id: its evidence and links stay with it); when every part is stored
 * already, its evidence moves to the first part and the row goes as any row no longer given.
 * Recorded in the history. Answers the project's rows after it.
 */
export async function splitWholeArticles(
  uow: UnitOfWork,
  plan: PlannedObligations,
  stored: readonly AiActObligationRow[],
): Promise<AiActObligationRow[]> {
  const { trx } = uow;
  let rows = [...stored];
  for (const whole of stored) {
    if (plan.byId.has(whole.obligationId)) continue;
    const parts = partsOfSplit(whole.obligationId).flatMap((part) => plan.byId.get(part.id) ?? []);
    if (parts.length === 0) continue;
    const storedPart = (id: string) => rows.find((row) => row.obligationId === id);
    const missing = parts.filter((part) => !storedPart(part.id));
    const evidence = await ObligationEvidenceRow.query(trx)
      .where({ obligationId: whole.id })
      .resultSize();
    const [holder] = missing.length > 0 ? missing : parts;
    const keptUnder = evidence > 0 ? holder!.article : null;
    // An article renamed to its one paragraph (Article 49(1)) keeps its notes as they are.
    const renamed = partsOfSplit(whole.obligationId).length === 1;
    const notesOf = (part: { article: string }) =>
      renamed
        ? whole.notes
        : notesOfPart(whole.notes, { part, status: whole.status, evidenceKeptUnder: keptUnder });
    const ownerLabel = await userName(trx, whole.ownerId);

    if (missing.length === 0) {
      await ObligationEvidenceRow.query(trx)
        .where({ obligationId: whole.id })
        .patch({ obligationId: storedPart(holder!.id)!.id });
      continue;
    }
    const [first, ...rest] = missing as [AiActDueObligation, ...AiActDueObligation[]];
    const reused = await AiActObligationRow.query(trx).patchAndFetchById(whole.id, {
      obligationId: first.id,
      notes: notesOf(first),
    });
    await uow.record({
      entity: 'ai_act_obligation',
      id: whole.id,
      action: 'updated',
      before: auditedObligation(whole, ownerLabel),
      after: auditedObligation(reused, ownerLabel),
      label: obligationLabel(first.id, plan),
    });
    rows = rows.map((row) => (row.id === whole.id ? reused : row));
    for (const part of rest) {
      const created = await createObligation(
        uow,
        plan,
        part,
        {
          companyId: whole.companyId,
          projectId: whole.projectId,
          status: whole.status,
          ownerId: whole.ownerId,
          notes: notesOf(part),
          notApplicableReason: whole.notApplicableReason,
        },
        ownerLabel,
      );
      rows.push(created);
    }
  }
  return rows;
}
