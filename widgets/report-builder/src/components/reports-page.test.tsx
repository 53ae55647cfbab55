import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  INTAKE_TIER_LABELS,
  REPORT_PRIVATE_RECIPIENTS_MESSAGE,
  routes,
  type SavedReport,
} from '@portfolio/contracts';
import {
  findToast,
  makeCurrentUser,
  mockRouteError,
  renderWithProviders,
} from '@portfolio/ui/testing';
import type { RequestHandler } from 'msw';
import type { WidgetLocation } from '@portfolio/ui';
import {
  COMPANY_ID,
  makeSavedReport,
  reportMembers,
  sampleSavedReports,
} from '../testing/fixtures';
import { reportHandlers } from '../testing/handlers';
import { reportProjects } from '../testing/report-projects';
import { ReportsPage } from './reports-page';

function renderPage({
  handlers = [],
  location,
  reports = sampleSavedReports(),
}: { handlers?: RequestHandler[]; location?: WidgetLocation; reports?: SavedReport[] } = {}) {
  return renderWithProviders(
    <ReportsPage
      companyId={COMPANY_ID}
      user={makeCurrentUser()}
      navigate={vi.fn()}
      location={location}
    />,
    {
      companyId: COMPANY_ID,
      handlers: [
        ...handlers,
        ...reportHandlers({
          projects: reportProjects,
          reports,
          members: reportMembers(),
        }),
      ],
    },
  );
}

const table = () => screen.findByRole('table', {}, { timeout: 5000 });
const rowsOf = (t: HTMLElement) =>
  within(t)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

/** Groups the report by a column and adds two measures: a count, then the source's next one. */
async function groupWithTwoMeasures(user: ReturnType<typeof renderPage>['user'], column: string) {
  await user.selectOptions(screen.getByLabelText('Group by'), column);
  await user.click(screen.getByRole('button', { name: 'Add measure' }));
  await user.click(screen.getByRole('button', { name: 'Add measure' }));
}

describe('ReportsPage', () => {
  // The chart's chunk (Recharts) is loaded once up front, not inside the first test's time.
  beforeAll(() => import('./report-chart'), 60_000);

  // Seven choices in a form of forty controls: slow on a busy machine.
  it(
    'builds a grouped report, runs it, and shows its rows in a captioned table and its chart',
    { timeout: 40_000 },
    async () => {
      const { user } = renderPage();
      expect(screen.getByRole('heading', { name: 'Build a report and run it' })).toBeTruthy();
      await groupWithTwoMeasures(user, 'department');
      expect((screen.getByLabelText('Measure 2') as HTMLSelectElement).value).toBe('sum');
      await user.selectOptions(screen.getByLabelText('Sort by'), 'sum_totalInvestment');
      await user.selectOptions(screen.getByLabelText('Direction'), 'desc');
      await user.selectOptions(screen.getByLabelText('Chart'), 'bar');
      await user.click(screen.getByRole('button', { name: 'Run' }));

      const result = await table();
      expect(within(result).getByText('Report').tagName).toBe('CAPTION');
      expect(
        within(result)
          .getAllByRole('columnheader')
          .map((th) => [th.textContent, th.getAttribute('scope')]),
      ).toEqual([
        ['Department', 'col'],
        ['Count', 'col'],
        ['Sum of Total Investment', 'col'],
      ]);
      expect(rowsOf(result)).toEqual([
        ['Finance', '2', '$162,000'],
        ['HR', '1', '$26,000'],
      ]);
      expect(
        await screen.findByRole('group', { name: 'Count, Sum of Total Investment by Department' }),
      ).toBeTruthy();
    },
  );

  it(
    'reports on proposals: by tier, counted, with the average days to decision',
    { timeout: 40_000 },
    async () => {
      const { user } = renderPage();
      expect(screen.getByRole('group', { name: 'Status' })).toBeTruthy();
      await user.selectOptions(screen.getByLabelText('Report on'), 'proposals');
      // The filters and columns are the proposals' own now.
      expect(screen.queryByRole('group', { name: 'Status' })).toBeNull();
      expect(screen.getByRole('group', { name: 'Risk Tier' })).toBeTruthy();
      expect(screen.getByRole('checkbox', { name: 'Proposal Name' })).toBeTruthy();
      await groupWithTwoMeasures(user, 'tier');
      expect((screen.getByLabelText('Measure 2 column') as HTMLSelectElement).value).toBe(
        'daysToDecision',
      );
      await user.click(screen.getByRole('button', { name: 'Run' }));

      const result = await table();
      expect(
        within(result)
          .getAllByRole('columnheader')
          .map((th) => th.textContent),
      ).toEqual(['Risk Tier', 'Count', 'Average of Days to Decision']);
      // Finance's two decided in 3.5 and 10.25 days, the open HR one is not averaged.
      expect(rowsOf(result)).toEqual([
        [INTAKE_TIER_LABELS.high, '2', '10.25'],
        [INTAKE_TIER_LABELS.limited, '1', '1'],
        [INTAKE_TIER_LABELS.minimal, '1', '3.5'],
      ]);
    },
  );

  it('opens a saved report of proposals and exports it as CSV', async () => {
    const byMonth = makeSavedReport({
      id: '8c2e0f3a-4b5d-4e6f-9a71-8b9c0d1e2f09',
      name: 'Proposals by month',
      definition: {
        source: 'proposals',
        columns: [],
        groupBy: ['submittedMonth'],
        measures: [{ fn: 'count' }, { fn: 'max', column: 'daysToDecision' }],
        chart: 'line',
      },
    });
    const { user } = renderPage({ reports: [byMonth] });
    await user.click(await screen.findByRole('button', { name: /Proposals by month/ }));
    expect(rowsOf(await table())).toEqual([
      ['2026-01', '2', '10.25'],
      ['2026-02', '2', '1'],
    ]);
    expect((screen.getByLabelText('Report on') as HTMLSelectElement).value).toBe('proposals');
    const link = screen.getByRole('link', { name: 'Export CSV' }) as HTMLAnchorElement;
    const csv = await (await fetch(link.href)).text();
    expect(csv.split('\r\n').slice(0, 3)).toEqual([
      'Submitted Month,Count,Max of Days to Decision',
      '2026-01,2,10.25',
      '2026-02,2,1',
    ]);
  });

  it('says what keeps a definition from running instead of sending it', async () => {
    const { user } = renderPage();
    await user.selectOptions(screen.getByLabelText('Chart'), 'line');
    await user.click(screen.getByRole('button', { name: 'Run' }));
    expect(
      (await screen.findAllByText(/A line chart needs Start Quarter as its first group/)).length,
    ).toBeGreaterThan(0);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the server’s message when a run fails', async () => {
    const { user } = renderPage({
      handlers: [mockRouteError(routes.runReport, 503, 'Reports are resting, try again soon')],
    });
    await user.click(screen.getByRole('button', { name: 'Run' }));
    expect(await screen.findByText('Reports are resting, try again soon')).toBeTruthy();
    expect(screen.getByText('The report could not be run')).toBeTruthy();
  });

  it('lists my reports and shared ones, and opens a shared one read-only with its line chart', async () => {
    const { user } = renderPage();
    const mine = await screen.findByRole('region', { name: 'My reports' });
    expect(within(mine).getByRole('button', { name: /Investment by department/ })).toBeTruthy();
    const shared = screen.getByRole('region', { name: 'Shared with the company' });
    await user.click(within(shared).getByRole('button', { name: /Projects started per quarter/ }));
    const result = await table();
    expect(rowsOf(result)).toEqual([
      ['2026-Q1', '2', '50'],
      ['2026-Q2', '1', '20'],
    ]);
    expect(
      await screen.findByRole('group', { name: 'Count, Average of ROI by Start Quarter' }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Rename' })).toBeNull();
  });

  it('saves a new report, shared, and then offers its CSV export as a download link', async () => {
    const { user } = renderPage();
    await screen.findByRole('region', { name: 'My reports' });
    expect(screen.queryByRole('link', { name: 'Export CSV' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save report' });
    await user.type(within(dialog).getByLabelText(/Report name/), 'Live projects');
    await user.selectOptions(within(dialog).getByLabelText('Visibility'), 'shared');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect((await findToast()).lines).toEqual(['Report saved', 'Live projects']);
    const mine = screen.getByRole('region', { name: 'My reports' });
    const item = await within(mine).findByRole('button', { name: /Live projects/ });
    expect(item.getAttribute('aria-current')).toBe('true');
    expect(within(item).getByText('Shared')).toBeTruthy();

    const link = screen.getByRole('link', { name: 'Export CSV' }) as HTMLAnchorElement;
    expect(link.hasAttribute('download')).toBe(true);
    expect(link.href).toMatch(/\/api\/reports\/[0-9a-f-]{36}\/export\?format=csv$/);
    const csv = await (await fetch(link.href)).text();
    expect(csv.split('\r\n')[0]).toBe('Project Name,Department,Status,Total Investment,ROI');
    expect(csv).toContain('Invoice Anomaly Detection,Finance,active,112000.00,50');
  });

  it('refuses a name already in use under the name field, in the server’s words', async () => {
    const { user } = renderPage();
    await screen.findByRole('region', { name: 'My reports' });
    await user.click(screen.getByRole('button', { name: 'Save as…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save report' });
    await user.type(within(dialog).getByLabelText(/Report name/), 'investment by department');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('A report with this name already exists')).toBeTruthy();
  });

  it('schedules a shared report of mine weekly to a colleague', async () => {
    const { user } = renderPage({
      reports: [makeSavedReport({ visibility: 'shared' })],
    });
    const mine = await screen.findByRole('region', { name: 'My reports' });
    await user.click(within(mine).getByRole('button', { name: /Investment by department/ }));
    await table();
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule report' });
    await user.selectOptions(within(dialog).getByLabelText('Frequency'), 'weekly');
    await user.click(within(dialog).getByRole('button', { name: 'Save schedule' }));
    expect(await within(dialog).findByText('Choose at least one recipient')).toBeTruthy();

    await user.click(await within(dialog).findByRole('checkbox', { name: /Priya Nair/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save schedule' }));
    const [title, description] = (await findToast()).lines;
    expect(title).toBe('Report scheduled');
    expect(description).toMatch(/^Investment by department goes out weekly, next on /);
    await waitFor(() =>
      expect(
        within(mine).getByRole('button', { name: /Investment by department/ }).textContent,
      ).toContain('Weekly'),
    );
  });

  it('offers a private report to its creator alone, and sends it to them', async () => {
    const { user } = renderPage();
    const mine = await screen.findByRole('region', { name: 'My reports' });
    await user.click(within(mine).getByRole('button', { name: /Investment by department/ }));
    await table();
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule report' });
    const recipients = within(dialog).getByRole('group', { name: 'Recipients' });
    expect(recipients.getAttribute('aria-describedby')).toBeTruthy();
    expect(within(dialog).getByText(REPORT_PRIVATE_RECIPIENTS_MESSAGE)).toBeTruthy();
    const offered = await within(recipients).findAllByRole('checkbox');
    expect(offered.map((box) => box.closest('label')?.textContent)).toEqual([
      expect.stringMatching(/^Maya Chen/),
    ]);
    await user.selectOptions(within(dialog).getByLabelText('Frequency'), 'monthly');
    await user.click(offered[0]!);
    await user.click(within(dialog).getByRole('button', { name: 'Save schedule' }));
    expect((await findToast()).lines[0]).toBe('Report scheduled');
  });

  it('renames and deletes a report of mine after a confirmation', async () => {
    const { user } = renderPage();
    const mine = await screen.findByRole('region', { name: 'My reports' });
    await user.click(within(mine).getByRole('button', { name: /Investment by department/ }));
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename report' });
    const name = within(dialog).getByLabelText(/Report name/);
    await user.clear(name);
    await user.type(name, 'Spend by department');
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(await within(mine).findByRole('button', { name: /Spend by department/ })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete report' });
    expect(
      within(confirm).getByText('Are you sure you want to delete "Spend by department"?'),
    ).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(async () =>
      expect((await findToast()).lines).toEqual(['Report deleted', 'Spend by department']),
    );
    await waitFor(() =>
      expect(within(mine).queryByRole('button', { name: /Spend by department/ })).toBeNull(),
    );
    expect(screen.getByText('Reports you save show here.')).toBeTruthy();
  });

  it('opens the saved report its address names, and names the one opened', async () => {
    const [mine, shared] = sampleSavedReports();
    const replaceSearch = vi.fn();
    const { user } = renderPage({ location: { search: `?report=${shared!.id}`, replaceSearch } });
    const result = await table();
    expect(within(result).getByText('Projects started per quarter').tagName).toBe('CAPTION');
    await user.click(screen.getByRole('button', { name: /Investment by department/ }));
    expect(replaceSearch).toHaveBeenLastCalledWith(`?report=${mine!.id}`);
    await user.click(screen.getByRole('button', { name: 'New report' }));
    expect(replaceSearch).toHaveBeenLastCalledWith('');
  });

  it('asks for a company first', () => {
    renderWithProviders(
      <ReportsPage companyId={null} user={makeCurrentUser({ companies: [] })} navigate={vi.fn()} />,
    );
    expect(screen.getByText('You need to be a member of a company to build reports.')).toBeTruthy();
  });
});
