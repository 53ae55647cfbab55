import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { routes } from '@portfolio/contracts';
import {
  demoPortfolio,
  mockRouteError,
  mockRouteLoading,
  portfolioHandlers,
} from '@portfolio/ui/testing/msw';
import { ValueCard } from './value-card';

/*
 * The Value card over the kit's demo portfolio: Customer Support Copilot has a benefit owner,
 * realised benefit that paid back its costs, two KPIs with five measurements each and three
 * stage-gate decisions; Invoice Anomaly Detection realised nothing yet (behind plan); Demand
 * Forecasting has not started.
 */
const store = demoPortfolio();
const byName = (name: string) => store.all().find((p) => p.name === name)!;

const meta = {
  title: 'Widgets/Project Workspace/Value card',
  component: ValueCard,
  parameters: { msw: portfolioHandlers(() => store) },
  args: { project: byName('Customer Support Copilot') },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '60rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ValueCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Paid back, KPIs on their way to target, three gate decisions. */
export const Data: Story = {};

/** Months past its planned payback with nothing realised: behind plan. */
export const BehindPlan: Story = { args: { project: byName('Invoice Anomaly Detection') } };

/** No benefit, KPIs or decisions yet. */
export const Empty: Story = { args: { project: byName('Demand Forecasting') } };

export const Loading: Story = {
  parameters: {
    msw: [
      mockRouteLoading(routes.getProjectValue),
      mockRouteLoading(routes.listProjectKpis),
      mockRouteLoading(routes.listProjectGates),
      ...portfolioHandlers(() => store),
    ],
  },
};

export const LoadError: Story = {
  parameters: {
    msw: [
      mockRouteError(routes.getProjectValue, 500, 'The value could not be read.'),
      mockRouteError(routes.listProjectKpis, 500, 'The KPIs could not be read.'),
      mockRouteError(routes.listProjectGates, 500, 'The gates could not be read.'),
      ...portfolioHandlers(() => store),
    ],
  },
};
