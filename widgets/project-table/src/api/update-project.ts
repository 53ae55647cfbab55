import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes, type ProjectUpdateBody } from '@portfolio/contracts';
import { callRoute, useApi, type ApiConfig } from '@portfolio/ui';
import { projectChanged } from './invalidate';

export const updateProject = (id: string, body: ProjectUpdateBody, config: ApiConfig = {}) =>
  callRoute(routes.updateProject, { params: { id }, body }, config);

/** `PUT /api/projects/{id}` with the changed fields only. */
export function useUpdateProject(id: string) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    meta: { errorMessage: 'Failed to update project' },
    mutationFn: (body: ProjectUpdateBody) => updateProject(id, body, api.config),
    onSuccess: (project) => projectChanged(client, project),
  });
}
