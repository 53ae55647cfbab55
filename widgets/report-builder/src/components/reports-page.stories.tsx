import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, fn, userEvent, within } from 'storybook/test';
import { routes } from '@portfolio/contracts';
import { makeCurrentUser, mockRouteJson } from '@portfolio/ui/testing/msw';
import * as stories from '@portfolio/ui/testing/stories';
import { COMPANY_ID, makeSavedReport, reportMembers } from '../testing/fixtures';
import { reportHandlers } from '../testing/handlers';
import { ReportsPage } from './reports-page';

const withReports = (options: Parameters<typeof reportHandlers>[0] = {}) =>
  reportHandlers({ members: reportMembers(), ...options });

/** Opens a saved report of the list by its name: its rows and chart show. */
const openReport =
  (name: RegExp) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name }, { timeout: 10_000 }));
    await expect(await canvas.findByRole('table', {}, { timeout: 10_000 })).toBeTruthy();
  };

const meta = {
  title: 'Widgets/Report Builder/Reports',
  component: ReportsPage,
  args: { companyId: COMPANY_ID, user: makeCurrentUser(), navigate: fn() },
  parameters: { layout: 'fullscreen', msw: withReports() },
} satisfies Meta<typeof ReportsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new report, not run yet: the builder and the saved reports (mine and a colleague's). */
export const Builder: Story = {};

/** Nothing saved yet, and a run whose filters match no project. */
export const Empty: Story = {
  parameters: {
    msw: [
      mockRouteJson(routes.runReport, { columns: [], rows: [], truncated: false }),
      ...withReports({ reports: [] }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Reports you save show here.', {}, { timeout: 10_000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Run' }));
    await canvas.findByText('No projects match this report', {}, { timeout: 10_000 });
  },
};

/** The demo projects grouped by department: count and total investment as bars. */
export const GroupedBarChart: Story = {
  play: openReport(/Investment by department/),
};

/** Projects by start quarter and status, stacked. */
export const StackedBarChart: Story = {
  parameters: {
    msw: withReports({
      reports: [
        makeSavedReport({
          name: 'Starts by quarter and status',
          definition: { columns: [], groupBy: ['startQuarter', 'status'], chart: 'stacked_bar' },
        }),
      ],
    }),
  },
  play: openReport(/Starts by quarter and status/),
};

/** A colleague's shared report: projects started per quarter and their average ROI as lines. */
export const LineChart: Story = {
  play: openReport(/Projects started per quarter/),
};

/** A report of the intake queue: proposals by risk tier, with their average days to decision. */
export const ProposalsByTier: Story = {
  parameters: {
    msw: withReports({
      reports: [
        makeSavedReport({
          name: 'Proposals by tier',
          definition: {
            source: 'proposals',
            columns: [],
            groupBy: ['tier'],
            measures: [{ fn: 'count' }, { fn: 'avg', column: 'daysToDecision' }],
            chart: 'bar',
          },
        }),
      ],
    }),
  },
  play: openReport(/Proposals by tier/),
};

/** The saved reports and a run still loading. */
export const Loading: Story = {
  ...stories.loadingStory([routes.listReports, routes.runReport]),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Run' }));
  },
};

/** The API refuses: each part says so with the server's message and a Retry. */
export const Error: Story = {
  ...stories.failingStory([
    [routes.listReports, 'Saved reports are not answering', 503],
    [routes.runReport, 'Reports are resting, try again soon', 503],
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Run' }));
    await canvas.findByText('Reports are resting, try again soon', {}, { timeout: 10_000 });
  },
};

/** Mounted for someone without a company. */
export const WithoutCompany: Story = stories.withoutCompanyStory;
