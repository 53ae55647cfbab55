import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes } from '@portfolio/contracts';
import { callRoute, useApi, type ApiConfig } from '@portfolio/ui';
import { projectChanged } from './invalidate';

export const restoreProject = (id: string, config: ApiConfig = {}) =>
  callRoute(routes.restoreProject, { params: { id } }, config);

/** `POST /api/projects/{id}/restore`: an archived project comes back to the lists. */
export function useRestoreProject() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    meta: { errorMessage: 'Failed to restore project' },
    mutationFn: (id: string) => restoreProject(id, api.config),
    onSuccess: (project) => projectChanged(client, project),
  });
}
