import { describe, expect, it } from 'vitest';
import {
  createFiltersStore,
  initialFiltersFromSearch,
  isFiltered,
  listFiltersAtom,
  sortAtom,
  sortByAtom,
} from './project-filters';

describe('the table filters', () => {
  it('start from the address a page links to, ignoring an unknown status', () => {
    expect(initialFiltersFromSearch('?department=R%26D&status=active')).toEqual({
      q: undefined,
      department: 'R&D',
      status: 'active',
      archived: false,
    });
    const store = createFiltersStore(
      initialFiltersFromSearch('?status=sleeping&archived=true&q=bot'),
    );
    expect(store.get(listFiltersAtom)).toEqual({
      q: 'bot',
      department: undefined,
      status: undefined,
      archived: true,
      sort: '-createdAt',
    });
  });

  it('sort a column one way, then the other; figures largest first', () => {
    const store = createFiltersStore();
    store.set(sortByAtom, 'name');
    expect(store.get(sortAtom)).toBe('name');
    store.set(sortByAtom, 'name');
    expect(store.get(sortAtom)).toBe('-name');
    store.set(sortByAtom, 'name');
    expect(store.get(sortAtom)).toBe('name');
    store.set(sortByAtom, 'investment');
    expect(store.get(sortAtom)).toBe('-investment');
  });

  it('count a search, department or status as filtering, not the archived view or the order', () => {
    expect(isFiltered({ archived: true, sort: 'name' })).toBe(false);
    expect(isFiltered({ q: '   ' })).toBe(false);
    expect(isFiltered({ q: 'bot' })).toBe(true);
    expect(isFiltered({ department: 'IT' })).toBe(true);
    expect(isFiltered({ status: 'active' })).toBe(true);
  });
});
