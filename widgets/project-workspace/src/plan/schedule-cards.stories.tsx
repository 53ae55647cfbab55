import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { routes, type Project } from '@portfolio/contracts';
import {
  demoPortfolio,
  mockRouteError,
  mockRouteLoading,
  portfolioHandlers,
} from '@portfolio/ui/testing/msw';
import { DependenciesCard } from './dependencies-card';
import { MilestonesCard } from './milestones-card';
import { ScheduleCard } from './schedule-card';

/*
 * The schedule cards of a project's page, over the kit's demo portfolio: Customer Support Copilot
 * has milestones, a dependency and a baseline it slipped against; Demand Forecasting has none.
 */
const store = demoPortfolio();
const byName = (name: string) => store.all().find((p) => p.name === name)!;
const copilot = byName('Customer Support Copilot');
const bare = byName('Demand Forecasting');
const undated = byName('Resume Screening Assistant');

function ScheduleCards({ project }: { project: Project }) {
  return (
    <div style={{ display: 'grid', gap: '1.25rem', maxWidth: '60rem' }}>
      <ScheduleCard project={project} />
      <MilestonesCard project={project} />
      <DependenciesCard project={project} navigate={() => {}} />
    </div>
  );
}

const meta = {
  title: 'Widgets/Project Workspace/Schedule cards',
  component: ScheduleCards,
  parameters: { msw: portfolioHandlers(() => store) },
  args: { project: copilot },
} satisfies Meta<typeof ScheduleCards>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Dates, a baseline slipped against (target and one milestone), milestones, a dependency. */
export const Data: Story = {};

/** No milestones, dependencies or baseline yet. */
export const Empty: Story = { args: { project: bare } };

/** Neither a start nor a target date. */
export const NoDates: Story = { args: { project: undated } };

export const Loading: Story = {
  parameters: {
    msw: [
      mockRouteLoading(routes.listMilestones),
      mockRouteLoading(routes.listProjectDependencies),
      mockRouteLoading(routes.getProjectBaseline),
      ...portfolioHandlers(() => store),
    ],
  },
};

export const LoadError: Story = {
  parameters: {
    msw: [
      mockRouteError(routes.listMilestones, 500, 'The milestones could not be read.'),
      mockRouteError(routes.listProjectDependencies, 500, 'The dependencies could not be read.'),
      mockRouteError(routes.getProjectBaseline, 500, 'The baseline could not be read.'),
      ...portfolioHandlers(() => store),
    ],
  },
};

/** A dependency that would close a cycle: the server's message shows in the error toast. */
export const CycleRefused: Story = {
  args: { project: byName('Invoice Anomaly Detection') },
  parameters: {
    msw: [
      mockRouteError(
        routes.addProjectDependency,
        409,
        'Invoice Anomaly Detection cannot depend on Customer Support Copilot: that would make a cycle (Invoice Anomaly Detection → Customer Support Copilot → Invoice Anomaly Detection)',
      ),
      ...portfolioHandlers(() => store),
    ],
  },
};
