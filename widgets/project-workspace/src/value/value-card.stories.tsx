import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { routes } from '@portfolio/contracts';
import { demoCardStore } from '../shared/card-stories';
import { ValueCard } from './value-card';

/*
 * The Value card over the kit's demo portfolio: Customer Support Copilot has a benefit owner,
 * realised benefit that paid back its costs, two KPIs with five measurements each and three
 * stage-gate decisions; Invoice Anomaly Detection realised nothing yet (behind plan); Demand
 * Forecasting has not started.
 */
const { byName, readStories, cardMeta } = demoCardStore();

const meta = {
  title: 'Widgets/Project Workspace/Value card',
  component: ValueCard,
  ...cardMeta(byName('Customer Support Copilot')),
} satisfies Meta<typeof ValueCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Paid back, KPIs on their way to target, three gate decisions. */
export const Data: Story = {};

/** Months past its planned payback with nothing realised: behind plan. */
export const BehindPlan: Story = { args: { project: byName('Invoice Anomaly Detection') } };

/** No benefit, KPIs or decisions yet. */
export const Empty: Story = { args: { project: byName('Demand Forecasting') } };

const reads = readStories([
  [routes.getProjectValue, 'The value could not be read.'],
  [routes.listProjectKpis, 'The KPIs could not be read.'],
  [routes.listProjectGates, 'The gates could not be read.'],
]);

export const Loading: Story = reads.loading;

export const LoadError: Story = reads.failing;
