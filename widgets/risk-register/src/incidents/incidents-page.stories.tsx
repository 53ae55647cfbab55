import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn, userEvent, within } from 'storybook/test';
import { routes, type IncidentList } from '@portfolio/contracts';
import {
  demoCompanyHandlers,
  demoPortfolio,
  makeCurrentUser,
  mockRouteJson,
} from '@portfolio/ui/testing/msw';
import * as stories from '@portfolio/ui/testing/stories';
import { IncidentsPage } from './incidents-page';

/** The demo portfolio's incidents, dated from now: one overdue, one due within hours, two more. */
const store = demoPortfolio();
const companyId = store.all()[0]!.companyId;
const demoList = store.incidents.list(companyId, {});
const titled = (start: string) => demoList.incidents.find((i) => i.title.startsWith(start))!;
const overdueOnly: IncidentList = {
  incidents: demoList.incidents.filter((i) => i.clocks.some((c) => c.state === 'overdue')),
  total: 1,
};

const meta = {
  title: 'Widgets/Risk Register/Incidents',
  component: IncidentsPage,
  args: { companyId, user: makeCurrentUser(), navigate: fn() },
  parameters: { msw: demoCompanyHandlers(store) },
} satisfies Meta<typeof IncidentsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The open incidents, next deadline first, each with its countdown. */
export const List: Story = {};

/** Only incidents with a clock past its deadline. */
export const Overdue: Story = {
  parameters: { msw: [mockRouteJson(routes.listIncidents, overdueOnly)] },
};

export const Empty: Story = {
  parameters: { msw: [mockRouteJson(routes.listIncidents, { incidents: [], total: 0 })] },
};

export const Loading: Story = stories.loadingStory([routes.listIncidents]);

export const Error: Story = stories.failingStory([
  [routes.listIncidents, 'The incident register is not answering', 503],
]);

/** A major ICT incident under DORA and NIS2: its initial notification due within hours. */
export const Detail: Story = { args: { incidentId: titled('Invoice anomaly').id } };

/** A breach whose supervisory-authority clock is overdue. */
export const DetailOverdue: Story = { args: { incidentId: titled('Applicants').id } };

/**
 * A breach reported to the authority in time; its evidence holds the red team's write-up and the
 * notification as sent, marked as the report's document.
 */
export const DetailSubmitted: Story = { args: { incidentId: titled('Prompt injection').id } };

/** An incident without evidence yet: the card says so above its form. */
export const DetailEvidenceEmpty: Story = {
  args: { incidentId: titled('Applicants').id },
  parameters: {
    msw: [mockRouteJson(routes.listIncidentEvidence, []), ...demoCompanyHandlers(store)],
  },
};

export const DetailEvidenceLoading: Story = {
  args: { incidentId: titled('Prompt injection').id },
  ...stories.loadingStory([routes.listIncidentEvidence], demoCompanyHandlers(store)),
};

export const DetailEvidenceError: Story = {
  args: { incidentId: titled('Prompt injection').id },
  ...stories.failingStory(
    [[routes.listIncidentEvidence, 'The evidence store is not answering', 503]],
    demoCompanyHandlers(store),
  ),
};

/** "Edit" on the facts: the shared incident fields with owner, who reported it and root cause. */
export const DetailEditing: Story = {
  args: { incidentId: titled('Support copilot').id },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const facts = await canvas.findByRole('region', { name: 'Facts' }, { timeout: 10_000 });
    await userEvent.click(within(facts).getByRole('button', { name: 'Edit' }));
    await stories.pageOf(canvasElement).findByRole('dialog', { name: 'Edit incident' });
  },
};

/** A correction of the recorded report: same clock, the document picked from the evidence. */
export const DetailCorrecting: Story = {
  args: { incidentId: titled('Prompt injection').id },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const reports = await canvas.findByRole(
      'region',
      { name: 'Reports submitted' },
      { timeout: 10_000 },
    );
    await userEvent.click(within(reports).getByRole('button', { name: /^Record a correction/ }));
    await stories.pageOf(canvasElement).findByRole('dialog', { name: 'Record a correction' });
  },
};

export const DetailLoading: Story = {
  args: { incidentId: titled('Invoice anomaly').id },
  ...stories.loadingStory([routes.getIncident]),
};

export const DetailNotFound: Story = {
  args: { incidentId: titled('Invoice anomaly').id },
  ...stories.failingStory([[routes.getIncident, 'Incident not found', 404]]),
};

/** Mounted for someone without a company. */
export const WithoutCompany: Story = stories.withoutCompanyStory;
