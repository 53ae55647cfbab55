import type { Knex } from 'knex';

/**
 * EU AI Act obligations to the paragraph: a project's row of a whole article whose parts are
 * separate duties (Article 16 for providers, Article 26 for deployers) becomes one row per part,
 * each with the whole article's status, owner, notes and not-applicable reason, and a note saying
 * what was carried over. The row itself becomes the first part (same id): its evidence, its
 * history and the links to it stay with it, nothing is copied; the other parts' notes say where
 * the evidence is. Article 49 for providers is its paragraph 1, renamed in place.
 *
 * The ids, articles and words are written out here on purpose: a migration records the table of
 * its day. Article 26(8) and 26(11) apply to Annex III systems only; on that day a deployer's
 * stored Article 27 row (`art27-fria`) marks exactly those projects, so it decides them. Like the
 * demo data, nothing of this is recorded in the history: no one changed the obligations.
 */

interface Part {
  id: string;
  article: string;
  annexIIIOnly?: true;
}

const SPLITS: ReadonlyArray<{ whole: string; article: string; parts: readonly Part[] }> = [
  {
    whole: 'art16-provider',
    article: 'Article 16',
    parts: ['b', 'd', 'e', 'j', 'k', 'l'].map((point) => ({
      id: `art16-${point}-provider`,
      article: `Article 16(${point})`,
    })),
  },
  {
    whole: 'art26-deployer',
    article: 'Article 26',
    parts: [1, 2, 4, 5, 6, 7, 8, 11].map((paragraph) => ({
      id: `art26-${paragraph}-deployer`,
      article: `Article 26(${paragraph})`,
      ...(paragraph === 8 || paragraph === 11 ? { annexIIIOnly: true as const } : {}),
    })),
  },
];

const RENAMES = [['art49-provider', 'art49-1-provider']] as const;

/** Stored for deployers of Annex III high-risk systems only, as 26(8) and 26(11) apply. */
const ANNEX_III_DEPLOYER_MARK = 'art27-fria';

const STATUS_LABELS: Record<string, string> = {
  todo: 'To do',
  in_progress: 'In progress',
  done: 'Done',
  not_applicable: 'Not applicable',
};
const NOTES_LIMIT = 4000;

interface ObligationRow {
  id: string;
  companyId: string;
  projectId: string;
  obligationId: string;
  status: string;
  ownerId: string | null;
  notes: string | null;
  notApplicableReason: string | null;
}

/** The notes of a part: the whole article's, then what was carried over (unless nothing was). */
function notesOf(
  row: ObligationRow,
  whole: string,
  part: string,
  evidenceKeptUnder: string | null,
): string | null {
  if (row.status === 'todo' && !evidenceKeptUnder) return row.notes;
  let note = `Carried over from the status of ${whole} as a whole (${STATUS_LABELS[row.status]}), before it was listed by its parts.`;
  if (evidenceKeptUnder) {
    note +=
      evidenceKeptUnder === part
        ? ' The evidence given for the whole article is kept here.'
        : ` The evidence given for the whole article is kept under ${evidenceKeptUnder}.`;
  }
  if (!row.notes) return note;
  return `${row.notes.slice(0, NOTES_LIMIT - note.length - 2)}\n\n${note}`;
}

const obligations = (knex: Knex) => knex<ObligationRow>('ai_act_obligations');

async function split(knex: Knex, whole: string, article: string, parts: readonly Part[]) {
  const rows = await obligations(knex).where({ obligationId: whole }).orderBy('id');
  for (const row of rows) {
    const annexIII = await obligations(knex)
      .where({ projectId: row.projectId, obligationId: ANNEX_III_DEPLOYER_MARK })
      .first('id');
    const applying = parts.filter((part) => !part.annexIIIOnly || annexIII);
    const [first, ...rest] = applying as [Part, ...Part[]];
    const evidence = (await knex('obligation_evidence')
      .where({ obligationId: row.id })
      .first(knex.raw('count(*)::int as count'))) as { count: number };
    const keptUnder = evidence.count > 0 ? first.article : null;
    await obligations(knex)
      .where({ id: row.id })
      .update({
        obligationId: first.id,
        notes: notesOf(row, article, first.article, keptUnder),
        updatedAt: knex.fn.now(),
      } as Partial<ObligationRow>);
    await obligations(knex)
      .insert(
        rest.map((part) => ({
          companyId: row.companyId,
          projectId: row.projectId,
          obligationId: part.id,
          status: row.status,
          ownerId: row.ownerId,
          notes: notesOf(row, article, part.article, keptUnder),
          notApplicableReason: row.notApplicableReason,
        })),
      )
      // A part stored already (none is, before this migration) stays as it is.
      .onConflict(['projectId', 'obligationId'])
      .ignore();
  }
}

export async function up(knex: Knex): Promise<void> {
  for (const [from, to] of RENAMES) {
    await obligations(knex).where({ obligationId: from }).update({ obligationId: to });
  }
  for (const { whole, article, parts } of SPLITS) await split(knex, whole, article, parts);
}

/** The status of a whole article from its parts' (done when each is done or does not apply). */
function wholeStatus(statuses: readonly string[]): string {
  const distinct = new Set(statuses);
  if (distinct.size === 1) return statuses[0]!;
  if ([...distinct].every((status) => status === 'done' || status === 'not_applicable')) {
    return 'done';
  }
  return distinct.has('done') || distinct.has('in_progress') ? 'in_progress' : 'todo';
}

/**
 * Back to whole articles: a project's parts become one row again (the first part's, which keeps
 * its id and notes), with the status they give together and all their evidence.
 */
export async function down(knex: Knex): Promise<void> {
  for (const { whole, parts } of SPLITS) {
    const order = parts.map((part) => part.id);
    const rows = await obligations(knex).whereIn('obligationId', order);
    const byProject = new Map<string, ObligationRow[]>();
    for (const row of rows)
      byProject.set(row.projectId, [...(byProject.get(row.projectId) ?? []), row]);
    for (const projectRows of byProject.values()) {
      projectRows.sort((a, b) => order.indexOf(a.obligationId) - order.indexOf(b.obligationId));
      const [base, ...others] = projectRows as [ObligationRow, ...ObligationRow[]];
      const otherIds = others.map((row) => row.id);
      await knex('obligation_evidence')
        .whereIn('obligationId', otherIds)
        .update({ obligationId: base.id });
      await obligations(knex).whereIn('id', otherIds).delete();
      const status = wholeStatus(projectRows.map((row) => row.status));
      await obligations(knex)
        .where({ id: base.id })
        .update({
          obligationId: whole,
          status,
          notApplicableReason:
            status === 'not_applicable'
              ? projectRows.find((row) => row.notApplicableReason)!.notApplicableReason
              : null,
          updatedAt: knex.fn.now(),
        } as Partial<ObligationRow>);
    }
  }
  for (const [from, to] of RENAMES) {
    await obligations(knex).where({ obligationId: to }).update({ obligationId: from });
  }
}
