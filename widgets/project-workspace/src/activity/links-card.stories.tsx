import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { routes } from '@portfolio/contracts';
import {
  demoPortfolio,
  mockRouteError,
  mockRouteLoading,
  portfolioHandlers,
} from '@portfolio/ui/testing/msw';
import { LinksCard } from './links-card';

/*
 * The Links card over the kit's demo portfolio: Customer Support Copilot links a Jira epic and
 * a GitHub pull request whose merge arrived two hours ago; Demand Forecasting links nothing.
 */
const store = demoPortfolio();
const byName = (name: string) => store.all().find((p) => p.name === name)!;

const meta = {
  title: 'Widgets/Project Workspace/Links card',
  component: LinksCard,
  parameters: { msw: portfolioHandlers(() => store) },
  args: { project: byName('Customer Support Copilot') },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '60rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LinksCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A Jira epic, and a merged pull request with its latest event. */
export const Data: Story = {};

/** Nothing linked yet. */
export const Empty: Story = { args: { project: byName('Demand Forecasting') } };

export const Loading: Story = {
  parameters: {
    msw: [mockRouteLoading(routes.listProjectLinks), ...portfolioHandlers(() => store)],
  },
};

export const LoadError: Story = {
  parameters: {
    msw: [
      mockRouteError(routes.listProjectLinks, 500, 'The links could not be read.'),
      ...portfolioHandlers(() => store),
    ],
  },
};
