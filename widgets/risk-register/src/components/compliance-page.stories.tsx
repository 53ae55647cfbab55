import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { routes } from '@portfolio/contracts';
import {
  aiActComplianceOf,
  demoPortfolio,
  demoProjects,
  makeCurrentUser,
  makeMembership,
  mockRouteError,
  mockRouteJson,
  mockRouteLoading,
  portfolioHandlers,
} from '@portfolio/ui/testing/msw';
import { CompliancePage } from './compliance-page';

const meta = {
  title: 'Widgets/Risk Register/Compliance',
  component: CompliancePage,
  args: { companyId: makeMembership().id, user: makeCurrentUser(), navigate: fn() },
  parameters: { msw: portfolioHandlers(demoPortfolio()) },
} satisfies Meta<typeof CompliancePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The demo portfolio: a high-risk hiring assistant, limited-risk chatbots, by due date. */
export const ByDueDate: Story = {};

export const ByOwner: Story = { args: { location: { search: '?by=owner', replaceSearch: fn() } } };

export const ByClass: Story = { args: { location: { search: '?by=class', replaceSearch: fn() } } };

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

export const Loading: Story = {
  parameters: {
    msw: [
      mockRouteLoading(routes.listCompanyObligations),
      mockRouteLoading(routes.getCompanyCompliance),
    ],
  },
};

export const Error: Story = {
  parameters: {
    msw: [
      mockRouteError(routes.listCompanyObligations, 503, 'The obligations are not answering'),
      mockRouteError(routes.getCompanyCompliance, 503, 'The figures are not answering'),
    ],
  },
};

/** Mounted for someone without a company. */
export const WithoutCompany: Story = {
  args: { companyId: null, user: makeCurrentUser({ companies: [] }) },
};
