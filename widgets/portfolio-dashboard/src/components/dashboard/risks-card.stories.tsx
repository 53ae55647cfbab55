import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { routes } from '@portfolio/contracts';
import {
  makeMembership,
  mockRouteError,
  mockRouteJson,
  mockRouteLoading,
  riskListOf,
  sampleRisks,
} from '@portfolio/ui/testing/msw';
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

export const Loading: Story = { parameters: { msw: [mockRouteLoading(routes.listRisks)] } };

export const Error: Story = {
  parameters: { msw: [mockRouteError(routes.listRisks, 503, 'The risks are not answering')] },
};
