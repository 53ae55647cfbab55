import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import {
  demoPortfolio,
  makeCurrentUser,
  makeMembership,
  portfolioHandlers,
} from '@portfolio/ui/testing/msw';
import { PortfolioTimeline } from './portfolio-timeline';

const meta = {
  title: 'Widgets/Portfolio Timeline/Timeline',
  component: PortfolioTimeline,
  args: { companyId: makeMembership().id, user: makeCurrentUser(), navigate: fn() },
  parameters: { msw: portfolioHandlers(demoPortfolio()) },
} satisfies Meta<typeof PortfolioTimeline>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The kit's demo portfolio in time. */
export const DemoPortfolio: Story = {};

/** Mounted for someone without a company. */
export const WithoutCompany: Story = {
  args: { companyId: null, user: makeCurrentUser({ companies: [] }) },
};
