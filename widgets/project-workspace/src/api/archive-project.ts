import { routes } from '@portfolio/contracts';
import { useRouteMutation } from '@portfolio/ui';

const byId = (id: string) => ({ params: { id } });

/** `POST /api/projects/{id}/archive`: the project leaves the lists and the metrics. */
export const useArchiveProject = () =>
  useRouteMutation(routes.archiveProject, byId, {
    meta: { errorMessage: 'Failed to archive project' },
  });

/** `POST /api/projects/{id}/restore`: an archived project comes back (the page's banner). */
export const useRestoreArchived = () =>
  useRouteMutation(routes.restoreProject, byId, {
    meta: { errorMessage: 'Failed to restore project' },
  });
