import { screen, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { addDays, calendarDateOf, routes, type Project } from '@portfolio/contracts';
import {
  createPortfolioStore,
  makeProject,
  makeStatusReport,
  mockRouteError,
  portfolioHandlers,
  server,
} from '@portfolio/ui/testing';
import { portfolioProjects } from '../../testing/fixtures';
import { renderPage } from '../../testing/render';
import { ByStatus } from './by-status';
import { SECTION_LIMIT } from './status-section';

const renderPortfolio = (projects?: Project[] | null) => renderPage(ByStatus, projects);

const section = (name: string) => screen.findByRole('region', { name });
const sections = () =>
  screen.getAllByRole('region').filter((el) => el.tagName === 'SECTION' && el.querySelector('h2'));

/** The project ids of each request this test sends to the route ending in `path`. */
function projectIdsAsked(path: string) {
  const asked: string[][] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith(path)) asked.push(url.searchParams.get('projectIds')!.split(','));
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return asked;
}

describe('ByStatus', () => {
  it('shows a count card for each of the five statuses with its share of the total', async () => {
    renderPortfolio();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Projects by Status');
    const counts = await screen.findByLabelText('Projects per status');
    const cards = within(counts).getAllByRole('region');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
      'Active count',
      'In Progress count',
      'Planning count',
      'Completed count',
      'On Hold count',
    ]);
    expect(cards[0]!.textContent).toContain('1');
    expect(cards[0]!.textContent).toContain('25% of total');
    expect(cards[4]!.textContent).toContain('0% of total');
  });

  it('shows a section per non-empty status with the spec labels, and none for an empty status', async () => {
    const { queries } = renderPortfolio();
    await section('Active');
    expect(
      sections().map((s) => [
        s.querySelector('h2')!.textContent,
        s.querySelector('h2 + p')!.textContent,
      ]),
    ).toEqual([
      ['Active', 'Projects delivering value'],
      ['In Progress', 'Currently being implemented'],
      ['Planning', 'Under evaluation and design'],
      ['Completed', 'Successfully delivered'],
    ]);
    expect(screen.queryByText('Projects on hold')).toBeNull();
    expect(queries.map((q) => q.status).sort()).toEqual([
      'active',
      'completed',
      'in_progress',
      'planning',
    ]);
  });

  it('shows On Hold with its label when it has projects', async () => {
    renderPortfolio([makeProject({ id: crypto.randomUUID(), status: 'on_hold' })]);
    const onHold = await section('On Hold');
    expect(onHold.textContent).toContain('Projects on hold');
    expect(await within(onHold).findByRole('columnheader', { name: 'Combined ROI' })).toBeTruthy();
    expect(screen.queryByText('Projects delivering value')).toBeNull();
  });

  it('shows planning projects as cards with their created month and a Projected ROI', async () => {
    renderPortfolio();
    const planning = await section('Planning');
    const card = await within(planning).findByRole('link', { name: 'Open Call Summaries' });
    expect(card.closest('article')!.textContent).toContain('Created March 2026');
    expect(card.closest('article')!.textContent).toContain('Projected ROI');
    expect(card.closest('article')!.textContent).toContain('98%');
    expect(within(planning).queryByRole('table')).toBeNull();
  });

  it('shows in-progress projects in a table with their progress and the investment', async () => {
    renderPortfolio();
    const inProgress = await section('In Progress');
    const table = await within(inProgress).findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual([
      'Project',
      'Department',
      'Business Owner',
      'Health',
      'Progress',
      'Investment',
    ]);
    expect(within(table).getByText('$360K')).toBeTruthy();
  });

  it('writes an investment in K with no decimals, as the project list does', async () => {
    // 50,000 + 12 × 2,633.33: "$81.6K" abbreviated loosely, "$82K" by the spec's K.
    const project = makeProject({
      id: crypto.randomUUID(),
      name: 'Uneven Figures',
      status: 'in_progress',
      initialCosts: '50000.00',
      runningCosts: '2633.33',
    });
    renderPortfolio([project]);
    const table = await within(await section('In Progress')).findByRole('table');
    expect(within(table).getByTitle('$81,599.96').textContent).toBe('$82K');
  });

  describe('the Progress column', () => {
    const day = (days: number) => addDays(calendarDateOf(new Date()), days);
    const inProgress = (name: string, fields: Partial<Project> = {}) =>
      makeProject({ id: crypto.randomUUID(), name, status: 'in_progress', ...fields });

    it('measures by milestones done, else by the time from start to target passed, and says which', async () => {
      const measured = inProgress('Measured');
      const timed = inProgress('Timed', { startDate: day(-30), targetDate: day(10) });
      const unmeasured = inProgress('Unmeasured');
      const store = createPortfolioStore([measured, timed, unmeasured]);
      for (const [name, done] of [
        ['One', true],
        ['Two', true],
        ['Three', false],
        ['Four', false],
        ['Five', true],
      ] as const) {
        store.createMilestone(measured, { name, dueDate: day(5), done });
      }
      const asked = projectIdsAsked('/project-progress');
      server.use(...portfolioHandlers(store));
      renderPortfolio(null);

      const table = await within(await section('In Progress')).findByRole('table');
      const row = (name: string) => within(table).getByText(name).closest('tr')!;
      const bar = (name: string) =>
        within(table).findByRole('progressbar', { name: `Progress of ${name}` });
      expect((await bar('Measured')).getAttribute('aria-valuenow')).toBe('60');
      expect(within(row('Measured')).getByTestId('progress-basis').textContent).toBe(
        '3 of 5 milestones',
      );
      expect((await bar('Timed')).getAttribute('aria-valuenow')).toBe('75');
      expect(within(row('Timed')).getByTestId('progress-basis').textContent).toBe('75% of time');
      expect(within(row('Unmeasured')).getByText('No dates or milestones')).toBeTruthy();
      expect(within(row('Unmeasured')).queryByRole('progressbar')).toBeNull();
      // One request for the section's projects.
      expect(asked).toEqual([[measured.id, timed.id, unmeasured.id].sort()]);
    });
  });

  it('shows the other statuses in a table with a Combined ROI column', async () => {
    const { user, navigate } = renderPortfolio();
    const active = await section('Active');
    const table = await within(active).findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Project', 'Department', 'Business Owner', 'Health', 'Combined ROI']);
    expect(within(table).queryByRole('progressbar')).toBeNull();
    const row = within(table).getAllByRole('row')[1]!;
    expect(row.textContent).toContain('150%');

    await user.click(within(row).getByText('Customer Service'));
    expect(navigate).toHaveBeenCalledWith(`/projects/${portfolioProjects[0]!.id}`);
  });

  it("shows each project's health by its latest status report, in one request per section", async () => {
    const [active, inProgress] = portfolioProjects;
    const asked = projectIdsAsked('/project-health');
    renderPage(ByStatus, portfolioProjects, [
      makeStatusReport({
        id: crypto.randomUUID(),
        projectId: active!.id,
        state: 'published',
        health: 'green',
        createdAt: '2026-11-16T06:00:00.000Z',
      }),
      makeStatusReport({
        id: crypto.randomUUID(),
        projectId: active!.id,
        health: 'red',
        createdAt: '2026-11-23T06:00:00.000Z',
      }),
    ]);
    const activeTable = await within(await section('Active')).findByRole('table');
    const badge = await within(activeTable).findByLabelText(
      `Health of ${active!.name}: Red (draft)`,
    );
    expect(badge.textContent).toBe('Red (draft)');
    const inProgressTable = await within(await section('In Progress')).findByRole('table');
    expect(
      (await within(inProgressTable).findAllByText('No report')).map((cell) => cell.closest('tr')),
    ).toEqual([within(inProgressTable).getByText(inProgress!.name).closest('tr')]);
    expect(asked.sort()).toEqual(
      [[active!.id], [portfolioProjects[3]!.id], [inProgress!.id]].sort(),
    );
  });

  it.each([
    ['health', routes.getProjectHealth, 'Active', 0],
    ['progress', routes.getProjectProgress, 'In Progress', 1],
  ] as const)(
    'keeps the table when the %s cannot be read, with a dash in its column',
    async (what, route, status, project) => {
      server.use(
        mockRouteError(route, 500, `The ${what} is down`),
        ...portfolioHandlers(portfolioProjects),
      );
      renderPortfolio(null);
      const table = await within(await section(status)).findByRole('table');
      expect(await within(table).findByTitle(`The ${what} could not be loaded`)).toBeTruthy();
      expect(within(table).getByText(portfolioProjects[project]!.name)).toBeTruthy();
    },
  );

  it('shows the first projects of a large status and a link to all of them', async () => {
    const projects = Array.from({ length: 11 }, (_, i) =>
      makeProject({ id: crypto.randomUUID(), name: `Agent ${i + 1}` }),
    );
    const { user, navigate, queries } = renderPortfolio(projects);
    const active = await section('Active');
    const table = await within(active).findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(SECTION_LIMIT.table + 1);
    expect(queries).toEqual([
      expect.objectContaining({ status: 'active', limit: SECTION_LIMIT.table }),
    ]);
    await user.click(within(active).getByRole('link', { name: /View all 11 Active projects/ }));
    expect(navigate).toHaveBeenCalledWith('/projects?status=active');
  });

  it('counts a status of one project in the singular', async () => {
    renderPortfolio([makeProject({ status: 'completed' })]);
    const completed = await section('Completed');
    expect(completed.textContent).toContain('1 project');
    expect(completed.textContent).not.toContain('1 projects');
  });

  it('shows zero counts and No Projects Yet for an empty portfolio', async () => {
    const { queries } = renderPortfolio([]);
    expect(await screen.findByText('No Projects Yet')).toBeTruthy();
    const counts = within(screen.getByLabelText('Projects per status')).getAllByRole('region');
    expect(counts.map((card) => card.textContent)).toEqual(
      ['Active', 'In Progress', 'Planning', 'Completed', 'On Hold'].map(
        (label) => `${label}00% of total`,
      ),
    );
    expect(queries).toEqual([]);
  });

  it('shows an error card when the summary fails', async () => {
    server.use(mockRouteError(routes.getPortfolioSummary, 500, 'Something broke'));
    renderPortfolio(null);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Statuses could not be loaded');
  });
});
