import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { portfolioFigures, routes, summarizePortfolio } from '@portfolio/contracts';
import { HttpResponse, mockRoute, portfolioHandlers } from '@portfolio/ui/testing/msw';
import { demoProjects, portfolioProjects } from '../../testing/fixtures';
import * as page from '../../testing/page-stories';
import { Dashboard } from './dashboard';

const meta = {
  title: 'Widgets/Portfolio Dashboard/Dashboard',
  component: Dashboard,
  ...page.storyMeta(),
} satisfies Meta<typeof Dashboard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The demo portfolio: 20 projects over seven departments. */
export const Data: Story = {};

/** Four projects with round figures: $2.5M, 126%, 50% (2/4). */
export const SmallPortfolio: Story = { parameters: { msw: portfolioHandlers(portfolioProjects) } };

/** Three projects: no View all projects link. */
export const ThreeProjects: Story = {
  parameters: { msw: portfolioHandlers(portfolioProjects.slice(0, 3)) },
};

/** Trend badges against the end of last month, when five of the projects were not there yet. */
export const TrendsAgainstLastMonth: Story = {
  parameters: {
    msw: [
      mockRoute(routes.getPortfolioSummary, () =>
        HttpResponse.json(
          summarizePortfolio(demoProjects, { lastMonth: portfolioFigures(demoProjects.slice(5)) }),
        ),
      ),
    ],
  },
};

/** The company's history is younger than a month (demo data loaded today): "new this month". */
export const NewThisMonth: Story = {
  parameters: {
    msw: [
      mockRoute(routes.getPortfolioSummary, () =>
        HttpResponse.json(summarizePortfolio(demoProjects, { lastMonth: null })),
      ),
    ],
  },
};

export const Loading: Story = page.loadingStory;

export const Empty: Story = page.emptyStory;

export const Error: Story = page.errorStory(503, 'The portfolio service is not answering');

export const WithoutCompany: Story = page.withoutCompanyStory;
