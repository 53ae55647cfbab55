import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { routes } from '@portfolio/contracts';
import { demoCardStore } from '../shared/card-stories';
import { IncidentsCard } from './incidents-card';

/*
 * The Incidents card of a project's Compliance section over the kit's demo portfolio, whose
 * incidents are dated from now: the support copilot has a GDPR breach with its 72-hour clock
 * running and a contained prompt injection; the resume screener's breach report is overdue.
 */
const { store, byName, handlers, readStories } = demoCardStore();

const meta = {
  title: 'Widgets/Project Workspace/Incidents card',
  component: IncidentsCard,
  parameters: { msw: handlers() },
  args: { project: store.all()[0]!, navigate: fn() },
} satisfies Meta<typeof IncidentsCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two incidents not closed, the next deadline first, with the time left. */
export const WithIncidents: Story = {};

/** A breach whose report to the supervisory authority is past its deadline. */
export const Overdue: Story = { args: { project: byName('Resume Screening Assistant') } };

export const Empty: Story = { args: { project: byName('Demand Forecasting') } };

const reads = readStories([[routes.listIncidents, 'The incident register is not answering', 503]]);

export const Loading: Story = reads.loading;

export const LoadError: Story = reads.failing;
