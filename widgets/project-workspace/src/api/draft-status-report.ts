import { routes } from '@portfolio/contracts';
import { useRouteMutation } from '@portfolio/ui';

/** `POST /api/projects/{id}/status-reports`: the project's draft as of now, made or refreshed. */
export const useDraftStatusReport = (projectId: string) =>
  useRouteMutation(routes.createStatusReport, () => ({ params: { id: projectId } }), {
    meta: { errorMessage: 'Failed to draft the status report' },
  });
