import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes } from '@portfolio/contracts';
import { callRoute, useApi, type ApiConfig } from '@portfolio/ui';
import { projectChanged } from './invalidate';

export const archiveProject = (id: string, config: ApiConfig = {}) =>
  callRoute(routes.archiveProject, { params: { id } }, config);

/** `POST /api/projects/{id}/archive`: the project leaves the lists and the metrics. */
export function useArchiveProject() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    meta: { errorMessage: 'Failed to archive project' },
    mutationFn: (id: string) => archiveProject(id, api.config),
    onSuccess: (project) => projectChanged(client, project),
  });
}
