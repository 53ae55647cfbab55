import { useQuery } from '@tanstack/react-query';
import { routes, type ProjectListQuery } from '@portfolio/contracts';
import { routeQuery, useApi, type ApiConfig } from '@portfolio/ui';

/**
 * `GET /api/companies/{companyId}/projects` with filters and a limit: one page of a department's
 * or a status's projects. The key is the route's, so invalidating the company refreshes it.
 */
export const projectsQueryOptions = (
  companyId: string,
  query: ProjectListQuery,
  config?: ApiConfig,
) => routeQuery(routes.listProjects, { params: { companyId }, query }, config);

export function useProjects(
  companyId: string,
  query: ProjectListQuery,
  { enabled = true }: { enabled?: boolean } = {},
) {
  const { config } = useApi();
  return useQuery({ ...projectsQueryOptions(companyId, query, config), enabled });
}
