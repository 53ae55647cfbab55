import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProjectListQuery } from '@portfolio/contracts';
import {
  makeMembership,
  makeProject,
  portfolioHandlers,
  renderWithProviders,
  server,
} from '@portfolio/ui/testing';
import { portfolioProjects } from '../../testing/fixtures';
import { DepartmentCard } from './department-card';

const department = {
  department: 'Finance',
  count: 1,
  totalInvestment: '360000.00',
  averageRoi: '120.00',
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('DepartmentCard', () => {
  it('loads its projects only once it comes near the viewport', async () => {
    let reveal: (visible: boolean) => void = () => {};
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
          reveal = (visible) => callback([{ isIntersecting: visible }]);
        }
        observe() {}
        disconnect() {}
      },
    );
    const queries: ProjectListQuery[] = [];
    server.use(...portfolioHandlers(portfolioProjects, { onList: (q) => queries.push(q) }));
    renderWithProviders(
      <DepartmentCard companyId={makeMembership().id} department={department} navigate={vi.fn()} />,
    );

    expect(screen.getByTitle('$360,000').textContent).toBe('$360K');
    expect(screen.getByText('120%')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(queries).toEqual([]);

    act(() => reveal(true));
    expect(await screen.findByRole('link', { name: 'Open Invoice Matching Agent' })).toBeTruthy();
    expect(queries).toEqual([expect.objectContaining({ department: 'Finance', limit: 6 })]);
  });

  it('shows TBD, not $0K, as the investment of a project without costs', async () => {
    const unpriced = makeProject({
      name: 'Unpriced Pilot',
      department: 'Finance',
      initialCosts: null,
      runningCosts: null,
    });
    server.use(...portfolioHandlers([unpriced]));
    renderWithProviders(
      <DepartmentCard companyId={makeMembership().id} department={department} navigate={vi.fn()} />,
    );
    const card = await screen.findByRole('link', { name: 'Open Unpriced Pilot' });
    expect(card.closest('article')!.textContent).toContain('InvestmentTBD');
    expect(card.closest('article')!.textContent).not.toContain('$0');
  });

  it('shows investments in thousands with no decimals, the exact figure in the title', async () => {
    const pilot = makeProject({
      name: 'Receipt Reader',
      department: 'Finance',
      initialCosts: '1400',
      runningCosts: null,
    });
    server.use(...portfolioHandlers([pilot]));
    renderWithProviders(
      <DepartmentCard
        companyId={makeMembership().id}
        department={{ ...department, totalInvestment: '999500.00' }}
        navigate={vi.fn()}
      />,
    );
    // Thousands even where a million is reached: $999,500 is $1,000K.
    expect(screen.getByTitle('$999,500').textContent).toBe('$1,000K');
    expect(screen.getByText('1 project')).toBeTruthy();
    const card = (await screen.findByRole('link', { name: 'Open Receipt Reader' })).closest(
      'article',
    )!;
    expect(within(card).getByTitle('$1,400').textContent).toBe('$1K');
  });
});
