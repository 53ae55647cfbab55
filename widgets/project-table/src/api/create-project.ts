import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes, type ProjectCreateBody } from '@portfolio/contracts';
import { callRoute, useApi, type ApiConfig } from '@portfolio/ui';
import { projectChanged } from './invalidate';

export const createProject = (companyId: string, body: ProjectCreateBody, config: ApiConfig = {}) =>
  callRoute(routes.createProject, { params: { companyId }, body }, config);

/** `POST /api/companies/{companyId}/projects`; the company's lists and summary refresh. */
export function useCreateProject(companyId: string) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    meta: {
      errorMessage: { title: 'Failed to create project. Please try again.' },
      signedOutMessage: 'Unauthorized: You are logged out. Logging in again...',
    },
    mutationFn: (body: ProjectCreateBody) => createProject(companyId, body, api.config),
    onSuccess: (project) => projectChanged(client, project),
  });
}
