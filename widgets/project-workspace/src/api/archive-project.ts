import { routes } from '@portfolio/contracts';
import { rowParams, useRouteMutation } from '@portfolio/ui';

/** `POST /api/projects/{id}/archive`: the project leaves the lists and the metrics. */
export const useArchiveProject = () =>
  useRouteMutation(routes.archiveProject, rowParams, {
    meta: { errorMessage: 'Failed to archive project' },
  });

/** `POST /api/projects/{id}/restore`: an archived project comes back (the page's banner). */
export const useRestoreArchived = () =>
  useRouteMutation(routes.restoreProject, rowParams, {
    meta: { errorMessage: 'Failed to restore project' },
  });
