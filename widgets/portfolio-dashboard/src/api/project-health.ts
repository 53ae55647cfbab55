import { useQuery } from '@tanstack/react-query';
import { routes, type ProjectHealthEntry } from '@portfolio/contracts';
import { routeQuery, useApi, type ApiConfig } from '@portfolio/ui';

/**
 * `GET /api/companies/{companyId}/project-health?projectIds=…`: the latest status report's health
 * of the projects a section shows (a page of them, at most 100). Under the company's path, so a
 * report's event refreshes it.
 */
export const projectHealthQueryOptions = (
  companyId: string,
  projectIds: readonly string[],
  config?: ApiConfig,
) =>
  routeQuery(
    routes.getProjectHealth,
    { params: { companyId }, query: { projectIds: [...projectIds].sort().join(',') } },
    config,
  );

/** The health of each project by id; nothing is asked while there are no ids. */
export function useProjectHealth(companyId: string, projectIds: readonly string[] | undefined) {
  const { config } = useApi();
  return useQuery({
    ...projectHealthQueryOptions(companyId, projectIds ?? [], config),
    enabled: (projectIds?.length ?? 0) > 0,
    select: (entries: ProjectHealthEntry[]) =>
      new Map(entries.map((entry) => [entry.projectId, entry])),
  });
}
