import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatCalendarDate, routes } from '@portfolio/contracts';
import {
  createPortfolioStore,
  DEMO_COMPANY_ID,
  demoDate,
  demoPortfolio,
  HttpResponse,
  makeDemoProject,
  manyProjects,
  mockRoute,
  mockRouteError,
  recordRequests,
  renderWithProjects,
  scrollWindowTo,
  widgetProps,
  withViewport,
} from '@portfolio/ui/testing';
import { ProjectTable } from './project-table';

withViewport(600);
const requests = recordRequests();

const listRequests = () =>
  requests.filter((url) => url.pathname === `/api/companies/${DEMO_COMPANY_ID}/projects`);
const lastListQuery = () => Object.fromEntries(listRequests().at(-1)!.searchParams);
const bodyRows = () =>
  screen.getAllByRole('row').filter((row) => row.hasAttribute('data-project-id'));

afterEach(() => window.history.replaceState(null, '', '/'));

describe('All Projects', () => {
  it('lists the live projects with their columns and the results footer', async () => {
    const props = widgetProps();
    renderWithProjects(<ProjectTable {...props} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('All Projects');
    expect(screen.getByText('Complete inventory of AI initiatives')).toBeTruthy();

    const row = (await screen.findByText('Customer Support Copilot')).closest('tr')!;
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Project Name',
      'Department',
      'Business Owner',
      'Status',
      'ROI',
      'Investment',
      'Start Date',
      'Target Date',
      'Actions',
    ]);
    // Its GDPR review has stalled since March, it starts before the project it depends on ends,
    // Maya Chen, on its team, is over 100% this month, and Claude, one of its models, retires in
    // 45 days: the badge of its four open risks.
    await within(row).findByText('4 risks');
    const cells = within(row)
      .getAllByRole('cell')
      .map((td) => td.textContent);
    expect(cells).toEqual([
      // The second line a narrow table shows instead of the status, ROI and investment columns.
      'Customer Support Copilot4 risksAgents spend 40% of their time searching the knowledge base for answers.ActiveLimited riskROI 125%$222K',
      'Customer Service',
      'Priya Natarajan',
      'ActiveLimited risk',
      '125%',
      // 120,000 + 12 × 8,500 = 222,000
      '$222K',
      // Calendar dates, the same day wherever the reader is (the demo dates its schedule from today).
      formatCalendarDate(demoDate(-255)),
      formatCalendarDate(demoDate(45)),
      'View',
    ]);
    // The archived one is not among them.
    expect(screen.queryByText('Legacy Chatbot')).toBeNull();
    expect(bodyRows()).toHaveLength(7);
    expect(screen.getByText('Showing 1 to 7 of 7 results')).toBeTruthy();
    expect(lastListQuery()).toEqual({ limit: '100', offset: '0' });
  });

  it('badges a row with its open risks, in the colour of the worst', async () => {
    renderWithProjects(<ProjectTable {...widgetProps()} />, {
      store: createPortfolioStore([
        makeDemoProject({
          name: 'Risky',
          status: 'active',
          euAiActStatus: 'non_compliant',
          gdprStatus: 'compliant',
          roi: null,
          // No plan its realised benefit could be behind (`value-behind`).
          expectedReturn: null,
        }),
        makeDemoProject({ name: 'Calm', status: 'planning', gdprStatus: 'compliant' }),
      ]),
    });
    const risky = (await screen.findByText('Risky')).closest('tr')!;
    // Non-compliant, no ROI and no EU AI Act assessment.
    const badge = await within(risky).findByText('3 risks');
    expect(badge.getAttribute('data-tone')).toBe('red');
    const calm = screen.getByText('Calm').closest('tr')!;
    expect(within(calm).queryByText(/risk/)).toBeNull();
  });

  it('badges a row with its EU AI Act class and filters by class through the BFF', async () => {
    const { user } = renderWithProjects(<ProjectTable {...widgetProps()} />, {
      store: createPortfolioStore([
        makeDemoProject({ name: 'Hiring', aiActRiskClass: 'high_risk' }),
        makeDemoProject({ name: 'Unassessed', aiActRiskClass: null }),
      ]),
    });
    const hiring = (await screen.findByText('Hiring')).closest('tr')!;
    // Under the status, in its column and on the second line a narrow table shows.
    const badges = within(hiring).getAllByText('High-risk');
    expect(badges.map((badge) => badge.getAttribute('data-tone'))).toEqual(['amber', 'amber']);
    const unassessed = screen.getByText('Unassessed').closest('tr')!;
    expect(unassessed.querySelector('[data-ai-act-class]')).toBeNull();

    await user.selectOptions(
      screen.getByRole('combobox', { name: 'EU AI Act class' }),
      'unassessed',
    );
    await waitFor(() =>
      expect(lastListQuery()).toEqual({ aiActClass: 'unassessed', limit: '100', offset: '0' }),
    );
    await waitFor(() =>
      expect(bodyRows().map((r) => r.textContent)).toEqual([expect.stringContaining('Unassessed')]),
    );
  });

  it('shows TBD for a project without ROI or costs', async () => {
    renderWithProjects(<ProjectTable {...widgetProps()} />, {
      store: createPortfolioStore([
        makeDemoProject({ name: 'Unpriced', roi: null, initialCosts: null, runningCosts: null }),
      ]),
    });
    const row = (await screen.findByText('Unpriced')).closest('tr')!;
    const cells = within(row).getAllByRole('cell');
    expect(cells.slice(4, 6).map((td) => td.textContent)).toEqual(['TBD', 'TBD']);
    expect(cells[0]!.textContent).toContain('ROI TBDTBD');
  });

  it('asks the BFF for the search, department, status, archived view and order', async () => {
    const { user } = renderWithProjects(<ProjectTable {...widgetProps()} />);
    await screen.findByText('Customer Support Copilot');

    await user.type(screen.getByRole('searchbox', { name: 'Search projects' }), 'Copilot');
    await waitFor(() => expect(lastListQuery().q).toBe('Copilot'));
    // Debounced: one request for the whole word, not one per keystroke.
    expect(listRequests().filter((url) => url.searchParams.has('q'))).toHaveLength(1);
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    await user.clear(screen.getByRole('searchbox', { name: 'Search projects' }));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Department' }), 'Finance');
    await waitFor(() =>
      expect(lastListQuery()).toEqual({ department: 'Finance', limit: '100', offset: '0' }),
    );
    await waitFor(() =>
      expect(bodyRows().map((r) => r.textContent)).toEqual([
        expect.stringContaining('Invoice Anomaly Detection'),
      ]),
    );

    await user.selectOptions(screen.getByRole('combobox', { name: 'Department' }), '');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'planning');
    await waitFor(() =>
      expect(lastListQuery()).toEqual({ status: 'planning', limit: '100', offset: '0' }),
    );

    await user.click(screen.getByRole('button', { name: 'ROI' }));
    await waitFor(() => expect(lastListQuery().sort).toBe('-roi'));
    await user.click(screen.getByRole('button', { name: 'ROI' }));
    await waitFor(() => expect(lastListQuery().sort).toBe('roi'));
    expect(screen.getByRole('columnheader', { name: 'ROI' }).getAttribute('aria-sort')).toBe(
      'ascending',
    );
    await user.click(screen.getByRole('button', { name: 'Project Name' }));
    await waitFor(() => expect(lastListQuery().sort).toBe('name'));

    await user.click(screen.getByRole('button', { name: 'Archived' }));
    await waitFor(() =>
      expect(lastListQuery()).toMatchObject({ archived: 'true', status: 'planning', sort: 'name' }),
    );
  });

  it('offers every department of the portfolio, from the summary, with All Departments first', async () => {
    const store = demoPortfolio();
    renderWithProjects(<ProjectTable {...widgetProps()} />, {
      handlers: [
        // The first page need not hold every department: the summary covers them all.
        mockRoute(routes.getPortfolioSummary, ({ params }) => {
          const summary = store.summary(params.companyId);
          return HttpResponse.json({
            ...summary,
            byDepartment: [
              ...summary.byDepartment,
              { department: 'R&D', count: 40_000, totalInvestment: '0.00', averageRoi: null },
            ],
          });
        }),
      ],
      store,
    });
    const select = screen.getByRole('combobox', { name: 'Department' });
    await waitFor(() => expect(within(select).getAllByRole('option').length).toBeGreaterThan(1));
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'All Departments',
      'Customer Service',
      'Finance',
      'HR',
      'Legal',
      'Marketing',
      'Operations',
      'R&D',
      'Sales',
    ]);
    expect(
      within(screen.getByRole('combobox', { name: 'Status' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All Statuses', 'Active', 'In Progress', 'Planning', 'Completed', 'On Hold']);
  });

  it('starts from the view in the address, as other pages link to it, and follows Back to another view', async () => {
    const location = {
      search: '?q=copilot&department=Customer+Service&sort=name',
      replaceSearch: vi.fn<(search: string) => void>(),
    };
    const props = widgetProps();
    const { rerender } = renderWithProjects(<ProjectTable {...props} location={location} />);
    await screen.findByText('Customer Support Copilot');
    expect(lastListQuery()).toEqual({
      q: 'copilot',
      department: 'Customer Service',
      sort: 'name',
      limit: '100',
      offset: '0',
    });
    expect(
      (screen.getByRole('searchbox', { name: 'Search projects' }) as HTMLInputElement).value,
    ).toBe('copilot');
    expect((screen.getByRole('combobox', { name: 'Department' }) as HTMLSelectElement).value).toBe(
      'Customer Service',
    );
    expect(
      screen.getByRole('columnheader', { name: 'Project Name' }).getAttribute('aria-sort'),
    ).toBe('ascending');

    // Back to an entry of another view: the view follows the address, which stays as it is.
    rerender(<ProjectTable {...props} location={{ ...location, search: '?status=in_progress' }} />);
    await waitFor(() =>
      expect(lastListQuery()).toEqual({ status: 'in_progress', limit: '100', offset: '0' }),
    );
    expect(
      (screen.getByRole('searchbox', { name: 'Search projects' }) as HTMLInputElement).value,
    ).toBe('');
    expect((screen.getByRole('combobox', { name: 'Status' }) as HTMLSelectElement).value).toBe(
      'in_progress',
    );
    expect(await screen.findByText('Invoice Anomaly Detection')).toBeTruthy();
    expect(location.replaceSearch).not.toHaveBeenCalled();
  });

  it('writes the sent search, the filters and the order to the address, in place of the last', async () => {
    const location = { search: '', replaceSearch: vi.fn<(search: string) => void>() };
    const { user } = renderWithProjects(<ProjectTable {...widgetProps()} location={location} />);
    await screen.findByText('Customer Support Copilot');
    expect(location.replaceSearch).not.toHaveBeenCalled();

    await user.type(screen.getByRole('searchbox', { name: 'Search projects' }), 'copilot');
    await waitFor(() => expect(location.replaceSearch).toHaveBeenLastCalledWith('?q=copilot'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'active');
    await waitFor(() =>
      expect(location.replaceSearch).toHaveBeenLastCalledWith('?q=copilot&status=active'),
    );
    await user.click(screen.getByRole('button', { name: 'Project Name' }));
    await waitFor(() =>
      expect(location.replaceSearch).toHaveBeenLastCalledWith('?q=copilot&status=active&sort=name'),
    );
    await user.click(screen.getByRole('button', { name: 'Archived' }));
    await waitFor(() =>
      expect(location.replaceSearch).toHaveBeenLastCalledWith(
        '?q=copilot&status=active&archived=true&sort=name',
      ),
    );
  });

  it("keeps its view to itself without a location (another site's page, a story)", async () => {
    window.history.replaceState(null, '', '/intranet?q=quantum');
    const { user } = renderWithProjects(<ProjectTable {...widgetProps()} />);
    await screen.findByText('Customer Support Copilot');
    expect(lastListQuery()).toEqual({ limit: '100', offset: '0' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'active');
    await waitFor(() =>
      expect(lastListQuery()).toEqual({ status: 'active', limit: '100', offset: '0' }),
    );
    expect(window.location.search).toBe('?q=quantum');
  });

  it('opens a project on row click and on Enter', async () => {
    const props = widgetProps();
    const { user } = renderWithProjects(<ProjectTable {...props} />);
    const row = (await screen.findByText('Demand Forecasting')).closest('tr')!;
    await user.click(row);
    const id = row.getAttribute('data-project-id');
    expect(props.navigate).toHaveBeenLastCalledWith(`/projects/${id}`);

    const other = screen.getByText('Lead Scoring Model').closest('tr')!;
    other.focus();
    await user.keyboard('{Enter}');
    expect(props.navigate).toHaveBeenLastCalledWith(
      `/projects/${other.getAttribute('data-project-id')}`,
    );

    await user.click(screen.getByRole('button', { name: 'New Project' }));
    expect(props.navigate).toHaveBeenLastCalledWith('/projects/new');
  });

  it('says "No projects found" with Create your first project for an empty portfolio', async () => {
    const props = widgetProps();
    const { user } = renderWithProjects(<ProjectTable {...props} />, {
      store: createPortfolioStore([]),
    });
    expect(await screen.findByText('No projects found')).toBeTruthy();
    expect(screen.queryByText(/Showing/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Create your first project' }));
    expect(props.navigate).toHaveBeenCalledWith('/projects/new');
  });

  it('says "No projects match your filters" when the filters leave nothing, and clears them', async () => {
    const { user } = renderWithProjects(<ProjectTable {...widgetProps()} />);
    await screen.findByText('Customer Support Copilot');
    await user.type(screen.getByRole('searchbox', { name: 'Search projects' }), 'quantum');
    expect(await screen.findByText('No projects match your filters')).toBeTruthy();
    expect(screen.queryByText('No projects found')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(7));
    expect(
      (screen.getByRole('searchbox', { name: 'Search projects' }) as HTMLInputElement).value,
    ).toBe('');
  });

  it('renders only the rows in view of 1,200 and loads the next page when scrolled near the end', async () => {
    renderWithProjects(<ProjectTable {...widgetProps()} />, {
      store: createPortfolioStore(manyProjects(1200)),
    });
    expect(await screen.findByText('Showing 1 to 100 of 1,200 results')).toBeTruthy();
    // A window of 768 px (jsdom's) of 68 px rows plus the overscan: a handful, not 100.
    expect(bodyRows().length).toBeGreaterThan(5);
    expect(bodyRows().length).toBeLessThan(30);
    expect(screen.getByRole('table').getAttribute('aria-rowcount')).toBe('1201');
    // The list scrolls with the page: no box of its own.
    expect(document.querySelector('[data-virtual-scroll]')).toBeNull();

    scrollWindowTo(80 * 68);
    expect(await screen.findByText('Showing 1 to 600 of 1,200 results')).toBeTruthy();
    expect(listRequests().map((url) => url.searchParams.get('offset'))).toEqual(['0', '100']);
    expect(screen.getByText('AI Initiative 00081')).toBeTruthy();
    expect(bodyRows().length).toBeLessThan(40);
    scrollWindowTo(0);
  });

  it('lists archived projects in the Archived view and restores one', async () => {
    const { user, store } = renderWithProjects(<ProjectTable {...widgetProps()} />);
    await screen.findByText('Customer Support Copilot');
    await user.click(screen.getByRole('button', { name: 'Archived' }));
    expect(await screen.findByText('Legacy Chatbot')).toBeTruthy();
    expect(bodyRows()).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Restore Legacy Chatbot' }));
    expect(await screen.findByText('Project restored')).toBeTruthy();
    expect(await screen.findByText('No archived projects')).toBeTruthy();
    expect(store.all().find((p) => p.name === 'Legacy Chatbot')!.archivedAt).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Current' }));
    expect(await screen.findByText('Legacy Chatbot')).toBeTruthy();
    expect(screen.getByText('Showing 1 to 8 of 8 results')).toBeTruthy();
  });

  it('links Export CSV to the export of the current filter under the API base URL', async () => {
    const { user } = renderWithProjects(<ProjectTable {...widgetProps()} />, {
      apiBaseUrl: 'https://portfolio.example.com',
    });
    await screen.findByText('Customer Support Copilot');
    const link = () => screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href');
    expect(link()).toBe(
      `https://portfolio.example.com/api/companies/${DEMO_COMPANY_ID}/projects/export`,
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Department' }), 'Finance');
    await waitFor(() =>
      expect(link()).toBe(
        `https://portfolio.example.com/api/companies/${DEMO_COMPANY_ID}/projects/export?department=Finance`,
      ),
    );
  });

  it('shows an error card with Retry when the list fails', async () => {
    const { user } = renderWithProjects(<ProjectTable {...widgetProps()} />, {
      handlers: [mockRouteError(routes.listProjects, 500, 'The database is unreachable')],
    });
    expect(await screen.findByText('Projects could not be loaded')).toBeTruthy();
    expect(screen.getByText('The database is unreachable')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
  });

  it('asks for a company when the user has none', async () => {
    const props = widgetProps({ companyId: null });
    const { user } = renderWithProjects(<ProjectTable {...props} />);
    expect(screen.getByRole('heading', { name: 'No Company Access' })).toBeTruthy();
    expect(screen.getByText('You need to be a member of a company to view projects.')).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Go to Dashboard' }));
    expect(props.navigate).toHaveBeenCalledWith('/');
  });
});
