import { AI_ACT_LIMITS } from '../ai-act';
import { articleOf } from './articles';
import { AI_ACT_OBLIGATIONS, type AiActObligation } from './obligations';
import { AI_ACT_OBLIGATION_STATUS_LABELS, type AiActObligationStatus } from './status';

/**
 * Obligations listed by paragraph: the article a part belongs to, the parts a whole article's
 * stored row becomes, and the note that says what was carried over from it.
 */

export { articleOf, citeArticles } from './articles';

/**
 * The parts that a row stored under `wholeId` becomes, in the table's order (the first keeps the
 * whole article's evidence); none when `wholeId` was never split.
 */
export const partsOfSplit = (
  wholeId: string,
  obligations: readonly AiActObligation[] = AI_ACT_OBLIGATIONS,
): AiActObligation[] => obligations.filter((obligation) => obligation.splitFrom === wholeId);

/** What was carried over from a whole article's row to one of its parts. */
export interface CarriedOver {
  /** The part that carries it, as the table lists it. */
  part: Pick<AiActObligation, 'article'>;
  /** The whole article's status. */
  status: AiActObligationStatus;
  /** The part that holds the whole article's evidence (null: it had none). */
  evidenceKeptUnder: string | null;
}

/** The note a part gets when a whole article's row becomes its parts. */
export function carriedOverNote({ part, status, evidenceKeptUnder }: CarriedOver): string {
  const whole = articleOf(part.article);
  const note = `Carried over from the status of ${whole} as a whole (${AI_ACT_OBLIGATION_STATUS_LABELS[status]}), before it was listed by its parts.`;
  if (!evidenceKeptUnder) return note;
  return evidenceKeptUnder === part.article
    ? `${note} The evidence given for the whole article is kept here.`
    : `${note} The evidence given for the whole article is kept under ${evidenceKeptUnder}.`;
}

/**
 * A part's notes: the whole article's notes and the note saying what was carried over (added
 * unless the whole was still to do and had no evidence), within the notes' limit.
 */
export function notesOfPart(notes: string | null, carried: CarriedOver): string | null {
  if (carried.status === 'todo' && !carried.evidenceKeptUnder) return notes;
  const note = carriedOverNote(carried);
  if (!notes) return note;
  const room = AI_ACT_LIMITS.notes - note.length - 2;
  return `${notes.slice(0, room)}\n\n${note}`;
}

/** What the articles listed by their parts are about, in plain words (their groups' headings). */
export const AI_ACT_ARTICLE_HEADINGS: Readonly<Record<string, string>> = {
  'Article 16': "The provider's duties",
  'Article 26': "The deployer's duties",
  'Article 49': 'Registration',
  'Article 50': 'Transparency',
  'Article 53': 'General-purpose AI models',
  'Article 73': 'Serious incidents',
};

/** An article's heading: `Article 26: The deployer's duties` (the article alone when not named). */
export const articleHeading = (article: string): string =>
  AI_ACT_ARTICLE_HEADINGS[article] ? `${article}: ${AI_ACT_ARTICLE_HEADINGS[article]}` : article;

/** Items by the article they belong to, in the order each article first comes. */
export function groupByArticle<T extends { article: string }>(
  items: readonly T[],
): Array<{ article: string; items: T[] }> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const article = articleOf(item.article);
    groups.set(article, [...(groups.get(article) ?? []), item]);
  }
  return [...groups].map(([article, grouped]) => ({ article, items: grouped }));
}
