import type { QueryClient } from '@tanstack/react-query';
import type { Project } from '@portfolio/contracts';
import { projectKey } from './get-project';
import { projectHistoryKey } from './get-project-history';
import { projectListsKey } from './list-projects';
import { portfolioSummaryKey } from './portfolio-summary';

/**
 * After a project changed: its own cache entry takes the server's answer, and the lists and the
 * summary of its company (here and in every other widget sharing the client) and its history
 * are refreshed.
 */
export async function projectChanged(client: QueryClient, project: Project) {
  client.setQueryData(projectKey(project.id), project);
  await Promise.all([
    client.invalidateQueries({ queryKey: projectListsKey(project.companyId) }),
    client.invalidateQueries({ queryKey: portfolioSummaryKey(project.companyId) }),
    client.invalidateQueries({ queryKey: projectHistoryKey(project.id) }),
  ]);
}
