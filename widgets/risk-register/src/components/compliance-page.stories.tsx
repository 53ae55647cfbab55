import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { routes } from '@portfolio/contracts';
import {
  aiActComplianceOf,
  demoPortfolio,
  demoProjects,
  mockRouteJson,
  portfolioHandlers,
} from '@portfolio/ui/testing/msw';
import * as stories from '@portfolio/ui/testing/stories';
import { CompliancePage } from './compliance-page';

const meta = {
  title: 'Widgets/Risk Register/Compliance',
  component: CompliancePage,
  args: stories.widgetArgs(),
  parameters: { msw: portfolioHandlers(demoPortfolio()) },
} satisfies Meta<typeof CompliancePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The demo portfolio: a high-risk hiring assistant, limited-risk chatbots, by due date. */
export const ByDueDate: Story = {};

export const ByOwner: Story = { args: { location: { search: '?by=owner', replaceSearch: fn() } } };

export const ByClass: Story = { args: { location: { search: '?by=class', replaceSearch: fn() } } };

/** By article, in the Act's order: the parts of Article 16, 26 and 73 each under their article. */
export const ByArticle: Story = {
  args: { location: { search: '?by=article', replaceSearch: fn() } },
};

/** No project assessed yet. */
export const Empty: Story = {
  parameters: {
    msw: [
      mockRouteJson(routes.listCompanyObligations, []),
      mockRouteJson(
        routes.getCompanyCompliance,
        aiActComplianceOf(
          demoProjects().map((p) => ({ ...p, aiActRiskClass: null })),
          [],
        ),
      ),
    ],
  },
};

export const Loading: Story = stories.loadingStory([
  routes.listCompanyObligations,
  routes.getCompanyCompliance,
]);

export const Error: Story = stories.failingStory([
  [routes.listCompanyObligations, 'The obligations are not answering', 503],
  [routes.getCompanyCompliance, 'The figures are not answering', 503],
]);

/** Mounted for someone without a company. */
export const WithoutCompany: Story = stories.withoutCompanyStory;
