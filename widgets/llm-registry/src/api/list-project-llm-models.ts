import { useQuery } from '@tanstack/react-query';
import { routes } from '@portfolio/contracts';
import { routeKey, routeQuery, useApi, type ApiConfig } from '@portfolio/ui';

/** `['/api', 'projects', id, 'llm-models']`. */
export const projectLlmModelsKey = (projectId: string) =>
  routeKey(routes.listProjectLlmModels, { params: { id: projectId } });

export const projectLlmModelsQuery = (projectId: string, config?: ApiConfig) =>
  routeQuery(routes.listProjectLlmModels, { params: { id: projectId } }, config);

/** The models a project uses, with their monthly cost and notes. */
export function useProjectLlmModels(projectId: string) {
  const api = useApi();
  return useQuery(projectLlmModelsQuery(projectId, api.config));
}
