import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { routes } from '@portfolio/contracts';
import { createPortfolioStore, demoPortfolio, portfolioHandlers } from '@portfolio/ui/testing/msw';
import * as stories from '@portfolio/ui/testing/stories';
import { CapacityPage } from './capacity-page';

const meta = {
  title: 'Widgets/Portfolio Timeline/Capacity',
  component: CapacityPage,
  args: stories.widgetArgs(),
  parameters: { msw: portfolioHandlers(demoPortfolio()) },
} satisfies Meta<typeof CapacityPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The demo company: Maya Chen over 100% this month (red), Lena Ortiz not allocated (pale). */
export const DemoPortfolio: Story = {};

/** A company without people allocated to anything. */
export const Empty: Story = { parameters: { msw: portfolioHandlers(createPortfolioStore([])) } };

/** Waiting for the capacity. */
export const Loading: Story = stories.loadingStory(
  [routes.getCapacity],
  portfolioHandlers(demoPortfolio()),
);

/** The capacity could not be loaded. */
export const Failed: Story = stories.failingStory(
  [[routes.getCapacity, 'Database down']],
  portfolioHandlers(demoPortfolio()),
);

/** Mounted for someone without a company. */
export const WithoutCompany: Story = stories.withoutCompanyStory;
