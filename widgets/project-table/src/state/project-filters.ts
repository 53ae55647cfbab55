import { atom, createStore } from 'jotai';
import {
  AI_ACT_CLASS_FILTERS,
  PROJECT_SORTS,
  PROJECT_STATUSES,
  asOneOf,
  type AiActClassFilter,
  type ProjectSort,
  type ProjectStatus,
} from '@portfolio/contracts';
import { toQueryString } from '@portfolio/ui';
import { DEFAULT_PROJECT_SORT, listQueryOf, type ProjectListFilters } from '../api/list-projects';

/** The sortable columns and the direction of their first click (figures: largest first; dates: soonest). */
export const SORTABLE_COLUMNS = {
  name: 'asc',
  department: 'asc',
  status: 'asc',
  roi: 'desc',
  investment: 'desc',
  startDate: 'asc',
  targetDate: 'asc',
} as const;
export type SortColumn = keyof typeof SORTABLE_COLUMNS;

/** The text in the search box, as typed; the query follows it after a short pause. */
export const searchTextAtom = atom('');
/** The search the list is asked for (debounced {@link searchTextAtom}). */
export const searchAtom = atom('');
export const departmentAtom = atom('');
export const statusAtom = atom<ProjectStatus | ''>('');
export const aiActClassAtom = atom<AiActClassFilter | ''>('');
/** The archived projects instead of the live ones. */
export const archivedAtom = atom(false);
export const sortAtom = atom<ProjectSort>(DEFAULT_PROJECT_SORT);

/** What the BFF is asked for. */
export const listFiltersAtom = atom<ProjectListFilters>((get) => ({
  q: get(searchAtom),
  department: get(departmentAtom) || undefined,
  status: get(statusAtom) || undefined,
  aiActClass: get(aiActClassAtom) || undefined,
  archived: get(archivedAtom),
  sort: get(sortAtom),
}));

/** Whether a search or filter narrows the list (the empty state then says "No projects match your filters"). */
export const isFiltered = (filters: ProjectListFilters) =>
  Boolean(filters.q?.trim() || filters.department || filters.status || filters.aiActClass);

/** Clicking a column: the other direction when it is the current one, else its first direction. */
export const sortByAtom = atom(null, (get, set, column: SortColumn) => {
  const current = get(sortAtom);
  const next: ProjectSort =
    current === column
      ? `-${column}`
      : current === `-${column}`
        ? column
        : SORTABLE_COLUMNS[column] === 'asc'
          ? column
          : `-${column}`;
  set(sortAtom, next);
});

export const clearFiltersAtom = atom(null, (_get, set) => {
  set(searchTextAtom, '');
  set(searchAtom, '');
  set(departmentAtom, '');
  set(statusAtom, '');
  set(aiActClassAtom, '');
});

/**
 * A view of the table as an address holds it: `/projects?q=bot&department=Finance&sort=name`,
 * which other pages link to, a person bookmarks, and Back returns to.
 */
export interface InitialFilters {
  q?: string;
  department?: string;
  status?: string;
  aiActClass?: string;
  archived?: boolean;
  sort?: string;
}

/** The view a query string names; an unknown status or order is left out. */
export function initialFiltersFromSearch(search: string): InitialFilters {
  const params = new URLSearchParams(search);
  return {
    q: params.get('q') ?? undefined,
    department: params.get('department') ?? undefined,
    status: params.get('status') ?? undefined,
    aiActClass: params.get('aiActClass') ?? undefined,
    archived: params.get('archived') === 'true',
    sort: params.get('sort') ?? undefined,
  };
}

/**
 * The query string of a view: the list query's own parameters (blanks and defaults left out, so
 * one view has one address), or '' for the default view.
 */
export const searchOfFilters = (filters: ProjectListFilters) => toQueryString(listQueryOf(filters));

/** Puts the table's search box, filters and order in `store` to `view`. */
export function setFilters(store: FiltersStore, view: InitialFilters) {
  store.set(searchTextAtom, view.q ?? '');
  store.set(searchAtom, view.q ?? '');
  store.set(departmentAtom, view.department ?? '');
  store.set(statusAtom, asOneOf(PROJECT_STATUSES, view.status) ?? '');
  store.set(aiActClassAtom, asOneOf(AI_ACT_CLASS_FILTERS, view.aiActClass) ?? '');
  store.set(archivedAtom, view.archived ?? false);
  store.set(sortAtom, asOneOf(PROJECT_SORTS, view.sort) ?? DEFAULT_PROJECT_SORT);
}

export type FiltersStore = ReturnType<typeof createStore>;

/** A store for one table, so two tables on a page keep their own filters. */
export function createFiltersStore(initial: InitialFilters = {}): FiltersStore {
  const store = createStore();
  setFilters(store, initial);
  return store;
}
