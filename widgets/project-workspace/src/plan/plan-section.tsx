import type { Project } from '@portfolio/contracts';
import { Slot, Stack } from '../shared/layout';
import { BudgetCard } from './budget-card';
import { DependenciesCard } from './dependencies-card';
import { MilestonesCard } from './milestones-card';
import { ScheduleCard } from './schedule-card';
import { TeamCard } from './team-card';

/** `/projects/{id}/plan`: dates and baseline, milestones, dependencies, team and budget. */
export function PlanSection({
  project,
  navigate,
}: {
  project: Project;
  navigate: (path: string) => void;
}) {
  return (
    <Stack>
      <ScheduleCard project={project} />
      <Slot id="milestones">
        <MilestonesCard project={project} />
      </Slot>
      <DependenciesCard project={project} navigate={navigate} />
      <Slot id="team">
        <TeamCard project={project} />
      </Slot>
      <Slot id="budget">
        <BudgetCard project={project} />
      </Slot>
    </Stack>
  );
}
