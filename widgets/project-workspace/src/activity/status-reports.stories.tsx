import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { routes } from '@portfolio/contracts';
import {
  createPortfolioStore,
  demoPortfolio,
  demoProjects,
  demoStatusReports,
  makeProject,
  portfolioHandlers,
} from '@portfolio/ui/testing/msw';
import * as stories from '@portfolio/ui/testing/stories';
import { StatusReports } from './status-reports';

const [copilot, invoices] = demoProjects();
const quiet = makeProject({ id: '6d2b7f4e-5a8c-4b9d-9eaf-2a3b4c5d6e7f', status: 'active' });

const meta = {
  title: 'Widgets/Project Workspace/StatusReports',
  component: StatusReports,
  parameters: {
    msw: portfolioHandlers(() => {
      const store = demoPortfolio();
      return createPortfolioStore([...store.all(), quiet], { reports: demoStatusReports() });
    }),
  },
  args: { projectId: copilot!.id },
} satisfies Meta<typeof StatusReports>;
export default meta;
type Story = StoryObj<typeof meta>;

/** This week's draft (amber), editable, with last week's published report folded below it. */
export const Draft: Story = {};

/** The latest report is published: read-only, with who published it and when. */
export const Published: Story = { args: { projectId: invoices!.id } };

/** No reports yet: Draft report now makes the first one. */
export const Empty: Story = { args: { projectId: quiet.id } };

/** Seven weeks of reports: the newest five, and Show older reports for the rest. */
export const ManyWeeks: Story = {
  args: { projectId: quiet.id },
  parameters: {
    msw: portfolioHandlers(() => {
      const store = createPortfolioStore([quiet]);
      for (let week = 0; week < 7; week++) {
        const draft = store.reports.draft(quiet.id);
        if (week < 6 && 'id' in draft) store.reports.publish(draft.id);
      }
      return store;
    }),
  },
};

export const Loading: Story = stories.loadingStory([routes.listStatusReports]);

export const LoadError: Story = stories.failingStory([
  [routes.listStatusReports, 'The reports could not be read.'],
]);
