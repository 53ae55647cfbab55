import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { routes, summarizePortfolio } from '@portfolio/contracts';
import {
  HttpResponse,
  mockRoute,
  mockRouteError,
  mockRouteLoading,
} from '@portfolio/ui/testing/msw';
import { demoProjects } from '../../testing/fixtures';
import * as page from '../../testing/page-stories';
import { ByDepartment } from './by-department';

const meta = {
  title: 'Widgets/Portfolio Dashboard/ByDepartment',
  component: ByDepartment,
  ...page.storyMeta(),
} satisfies Meta<typeof ByDepartment>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Customer Service has seven projects: six are shown, with View all 7 projects. */
export const Data: Story = {};

export const Loading: Story = page.loadingStory;

/** The figures have arrived; the project cards are still loading. */
export const LoadingProjects: Story = {
  parameters: {
    msw: [
      mockRoute(routes.getPortfolioSummary, () =>
        HttpResponse.json(summarizePortfolio(demoProjects)),
      ),
      mockRouteLoading(routes.listProjects),
    ],
  },
};

export const Empty: Story = page.emptyStory;

export const Error: Story = page.errorStory(500, 'Something went wrong');

/** The figures load but the project lists fail: each department says so and offers Retry. */
export const ProjectsError: Story = {
  parameters: {
    msw: [
      mockRoute(routes.getPortfolioSummary, () =>
        HttpResponse.json(summarizePortfolio(demoProjects.slice(0, 9))),
      ),
      mockRouteError(routes.listProjects, 503, 'The project list is not answering'),
    ],
  },
};

export const WithoutCompany: Story = page.withoutCompanyStory;
