import { useQuery } from '@tanstack/react-query';
import { routes, type ProjectProgressEntry } from '@portfolio/contracts';
import { routeQuery, useApi, type ApiConfig } from '@portfolio/ui';

/**
 * `GET /api/companies/{companyId}/project-progress?projectIds=…`: how far the projects a section
 * shows have come (milestones done, or time passed). Under the company's path, so a milestone's
 * or a project's event refreshes it.
 */
export const projectProgressQueryOptions = (
  companyId: string,
  projectIds: readonly string[],
  config?: ApiConfig,
) =>
  routeQuery(
    routes.getProjectProgress,
    { params: { companyId }, query: { projectIds: [...projectIds].sort().join(',') } },
    config,
  );

/** The progress of each project by id; nothing is asked while there are no ids. */
export function useProjectProgress(companyId: string, projectIds: readonly string[] | undefined) {
  const { config } = useApi();
  return useQuery({
    ...projectProgressQueryOptions(companyId, projectIds ?? [], config),
    enabled: (projectIds?.length ?? 0) > 0,
    select: (entries: ProjectProgressEntry[]) =>
      new Map(entries.map((entry) => [entry.projectId, entry])),
  });
}
