import { routes } from '@portfolio/contracts';
import { rowParams, useRouteMutation } from '@portfolio/ui';

/** `POST /api/projects/{id}/restore`: an archived project comes back to the lists. */
export const useRestoreProject = () =>
  useRouteMutation(routes.restoreProject, rowParams, {
    meta: { errorMessage: 'Failed to restore project' },
  });
