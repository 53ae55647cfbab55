import { act, fireEvent, screen, within } from '@testing-library/react';
import { Provider } from 'jotai';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@portfolio/ui/testing';
import { createFiltersStore, listFiltersAtom, searchTextAtom } from '../state/project-filters';
import { ProjectFilters, SEARCH_DEBOUNCE_MS } from './project-filters';

function renderFilters(departments = ['Finance', 'IT']) {
  const store = createFiltersStore();
  const result = renderWithProviders(
    <Provider store={store}>
      <ProjectFilters departments={departments} />
    </Provider>,
  );
  return { ...result, store };
}

describe('ProjectFilters', () => {
  it('sends the search only after a pause in typing', async () => {
    const { store } = renderFilters();
    // One change, checked at once: no timer can have fired in between, however slow the machine.
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search projects' }), {
      target: { value: 'fraud' },
    });
    expect(store.get(searchTextAtom)).toBe('fraud');
    expect(store.get(listFiltersAtom).q).toBe('');
    await act(() => new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS + 50)));
    expect(store.get(listFiltersAtom).q).toBe('fraud');
  });

  it('sets the department, status and archived view', async () => {
    const { user, store } = renderFilters();
    expect(
      within(screen.getByRole('combobox', { name: 'Department' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All Departments', 'Finance', 'IT']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Department' }), 'IT');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'on_hold');
    expect(screen.getByRole('button', { name: 'Current' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Archived' }));
    expect(screen.getByRole('button', { name: 'Archived' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(store.get(listFiltersAtom)).toMatchObject({
      department: 'IT',
      status: 'on_hold',
      archived: true,
    });
  });

  it('filters by EU AI Act class, or the projects not assessed yet', async () => {
    const { user, store } = renderFilters();
    const select = screen.getByRole('combobox', { name: 'EU AI Act class' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'All risk classes',
      'Prohibited',
      'High-risk',
      'Limited risk',
      'Minimal risk',
      'Not assessed',
    ]);
    await user.selectOptions(select, 'high_risk');
    expect(store.get(listFiltersAtom).aiActClass).toBe('high_risk');
    await user.selectOptions(select, 'unassessed');
    expect(store.get(listFiltersAtom).aiActClass).toBe('unassessed');
  });
});
