import { useQuery } from '@tanstack/react-query';
import { UUID_PATTERN, routes } from '@portfolio/contracts';
import { routeKey, routeQuery, useApi, type ApiConfig } from '@portfolio/ui';

const uuid = new RegExp(UUID_PATTERN);

/** Whether a route parameter can name a project at all (anything else is simply not found). */
export const isProjectId = (id: string) => uuid.test(id);

export const projectKey = (id: string) => routeKey(routes.getProject, { params: { id } });

export const projectQuery = (id: string, config: ApiConfig = {}) =>
  routeQuery(routes.getProject, { params: { id } }, config);

export function useProject(id: string) {
  const api = useApi();
  return useQuery({ ...projectQuery(id, api.config), enabled: isProjectId(id) });
}
