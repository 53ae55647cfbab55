import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  makeDemoProject,
  manyProjects,
  renderWithProviders,
  withViewport,
} from '@portfolio/ui/testing';
import { ProjectListTable, type ProjectListTableProps } from './project-list-table';

withViewport(600);

function renderTable(props: Partial<ProjectListTableProps> & { scroll?: 'page' | 'box' } = {}) {
  const handlers = { onSort: vi.fn(), onOpen: vi.fn(), onRestore: vi.fn(), fetchNextPage: vi.fn() };
  const projects = props.projects ?? [makeDemoProject()];
  const result = renderWithProviders(
    <ProjectListTable
      projects={projects}
      total={projects.length}
      sort="-createdAt"
      {...handlers}
      {...props}
    />,
  );
  return { ...result, ...handlers };
}

describe('ProjectListTable', () => {
  it('sorts by a column header and shows the direction', async () => {
    const { user, onSort } = renderTable({ sort: '-investment' });
    expect(screen.getByRole('columnheader', { name: 'Investment' }).getAttribute('aria-sort')).toBe(
      'descending',
    );
    expect(
      screen.getByRole('columnheader', { name: 'Project Name' }).getAttribute('aria-sort'),
    ).toBe('none');
    expect(
      screen.getByRole('columnheader', { name: 'Business Owner' }).getAttribute('aria-sort'),
    ).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Department' }));
    expect(onSort).toHaveBeenCalledWith('department');
  });

  it('offers Restore on archived rows without opening them', async () => {
    const project = makeDemoProject({ name: 'Old Bot', archivedAt: '2026-01-01T00:00:00.000Z' });
    const { user, onRestore, onOpen } = renderTable({ projects: [project], archived: true });
    await user.click(screen.getByRole('button', { name: 'Restore Old Bot' }));
    expect(onRestore).toHaveBeenCalledWith(project);
    expect(onOpen).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'View Old Bot' })).toBeNull();
  });

  it.each([
    // The spec's thousands, no decimals, whatever the size; the exact figure in the title.
    ['1400', '$1,400', '$1K'],
    ['6500', '$6,500', '$7K'],
    ['999500', '$999,500', '$1,000K'],
    ['2450000', '$2,450,000', '$2,450K'],
  ])('shows an investment of %s in thousands', (initialCosts, exact, shown) => {
    renderTable({
      projects: [makeDemoProject({ name: 'Pilot', initialCosts, runningCosts: null })],
    });
    const row = screen.getByText('Pilot').closest('tr')!;
    const investment = within(row).getAllByRole('cell')[5]!;
    expect(within(investment).getByTitle(exact).textContent).toBe(shown);
    expect(investment.textContent).toBe(shown);
    // The name cell's second line, shown when the table is too narrow for the figures' columns.
    expect(within(row).getAllByRole('cell')[0]!.textContent).toContain(`ROI 125%${shown}`);
  });

  it('opens a live row from its View button once', async () => {
    const project = makeDemoProject({ name: 'Copilot' });
    const { user, onOpen } = renderTable({ projects: [project] });
    await user.click(screen.getByRole('button', { name: 'View Copilot' }));
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('asks for the next page when the loaded rows nearly fit the view, and shows it is loading', () => {
    const projects = manyProjects(5);
    const { fetchNextPage } = renderTable({ projects, total: 900, hasNextPage: true });
    expect(fetchNextPage).toHaveBeenCalled();
    renderTable({ projects, total: 900, hasNextPage: true, isFetchingNextPage: true });
    expect(screen.getAllByText('Loading more projects…').length).toBeGreaterThan(0);
  });

  it('scrolls its rows in a box of its own when asked (a frame that grows to its content)', () => {
    renderTable({ projects: manyProjects(500), total: 500, scroll: 'box' });
    const box = document.querySelector<HTMLElement>('[data-virtual-scroll]')!;
    // The box of 600 px: its rows, not the 500.
    expect(within(box).getAllByRole('row').length).toBeLessThan(30);
  });

  it('leaves a long list alone until it is scrolled', () => {
    const projects = manyProjects(500);
    const { fetchNextPage } = renderTable({ projects, total: 5000, hasNextPage: true });
    expect(fetchNextPage).not.toHaveBeenCalled();
    const rows = within(screen.getAllByRole('rowgroup')[1]!).getAllByRole('row');
    expect(rows.length).toBeLessThan(30);
  });
});
