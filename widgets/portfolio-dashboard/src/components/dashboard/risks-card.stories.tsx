import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { routes } from '@portfolio/contracts';
import { makeMembership, mockRouteJson, riskListOf, sampleRisks } from '@portfolio/ui/testing/msw';
import * as stories from '@portfolio/ui/testing/stories';
import { RisksCard } from './risks-card';

const open = sampleRisks().filter((risk) => risk.state === 'open');

const meta = {
  title: 'Widgets/Portfolio Dashboard/Risks Card',
  component: RisksCard,
  args: { companyId: makeMembership().id, navigate: fn() },
  parameters: { msw: [mockRouteJson(routes.listRisks, riskListOf(open))] },
} satisfies Meta<typeof RisksCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One risk of each rule: the counts by severity and the worst five. */
export const WithRisks: Story = {};

export const Empty: Story = {
  parameters: { msw: [mockRouteJson(routes.listRisks, riskListOf([]))] },
};

export const Loading: Story = stories.loadingStory([routes.listRisks]);

export const Error: Story = stories.failingStory([
  [routes.listRisks, 'The risks are not answering', 503],
]);
