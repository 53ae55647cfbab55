import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routes, type Project } from '@portfolio/contracts';
import { makeProject, mockRouteError, server } from '@portfolio/ui/testing';
import { portfolioProjects } from '../../testing/fixtures';
import { renderPage } from '../../testing/render';
import { ByDepartment } from './by-department';
import { DEPARTMENT_PROJECTS_SHOWN } from './department-card';

const renderPortfolio = (projects?: Project[] | null) => renderPage(ByDepartment, projects);

const departmentCards = () =>
  screen.getAllByRole('region').filter((el) => el.hasAttribute('data-department'));

describe('ByDepartment', () => {
  it('shows one card per department, the largest first, with count, investment in thousands and average ROI', async () => {
    renderPortfolio();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Projects by Department');
    await screen.findByRole('region', { name: 'Customer Service' });
    expect(departmentCards().map((card) => card.getAttribute('data-department'))).toEqual([
      'Customer Service',
      'Finance',
      'Operations',
    ]);

    const service = screen.getByRole('region', { name: 'Customer Service' });
    expect(service.textContent).toContain('2 projects');
    // 500K + 12 × 10K and 800K + 12 × 20K
    // The spec's thousands, no decimals, even past a million; the exact figure in the title.
    expect(within(service).getByTitle('$1,660,000').textContent).toBe('$1,660K');
    // (150 + 98) / 2
    expect(service.textContent).toContain('124%');
    const finance = screen.getByRole('region', { name: 'Finance' });
    expect(finance.textContent).toContain('1 project');
    expect(finance.textContent).toContain('$360K');
    expect(finance.textContent).toContain('120%');
  });

  it("shows the department's projects as cards that open the detail page", async () => {
    const { user, navigate, queries } = renderPortfolio();
    const service = await screen.findByRole('region', { name: 'Customer Service' });
    const card = await within(service).findByRole('link', {
      name: 'Open Support Ticket Triage Assistant',
    });
    expect(within(service).getByRole('link', { name: 'Open Call Summaries' })).toBeTruthy();
    expect(within(service).queryByRole('link', { name: 'Open Invoice Matching Agent' })).toBeNull();
    expect(card.closest('article')!.textContent).toContain('Active');
    expect(card.closest('article')!.textContent).toContain('$620K');

    await user.click(card);
    expect(navigate).toHaveBeenCalledWith(`/projects/${portfolioProjects[0]!.id}`);
    // Each department asks for its own first page, never the whole portfolio.
    expect(queries.map((q) => [q.department, q.limit])).toEqual(
      expect.arrayContaining([
        ['Customer Service', DEPARTMENT_PROJECTS_SHOWN],
        ['Finance', DEPARTMENT_PROJECTS_SHOWN],
        ['Operations', DEPARTMENT_PROJECTS_SHOWN],
      ]),
    );
    expect(queries.every((q) => q.department && q.limit === DEPARTMENT_PROJECTS_SHOWN)).toBe(true);
  });

  it('shows the first projects of a large department and a link to all of them', async () => {
    const projects = Array.from({ length: 8 }, (_, i) =>
      makeProject({ id: crypto.randomUUID(), name: `Lab project ${i + 1}`, department: 'R&D' }),
    );
    const { user, navigate } = renderPortfolio(projects);
    const rnd = await screen.findByRole('region', { name: 'R&D' });
    await within(rnd).findAllByRole('link', { name: /^Open Lab project/ });
    expect(within(rnd).getAllByRole('link', { name: /^Open Lab project/ })).toHaveLength(
      DEPARTMENT_PROJECTS_SHOWN,
    );
    await user.click(within(rnd).getByRole('link', { name: /View all 8 projects/ }));
    expect(navigate).toHaveBeenCalledWith('/projects?department=R%26D');
  });

  it('has no View all link when every project is shown', async () => {
    renderPortfolio();
    const service = await screen.findByRole('region', { name: 'Customer Service' });
    await within(service).findByRole('link', { name: 'Open Call Summaries' });
    expect(within(service).queryByRole('link', { name: /View all/ })).toBeNull();
  });

  it('shows No Projects Yet for an empty portfolio', async () => {
    renderPortfolio([]);
    expect(await screen.findByText('No Projects Yet')).toBeTruthy();
  });

  it('shows an error card when the summary fails', async () => {
    server.use(mockRouteError(routes.getPortfolioSummary, 500, 'Something broke'));
    renderPortfolio(null);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Departments could not be loaded');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
