import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { routes } from '@portfolio/contracts';
import { demoPortfolio, portfolioHandlers } from '@portfolio/ui/testing/msw';
import * as stories from '@portfolio/ui/testing/stories';
import { demoProjects, portfolioProjects, progressPortfolio } from '../../testing/fixtures';
import * as page from '../../testing/page-stories';
import { ByStatus } from './by-status';

const meta = {
  title: 'Widgets/Portfolio Dashboard/ByStatus',
  component: ByStatus,
  ...page.storyMeta(),
} satisfies Meta<typeof ByStatus>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every status has projects, On Hold included. */
export const Data: Story = {};

/**
 * The kit's demo portfolio with its status reports: the Health column shows each project's
 * latest report (a draft's says so), "No report" for the others.
 */
export const Health: Story = { parameters: { msw: portfolioHandlers(demoPortfolio) } };

/** The health cannot be read: the tables stand, a dash in the Health column. */
export const HealthError: Story = stories.failingStory(
  [[routes.getProjectHealth, 'Health is down']],
  portfolioHandlers(demoPortfolio),
);

/**
 * The In Progress section's Progress column measured every way: by milestones done ("3 of 5
 * milestones"), by the time from start to target passed ("62% of time"), and not at all.
 */
export const Progress: Story = { parameters: { msw: portfolioHandlers(progressPortfolio) } };

/** The progress cannot be read: the table stands, a dash in the Progress column. */
export const ProgressError: Story = stories.failingStory(
  [[routes.getProjectProgress, 'Progress is down']],
  portfolioHandlers(demoProjects),
);

/** No project is on hold: its count card shows 0 and its section is left out. */
export const WithoutOnHold: Story = { parameters: { msw: portfolioHandlers(portfolioProjects) } };

export const Loading: Story = page.loadingStory;

export const Empty: Story = page.emptyStory;

export const Error: Story = page.errorStory(500, 'Something went wrong');

export const WithoutCompany: Story = page.withoutCompanyStory;
