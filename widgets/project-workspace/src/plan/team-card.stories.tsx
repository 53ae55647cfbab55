import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { routes } from '@portfolio/contracts';
import {
  demoPortfolio,
  mockRouteError,
  mockRouteLoading,
  portfolioHandlers,
} from '@portfolio/ui/testing/msw';
import { TeamCard } from './team-card';

/*
 * The Team card of a project's page over the kit's demo portfolio: the first project has Maya
 * Chen (over 100% this month across projects) and Priya Patel; the fifth has nobody.
 */
const store = demoPortfolio();
const [first] = store.all();
const nobody = store.all()[4]!;

const meta = {
  title: 'Widgets/Project Workspace/Team card',
  component: TeamCard,
  parameters: { msw: portfolioHandlers(() => store) },
  args: { project: first! },
  decorators: [(Story) => <div style={{ maxWidth: '60rem' }}>{Story()}</div>],
} satisfies Meta<typeof TeamCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two people, one of them over-allocated this month. */
export const Data: Story = {};

/** Nobody allocated yet. */
export const Empty: Story = { args: { project: nobody } };

/** Waiting for the allocations. */
export const Loading: Story = {
  parameters: {
    msw: [mockRouteLoading(routes.listProjectAllocations), ...portfolioHandlers(() => store)],
  },
};

/** The allocations could not be loaded. */
export const Failed: Story = {
  parameters: {
    msw: [
      mockRouteError(routes.listProjectAllocations, 500, 'Database down'),
      ...portfolioHandlers(() => store),
    ],
  },
};
