import { PROPOSAL_STATES, type ProposalState } from '@portfolio/contracts';
import type { WidgetLocation } from '@portfolio/ui';
import { useSearchState } from '@portfolio/ui/toolbar';

/** The state an address filters by (`?state=in_review`); anything else is no filter. */
export function stateFromSearch(search: string): ProposalState | undefined {
  const value = new URLSearchParams(search).get('state');
  return PROPOSAL_STATES.find((state) => state === value);
}

export const searchOfState = (state: ProposalState | undefined) => (state ? `?state=${state}` : '');

/**
 * The queue's state filter, kept in the address when the shell gives one (a bookmark, Back),
 * in the widget's memory otherwise (on another site's page, in a story).
 */
export const useStateFilter = (location: WidgetLocation | undefined) =>
  useSearchState(location, stateFromSearch, searchOfState);
