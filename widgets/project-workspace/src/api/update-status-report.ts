import { routes } from '@portfolio/contracts';
import { useRouteMutation } from '@portfolio/ui';

/** `PUT /api/status-reports/{id}`: a draft's narrative. */
export const useUpdateStatusReport = (id: string) =>
  useRouteMutation(
    routes.updateStatusReport,
    (narrative: string) => ({ params: { id }, body: { narrative } }),
    {
      meta: { errorMessage: 'Failed to save the narrative' },
    },
  );
