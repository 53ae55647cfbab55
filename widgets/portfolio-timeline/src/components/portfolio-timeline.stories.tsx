import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { addDays, routes, type Project } from '@portfolio/contracts';
import {
  createPortfolioStore,
  demoPortfolio,
  demoProjects,
  makeProject,
  mockRouteJson,
  portfolioHandlers,
} from '@portfolio/ui/testing/msw';
import * as stories from '@portfolio/ui/testing/stories';
import { PortfolioTimeline } from './portfolio-timeline';

const DEPARTMENTS = ['Finance', 'IT', 'Operations', 'Marketing', 'Legal'];
const STATUSES = ['planning', 'in_progress', 'active', 'completed', 'on_hold'] as const;

/** `count` dated projects over two years, each with a milestone, every tenth waiting for the one before. */
function busyPortfolio(count: number) {
  const projects: Project[] = Array.from({ length: count }, (_, i) =>
    makeProject({
      id: `7d1e2f3a-4b5c-4d6e-8f70-${(i + 1).toString(16).padStart(12, '0')}`,
      name: `Project ${i + 1}`,
      department: DEPARTMENTS[i % DEPARTMENTS.length]!,
      businessOwner: `Owner ${i % 7}`,
      status: STATUSES[i % STATUSES.length]!,
      startDate: addDays('2026-01-05', (i * 11) % 420),
      targetDate: addDays('2026-01-05', ((i * 11) % 420) + 45 + ((i * 7) % 200)),
    }),
  );
  const store = createPortfolioStore(projects);
  projects.forEach((project, i) => {
    store.createMilestone(project, {
      name: `Milestone of project ${i + 1}`,
      dueDate: addDays(project.startDate!, 30),
      done: i % 3 === 0,
    });
    if (i % 4 === 0)
      store.setBaseline({ ...project, targetDate: addDays(project.targetDate!, -14) });
    if (i % 10 === 9) store.addDependency(project, projects[i - 1]!.id);
  });
  return store;
}

const meta = {
  title: 'Widgets/Portfolio Timeline/Timeline',
  component: PortfolioTimeline,
  args: stories.widgetArgs(),
  parameters: { layout: 'fullscreen', msw: portfolioHandlers(demoPortfolio()) },
} satisfies Meta<typeof PortfolioTimeline>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The kit's demo portfolio in time: the support copilot with its milestones, its baseline and
 * its dependency; the last projects have no dates yet and are listed apart.
 */
export const DemoPortfolio: Story = {};

/** Two hundred projects: the chart scrolls inside its frame, only the rows in view are drawn. */
export const ManyProjects: Story = {
  parameters: { msw: portfolioHandlers(() => busyPortfolio(200)) },
};

/** No project has dates yet: each is listed with its "Set dates" action. */
export const WithoutDates: Story = {
  parameters: {
    msw: portfolioHandlers(
      demoProjects().map((p) => ({ ...p, startDate: null, targetDate: null })),
    ),
  },
};

export const Empty: Story = {
  parameters: {
    msw: [mockRouteJson(routes.getPortfolioTimeline, { projects: [], dependencies: [] })],
  },
};

export const Loading: Story = stories.loadingStory([routes.getPortfolioTimeline]);

export const Error: Story = stories.failingStory([
  [routes.getPortfolioTimeline, 'The timeline is not answering', 503],
]);

/** Mounted for someone without a company. */
export const WithoutCompany: Story = stories.withoutCompanyStory;
