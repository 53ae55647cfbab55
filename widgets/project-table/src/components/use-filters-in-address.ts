import { useEffect, useRef } from 'react';
import type { WidgetLocation } from '@portfolio/ui';
import { rememberListSearch } from '@portfolio/ui/project-form';
import {
  createFiltersStore,
  initialFiltersFromSearch,
  listFiltersAtom,
  searchOfFilters,
  setFilters,
  type FiltersStore,
} from '../state/project-filters';

/** The address's query string as the table would write it (its own parameters, in its order). */
const normalized = (search: string) => searchOfFilters(filtersOf(initialFiltersFromSearch(search)));

/** The list filters a view names, unknown values left out as the store leaves them out. */
const filtersOf = (view: ReturnType<typeof initialFiltersFromSearch>) =>
  createFiltersStore(view).get(listFiltersAtom);

/**
 * Keeps the table's view (search, department, status, archived, order) and the page's address
 * in step: a new search, filter or order replaces the address's query string (no history entry
 * per keystroke: Back leaves the list, it does not replay it), and an address that changes
 * under the table (Back, Forward, a link to another view) sets the view. The search enters the
 * address once sent, not as typed. Without a location the view stays in the store alone.
 */
export function useFiltersInAddress(store: FiltersStore, location: WidgetLocation | undefined) {
  const latest = useRef(location);
  // While the address sets the view, atom by atom, its steps are not written back.
  const following = useRef(false);
  // Addresses written and not yet seen back: the router hands them over later, when the view
  // may have moved on (more typing), so an address of ours is never taken for a new one.
  const pending = useRef<string[]>([]);
  useEffect(() => {
    latest.current = location;
  });

  const search = location?.search;
  useEffect(() => {
    if (search === undefined) return;
    const ours = pending.current.indexOf(normalized(search));
    if (ours !== -1) {
      pending.current.splice(0, ours + 1);
      return;
    }
    pending.current = [];
    const wanted = initialFiltersFromSearch(search);
    if (searchOfFilters(store.get(listFiltersAtom)) !== normalized(search)) {
      following.current = true;
      try {
        setFilters(store, wanted);
      } finally {
        following.current = false;
      }
    }
    rememberListSearch(normalized(search));
  }, [store, search]);

  const tracked = location !== undefined;
  useEffect(() => {
    if (!tracked) return;
    return store.sub(listFiltersAtom, () => {
      if (following.current) return;
      const next = searchOfFilters(store.get(listFiltersAtom));
      rememberListSearch(next);
      const current = latest.current;
      const last = pending.current.at(-1) ?? (current && normalized(current.search));
      if (current && next !== last) {
        pending.current.push(next);
        current.replaceSearch(next);
      }
    });
  }, [store, tracked]);
}
