import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  portfolioFigures,
  routes,
  summarizePortfolio,
  type PortfolioFigures,
  type Project,
} from '@portfolio/contracts';
import {
  HttpResponse,
  errorAnswer,
  makeCurrentUser,
  makeMembership,
  makeProject,
  mockRoute,
  mockRouteError,
  mockRouteJson,
  portfolioHandlers,
  renderWithProviders,
  server,
} from '@portfolio/ui/testing';
import { portfolioProjects } from '../../testing/fixtures';
import { renderPage } from '../../testing/render';
import { Dashboard } from './dashboard';

const renderDashboard = (projects?: Project[] | null) => renderPage(Dashboard, projects);

/** The cards that read routes of their own, answering nothing open, for a test of the summary alone. */
const quietCards = () => [
  mockRouteJson(routes.listRisks, {
    risks: [],
    total: 0,
    counts: { critical: 0, high: 0, medium: 0, low: 0 },
  }),
  mockRouteJson(routes.listIncidents, { incidents: [], total: 0 }),
];

/** The dashboard of the test portfolio compared with `lastMonth`, once its metrics show. */
async function renderAgainst(lastMonth: PortfolioFigures | null) {
  server.use(
    mockRoute(routes.getPortfolioSummary, () =>
      HttpResponse.json(summarizePortfolio(portfolioProjects, { lastMonth })),
    ),
    ...quietCards(),
  );
  renderDashboard(null);
  await screen.findByText('Total Projects');
}

/** The stat card whose label is `label`. */
const metric = (label: string) => screen.getByText(label).closest('section')!;

describe('Dashboard', () => {
  it('shows the projects on schedule and the budget variance to date from the summary', async () => {
    const summary = summarizePortfolio(portfolioProjects);
    server.use(
      mockRouteJson(routes.getPortfolioSummary, {
        ...summary,
        onSchedule: { count: 3, baselined: 4 },
        budgetToDate: {
          month: '2026-11',
          planned: '100000.00',
          actual: '112500.50',
          variance: '12500.50',
        },
      }),
    );
    renderDashboard(null);
    await screen.findByText('Projects On Schedule');
    expect(metric('Projects On Schedule').textContent).toContain('3 of 4');
    expect(metric('Projects On Schedule').textContent).toContain('against their baseline');
    const variance = within(metric('Budget Variance to Date')).getByTestId('budget-variance');
    expect(variance.textContent).toBe('+$12.5K');
    expect(within(variance).getByTitle('$12,500.50')).toBeTruthy();
    expect(metric('Budget Variance to Date').textContent).toContain(
      'Over budget: $112.5K spent of $100K planned',
    );
  });

  it('says when no project has a baseline yet', async () => {
    renderDashboard();
    await screen.findByText('Projects On Schedule');
    expect(metric('Projects On Schedule').textContent).toContain('No baseline set yet');
  });

  it('shows the title, the subtitle and the four metrics with the spec formulas and formats', async () => {
    renderDashboard();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('AI Project Portfolio');
    expect(screen.getByText('Track, manage, and optimize your AI initiatives')).toBeTruthy();

    await screen.findByText('Total Projects');
    expect(metric('Total Projects').textContent).toContain('4');
    // (150 + 120 + 98 + 136) / 4
    expect(metric('Average ROI').textContent).toContain('126%');
    // 500K + 12 × 10K, 300K + 12 × 5K, 800K + 12 × 20K, 360K + 12 × 10K = 2.5M
    expect(within(metric('Total Investment')).getByTitle('$2,500,000').textContent).toBe('$2.5M');
    // EU AI Act compliant: 2 of 4
    expect(metric('Fully Compliant').textContent).toContain('50%');
    expect(metric('Fully Compliant').textContent).toContain('2/4');
  });

  it('shows Total Investment in $ millions with one decimal, the exact figure in its title', async () => {
    renderDashboard([
      makeProject({ id: crypto.randomUUID(), initialCosts: '800000', runningCosts: '6000' }),
    ]);
    await screen.findByText('Total Investment');
    // 800,000 + 12 × 6,000 = 872,000
    expect(within(metric('Total Investment')).getByTitle('$872,000').textContent).toBe('$0.9M');
  });

  it('shows $0.0M for a portfolio without costs, and counts one project in the singular', async () => {
    renderDashboard([
      makeProject({
        initialCosts: null,
        runningCosts: null,
        euAiActStatus: 'compliant',
        aiActRiskClass: 'minimal',
      }),
    ]);
    await screen.findByText('Total Investment');
    expect(metric('Total Investment').textContent).toContain('$0.0M');
    expect(metric('Fully Compliant').textContent).toContain('1/1 project');
    expect(metric('Fully Compliant').textContent).not.toContain('projects');
    const overview = screen.getByRole('region', { name: 'Status Overview' });
    expect(overview.textContent).toContain('Share of all 1 project');
    expect(overview.textContent).not.toContain('1 projects');
  });

  it('rounds the compliant share', async () => {
    const projects = [
      makeProject({
        id: crypto.randomUUID(),
        euAiActStatus: 'compliant',
        aiActRiskClass: 'minimal',
      }),
      // Compliant by hand, without an assessment: never counted.
      makeProject({ id: crypto.randomUUID(), euAiActStatus: 'compliant', aiActRiskClass: null }),
      makeProject({ id: crypto.randomUUID(), euAiActStatus: 'in_review' }),
      makeProject({ id: crypto.randomUUID(), euAiActStatus: 'not_applicable' }),
    ];
    renderDashboard(projects);
    await screen.findByText('Fully Compliant');
    expect(metric('Fully Compliant').textContent).toContain('25%');
    expect(metric('Fully Compliant').textContent).toContain('1/4');
  });

  it('compares three metrics with the end of last month', async () => {
    // Last month: three of the four projects, ROI 150, 120, 98 (avg 122.67), $2.02M.
    const lastMonth = portfolioFigures(portfolioProjects.slice(1));
    await renderAgainst(lastMonth);
    const trend = (label: string) => within(metric(label)).queryByTestId('trend');
    expect(portfolioFigures(portfolioProjects).totalProjects).toBe(4);
    // 3 → 4 projects
    expect(trend('Total Projects')?.textContent).toBe('+33%');
    expect(metric('Total Projects').textContent).toContain('from last month');
    // 126 − avg of the three others, in percentage points
    const points = Math.round(
      Number(portfolioFigures(portfolioProjects).averageRoi) - Number(lastMonth.averageRoi),
    );
    expect(trend('Average ROI')?.textContent).toBe(`${points > 0 ? '+' : ''}${points} pts`);
    expect(trend('Total Investment')?.textContent).toMatch(/^[+-]?\d+%$/);
    expect(trend('Total Investment')?.getAttribute('title')).toMatch(
      /^Compared with the end of last month \(\w{3} \d{1,2}, \d{4}, UTC\)$/,
    );
    expect(trend('Fully Compliant')).toBeNull();
  });

  it('says "new this month" instead of a figure where the history is younger than a month, never under a ratio', async () => {
    await renderAgainst(null);
    for (const label of ['Total Projects', 'Total Investment']) {
      expect(within(metric(label)).getByTestId('trend').textContent).toBe('new this month');
      expect(metric(label).textContent).not.toContain('from last month');
      expect(metric(label).textContent).not.toMatch(/[+-]\d+%/);
    }
    // A percentage has no badge at all: "new this month" under "126%" reads as a new figure.
    expect(within(metric('Average ROI')).queryByTestId('trend')).toBeNull();
    expect(metric('Average ROI').textContent).not.toContain('new this month');
  });

  it('shows a fall as a negative change, and no change as 0% or 0 pts', async () => {
    const lastMonth = {
      ...portfolioFigures(portfolioProjects),
      totalProjects: 8,
    };
    await renderAgainst(lastMonth);
    expect(within(metric('Total Projects')).getByTestId('trend').textContent).toBe('-50%');
    expect(within(metric('Total Investment')).getByTestId('trend').textContent).toBe('0%');
    expect(within(metric('Average ROI')).getByTestId('trend').textContent).toBe('0 pts');
  });

  it('lists the three newest projects with status, department and ROI, each opening its page', async () => {
    const { user, navigate } = renderDashboard();
    const recent = await screen.findByRole('region', { name: 'Recent Projects' });
    const rows = within(recent).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByRole('link').getAttribute('href'))).toEqual(
      [0, 1, 2].map((i) => `/projects/${portfolioProjects[i]!.id}`),
    );
    expect(rows[0]!.textContent).toMatch(/^Support Ticket Triage Assistant/);
    expect(rows[1]!.textContent).toMatch(/^Invoice Matching Agent/);
    expect(rows[2]!.textContent).toMatch(/^Call Summaries/);
    expect(rows[0]!.textContent).toContain('Active');
    expect(rows[0]!.textContent).toContain('Customer Service');
    expect(rows[0]!.textContent).toContain('150%');
    expect(rows[1]!.textContent).toContain('In Progress');
    expect(rows[1]!.textContent).toContain('Finance');

    await user.click(within(rows[1]!).getByRole('link'));
    expect(navigate).toHaveBeenCalledWith(`/projects/${portfolioProjects[1]!.id}`);
  });

  it('offers View all projects only when there are more than three', async () => {
    const { user, navigate } = renderDashboard();
    const link = await screen.findByRole('link', { name: /View all projects/ });
    await user.click(link);
    expect(navigate).toHaveBeenCalledWith('/projects');
  });

  it('counts the people over-allocated this month, in red, with the way to the capacity view', async () => {
    const summary = summarizePortfolio(portfolioProjects, { peopleOverAllocated: 2 });
    renderWithProviders(
      <Dashboard companyId={makeMembership().id} user={makeCurrentUser()} navigate={vi.fn()} />,
      {
        companyId: makeMembership().id,
        handlers: [
          mockRouteJson(routes.getPortfolioSummary, summary),
          ...portfolioHandlers(portfolioProjects),
        ],
      },
    );
    const plan = await screen.findByRole('region', { name: 'Plan this month' });
    const card = within(plan).getByText('People Over-Allocated').closest('section')!;
    expect(card.textContent).toContain('2');
    expect(card.textContent).toContain('2 people over 100% this month');
    expect(
      within(card)
        .getByRole('link', { name: /Capacity/ })
        .getAttribute('href'),
    ).toBe('/capacity');
  });

  it('says nobody is over-allocated when nobody is', async () => {
    renderDashboard();
    const plan = await screen.findByRole('region', { name: 'Plan this month' });
    expect(plan.textContent).toContain('Nobody over 100% this month');
  });

  it('has no View all projects link for three projects', async () => {
    renderDashboard(portfolioProjects.slice(0, 3));
    await screen.findByRole('region', { name: 'Recent Projects' });
    expect(screen.queryByRole('link', { name: /View all projects/ })).toBeNull();
  });

  it('shows the four status bars as shares of all projects, rounded', async () => {
    const statuses = [
      'active',
      'active',
      'active',
      'active',
      'in_progress',
      'in_progress',
      'planning',
      'on_hold',
    ];
    renderDashboard(statuses.map((status) => makeProject({ id: crypto.randomUUID(), status })));
    const overview = await screen.findByRole('region', { name: 'Status Overview' });
    const bars = within(overview).getAllByRole('progressbar');
    expect(
      bars.map((bar) => [bar.getAttribute('aria-label'), bar.getAttribute('aria-valuenow')]),
    ).toEqual([
      ['Active projects', '50'],
      ['In Progress projects', '25'],
      ['Planning projects', '13'],
      ['Completed projects', '0'],
    ]);
    expect(within(overview).getByText('50%')).toBeTruthy();
  });

  it('counts compliant projects per regime: EU AI Act, GDPR and DORA/NIST', async () => {
    renderDashboard();
    const compliance = await screen.findByRole('region', { name: 'Compliance Status' });
    const count = (regime: string) =>
      within(within(compliance).getByRole('region', { name: regime })).getByTestId(
        'compliant-count',
      );
    expect(count('EU AI Act').textContent).toBe('2');
    expect(count('GDPR').textContent).toBe('2');
    expect(count('DORA/NIST').textContent).toBe('1');
    const gdpr = within(compliance).getByRole('region', { name: 'GDPR' });
    expect(gdpr.querySelector('[data-status="non_compliant"]')?.textContent).toBe('Non-Compliant1');
  });

  it('opens the new-project form from New Project', async () => {
    const { user, navigate } = renderDashboard();
    await user.click(screen.getByRole('button', { name: 'New Project' }));
    expect(navigate).toHaveBeenCalledWith('/projects/new');
  });

  it('shows skeletons while loading', () => {
    server.use(...portfolioHandlers(portfolioProjects));
    renderDashboard(null);
    expect(screen.getByLabelText('Loading the portfolio').getAttribute('aria-busy')).toBe('true');
  });

  it('shows an error card whose Retry loads the portfolio again', async () => {
    let fail = true;
    server.use(
      mockRoute(routes.getPortfolioSummary, () =>
        fail
          ? errorAnswer(503, 'The database is not answering')
          : HttpResponse.json(summarizePortfolio(portfolioProjects)),
      ),
      ...quietCards(),
    );
    const { user } = renderDashboard(null);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The portfolio could not be loaded');
    expect(alert.textContent).toContain('The database is not answering');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(metric('Average ROI').textContent).toContain('126%'));
  });

  it('shows the open incidents below the risks, loaded on demand', async () => {
    renderDashboard();
    const card = await screen.findByRole('region', { name: 'Open incidents' });
    expect(await within(card).findByText('No open incidents')).toBeTruthy();
    const regions = screen.getAllByRole('region').map((r) => r.getAttribute('aria-labelledby'));
    const risks = screen.getByRole('region', { name: 'Risks' }).getAttribute('aria-labelledby');
    expect(regions.indexOf(card.getAttribute('aria-labelledby'))).toBe(regions.indexOf(risks) + 1);
  });

  it('shows an empty state for a company without projects', async () => {
    const { user, navigate } = renderDashboard([]);
    expect(await screen.findByText('No Projects Yet')).toBeTruthy();
    expect(screen.queryByText('Total Projects')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Create your first project' }));
    expect(navigate).toHaveBeenCalledWith('/projects/new');
  });

  it('asks for nothing without a company', () => {
    server.use(mockRouteError(routes.getPortfolioSummary, 500));
    renderWithProviders(<Dashboard companyId={null} user={null} navigate={vi.fn()} />);
    expect(screen.getByText('No Company Access')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New Project' })).toBeNull();
  });
});
