import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { routes } from '@portfolio/contracts';
import { demoPortfolio, mockRouteJson, portfolioHandlers } from '@portfolio/ui/testing/msw';
import * as stories from '@portfolio/ui/testing/stories';
import { IncidentsCard } from './incidents-card';

/*
 * The demo portfolio's incidents, dated from now: the resume screener's breach report to the
 * supervisory authority is overdue; the invoice anomaly outage owes its DORA report within hours.
 */
const store = demoPortfolio();
const companyId = store.all()[0]!.companyId;

/** The same incidents with the overdue one closed: the next deadline is still ahead. */
const ahead = demoPortfolio();
const [overdue] = ahead.incidents.list(companyId, {}).incidents;
ahead.incidents.update(overdue!.id, { status: 'closed' });

const meta = {
  title: 'Widgets/Portfolio Dashboard/Incidents Card',
  component: IncidentsCard,
  args: { companyId, navigate: fn() },
  parameters: { msw: portfolioHandlers(store) },
} satisfies Meta<typeof IncidentsCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Four open incidents; the next report is overdue, in red. */
export const Overdue: Story = {};

/** Three open incidents; the next report is due within hours, with the time left. */
export const WithIncidents: Story = { parameters: { msw: portfolioHandlers(ahead) } };

export const Empty: Story = {
  parameters: { msw: [mockRouteJson(routes.listIncidents, { incidents: [], total: 0 })] },
};

export const Loading: Story = stories.loadingStory([routes.listIncidents]);

export const Error: Story = stories.failingStory([
  [routes.listIncidents, 'The incident register is not answering', 503],
]);
