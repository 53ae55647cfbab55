import type { Project } from '@portfolio/contracts';
import { Stack } from '../shared/layout';
import { LinksCard } from './links-card';
import { ProjectHistory } from './project-history';
import { StatusReports } from './status-reports';

/** `/projects/{id}/activity`: status reports, the history of every change, and links. */
export function ActivitySection({ project }: { project: Project }) {
  return (
    <Stack>
      <StatusReports projectId={project.id} archived={project.archivedAt !== null} />
      <ProjectHistory projectId={project.id} />
      <LinksCard project={project} />
    </Stack>
  );
}
