import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { routes } from '@portfolio/contracts';
import {
  makeCurrentUser,
  mockRouteError,
  mockRouteLoading,
  portfolioHandlers,
} from '@portfolio/ui/testing/msw';
import { demoProjects, portfolioProjects } from '../testing/fixtures';
import { widgetArgs } from '../testing/story-args';
import { ByStatus } from './by-status';

const meta = {
  title: 'Widgets/Portfolio Dashboard/ByStatus',
  component: ByStatus,
  args: widgetArgs(),
  parameters: { msw: portfolioHandlers(demoProjects) },
} satisfies Meta<typeof ByStatus>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every status has projects, On Hold included. */
export const Data: Story = {};

/** No project is on hold: its count card shows 0 and its section is left out. */
export const WithoutOnHold: Story = { parameters: { msw: portfolioHandlers(portfolioProjects) } };

export const Loading: Story = {
  parameters: { msw: [mockRouteLoading(routes.getPortfolioSummary)] },
};

export const Empty: Story = { parameters: { msw: portfolioHandlers([]) } };

export const Error: Story = {
  parameters: { msw: [mockRouteError(routes.getPortfolioSummary, 500, 'Something went wrong')] },
};

export const WithoutCompany: Story = {
  args: { companyId: null, user: makeCurrentUser({ companies: [] }) },
};
