import { routes } from '@portfolio/contracts';
import { useRouteMutation } from '@portfolio/ui';

/** `POST /api/projects/{id}/archive`: the project leaves the lists and the metrics. */
export const useArchiveProject = () =>
  useRouteMutation(routes.archiveProject, (id: string) => ({ params: { id } }), {
    meta: { errorMessage: 'Failed to archive project' },
  });
