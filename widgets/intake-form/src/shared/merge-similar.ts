import {
  isOneOf,
  PROPOSAL_STATES,
  PROPOSAL_STATE_LABELS,
  projectStatusLabel,
  type ProposalState,
  type SimilarItem,
} from '@portfolio/contracts';

/** A similar item's kind, as its line names it. */
export const SIMILAR_KIND_LABELS = {
  project: 'Project',
  proposal: 'Proposal',
} as const satisfies Record<SimilarItem['kind'], string>;

/** Whether a similar item's state is a proposal's (else it is a project's status). */
export const isProposalState = (state: string): state is ProposalState =>
  isOneOf(PROPOSAL_STATES, state);

/** A similar item's kind and state as a line of text says them: "Project · Planning". */
export const similarStateText = (item: Pick<SimilarItem, 'kind' | 'state'>) =>
  `${SIMILAR_KIND_LABELS[item.kind]} · ${
    item.kind === 'proposal' && isProposalState(item.state)
      ? PROPOSAL_STATE_LABELS[item.state]
      : projectStatusLabel(item.state)
  }`;

/** One project or proposal among the similar ones, whichever text found it. */
export const similarKey = (item: Pick<SimilarItem, 'kind' | 'id'>) => `${item.kind}:${item.id}`;

/** How alike an item is, as a person reads it: "82% alike". */
export const alikeText = (item: Pick<SimilarItem, 'similarity'>) =>
  `${Math.round(item.similarity * 100)}% alike`;

/**
 * The possible duplicates of the name and of the problem statement as one list: each item once
 * with the higher of its similarities, the most similar first, at most `limit`.
 */
export function mergeSimilar(lists: ReadonlyArray<readonly SimilarItem[]>, limit: number) {
  const best = new Map<string, SimilarItem>();
  for (const item of lists.flat()) {
    const key = similarKey(item);
    const seen = best.get(key);
    if (!seen || item.similarity > seen.similarity) best.set(key, item);
  }
  return [...best.values()]
    .sort((a, b) => b.similarity - a.similarity || a.name.localeCompare(b.name))
    .slice(0, limit);
}
