import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { routes, type Project } from '@portfolio/contracts';
import * as stories from '@portfolio/ui/testing/stories';
import { demoCardStore } from '../shared/card-stories';
import { DependenciesCard } from './dependencies-card';
import { MilestonesCard } from './milestones-card';
import { ScheduleCard } from './schedule-card';

/*
 * The schedule cards of a project's page, over the kit's demo portfolio: Customer Support Copilot
 * has milestones, a dependency and a baseline it slipped against; Demand Forecasting has none.
 */
const { byName, handlers, readStories } = demoCardStore();
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
  parameters: { msw: handlers() },
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

const reads = readStories([
  [routes.listMilestones, 'The milestones could not be read.'],
  [routes.listProjectDependencies, 'The dependencies could not be read.'],
  [routes.getProjectBaseline, 'The baseline could not be read.'],
]);

export const Loading: Story = reads.loading;

export const LoadError: Story = reads.failing;

/** A dependency that would close a cycle: the server's message shows in the error toast. */
export const CycleRefused: Story = {
  args: { project: byName('Invoice Anomaly Detection') },
  ...stories.failingStory(
    [
      [
        routes.addProjectDependency,
        'Invoice Anomaly Detection cannot depend on Customer Support Copilot: that would make a cycle (Invoice Anomaly Detection → Customer Support Copilot → Invoice Anomaly Detection)',
        409,
      ],
    ],
    handlers(),
  ),
};
