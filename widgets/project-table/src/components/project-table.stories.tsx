import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { DEPARTMENTS, routes, summarizePortfolio } from '@portfolio/contracts';
import {
  createPortfolioStore,
  DEMO_COMPANY_ID,
  demoPortfolio,
  HttpResponse,
  makeCurrentUser,
  manyProjects,
  mockRoute,
  portfolioHandlers,
} from '@portfolio/ui/testing/msw';
import * as stories from '@portfolio/ui/testing/stories';
import { ProjectTable } from './project-table';

const meta = {
  title: 'Widgets/Project Table/ProjectTable',
  component: ProjectTable,
  parameters: {
    layout: 'padded',
    msw: portfolioHandlers(demoPortfolio),
  },
  args: {
    companyId: DEMO_COMPANY_ID,
    user: makeCurrentUser(),
    navigate: () => {},
    initialFilters: {},
  },
} satisfies Meta<typeof ProjectTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The demo portfolio: sortable columns, search, filters, Export CSV. */
export const Data: Story = {};

export const Loading: Story = stories.loadingStory(
  [routes.listProjects],
  portfolioHandlers(demoPortfolio),
);

/** A new company: "No projects found" with Create your first project. */
export const Empty: Story = {
  parameters: { msw: portfolioHandlers(() => createPortfolioStore([])) },
};

/** The filters leave nothing: "No projects match your filters" with Clear filters. */
export const FilteredEmpty: Story = {
  args: { initialFilters: { q: 'quantum computing' } },
};

/** Opened from another page's link: `/projects?department=Finance&status=in_progress`. */
export const FromDepartmentLink: Story = {
  args: { initialFilters: { department: 'Customer Service' } },
};

/** The archived projects, each with Restore. */
export const Archived: Story = {
  args: { initialFilters: { archived: true } },
};

export const LoadError: Story = stories.failingStory(
  [[routes.listProjects, 'The projects could not be read. Please try again.']],
  portfolioHandlers(demoPortfolio),
);

/**
 * 50,000 projects: only the rows in view are rendered; pages of 500 load as the list is
 * scrolled, and the footer says how many of the total are loaded.
 */
export const FiftyThousandProjects: Story = {
  parameters: {
    msw: [
      // The departments come from the summary; a cheap one stands in for 50,000 projects.
      mockRoute(routes.getPortfolioSummary, () =>
        HttpResponse.json({
          ...summarizePortfolio([]),
          totalProjects: 50_000,
          byDepartment: DEPARTMENTS.map((department) => ({
            department,
            count: 5000,
            totalInvestment: '0.00',
            averageRoi: null,
          })),
        }),
      ),
      ...portfolioHandlers(() => createPortfolioStore(manyProjects(50_000))),
    ],
  },
};

export const WithoutCompany: Story = stories.withoutCompanyStory;
