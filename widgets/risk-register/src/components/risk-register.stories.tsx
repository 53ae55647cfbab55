import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { routes, type RiskState } from '@portfolio/contracts';
import {
  demoPortfolio,
  mockRoute,
  mockRouteJson,
  portfolioHandlers,
  riskListOf,
  sampleRisks,
  HttpResponse,
} from '@portfolio/ui/testing/msw';
import * as stories from '@portfolio/ui/testing/stories';
import { RiskRegister } from './risk-register';

/** The sample risks of a state, as the route answers a register showing that state. */
const risksAnswer = mockRoute(routes.listRisks, ({ request }) => {
  const state = (new URL(request.url).searchParams.get('state') ?? 'open') as RiskState;
  return HttpResponse.json(riskListOf(sampleRisks().filter((risk) => risk.state === state)));
});

const meta = {
  title: 'Widgets/Risk Register/Risk Register',
  component: RiskRegister,
  args: stories.widgetArgs(),
  parameters: { msw: [risksAnswer] },
} satisfies Meta<typeof RiskRegister>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One open risk of each rule, worst first, each with its fix. */
export const WithRisks: Story = {};

/** Acknowledged risks: who acknowledged them, when and why. */
export const Acknowledged: Story = {
  args: { location: { search: '?state=acknowledged', replaceSearch: fn() } },
};

/** Acknowledge with a note: the risks of the kit's demo portfolio, raised by the rules as you edit. */
export const DemoPortfolio: Story = { parameters: { msw: portfolioHandlers(demoPortfolio()) } };

export const Empty: Story = {
  parameters: { msw: [mockRouteJson(routes.listRisks, riskListOf([]))] },
};

export const Loading: Story = stories.loadingStory([routes.listRisks]);

export const Error: Story = stories.failingStory([
  [routes.listRisks, 'The risks are not answering', 503],
]);

/** Mounted for someone without a company. */
export const WithoutCompany: Story = stories.withoutCompanyStory;
