import { routes, type ProjectUpdateBody } from '@portfolio/contracts';
import { useRouteMutation } from '@portfolio/ui';

/** `PUT /api/projects/{id}` with the changed fields only. */
export const useUpdateProject = (id: string) =>
  useRouteMutation(routes.updateProject, (body: ProjectUpdateBody) => ({ params: { id }, body }), {
    meta: { errorMessage: 'Failed to update project' },
  });
