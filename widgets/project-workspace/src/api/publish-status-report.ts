import { routes } from '@portfolio/contracts';
import { useRouteMutation } from '@portfolio/ui';

/** `POST /api/status-reports/{id}/publish`: the draft as it is becomes a record. */
export const usePublishStatusReport = (id: string) =>
  useRouteMutation(routes.publishStatusReport, () => ({ params: { id } }), {
    meta: { errorMessage: 'Failed to publish the status report' },
  });
