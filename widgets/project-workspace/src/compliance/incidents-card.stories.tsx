import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { routes } from '@portfolio/contracts';
import {
  demoPortfolio,
  mockRouteError,
  mockRouteLoading,
  portfolioHandlers,
} from '@portfolio/ui/testing/msw';
import { IncidentsCard } from './incidents-card';

/*
 * The Incidents card of a project's Compliance section over the kit's demo portfolio, whose
 * incidents are dated from now: the support copilot has a GDPR breach with its 72-hour clock
 * running and a contained prompt injection; the resume screener's breach report is overdue.
 */
const store = demoPortfolio();
const byName = (name: string) => store.all().find((p) => p.name === name)!;

const meta = {
  title: 'Widgets/Project Workspace/Incidents card',
  component: IncidentsCard,
  parameters: { msw: portfolioHandlers(() => store) },
  args: { project: store.all()[0]!, navigate: fn() },
} satisfies Meta<typeof IncidentsCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two incidents not closed, the next deadline first, with the time left. */
export const WithIncidents: Story = {};

/** A breach whose report to the supervisory authority is past its deadline. */
export const Overdue: Story = { args: { project: byName('Resume Screening Assistant') } };

export const Empty: Story = { args: { project: byName('Demand Forecasting') } };

export const Loading: Story = {
  parameters: { msw: [mockRouteLoading(routes.listIncidents), ...portfolioHandlers(() => store)] },
};

export const LoadError: Story = {
  parameters: {
    msw: [
      mockRouteError(routes.listIncidents, 503, 'The incident register is not answering'),
      ...portfolioHandlers(() => store),
    ],
  },
};
