import { routes } from '@portfolio/contracts';
import { useRouteMutation } from '@portfolio/ui';

/** `POST /api/projects/{id}/restore`: an archived project comes back to the lists. */
export const useRestoreProject = () =>
  useRouteMutation(routes.restoreProject, (id: string) => ({ params: { id } }), {
    meta: { errorMessage: 'Failed to restore project' },
  });
