import { routes } from '@portfolio/contracts';
import { useCompanyId, useRouteMutation } from '@portfolio/ui';
import { statusReportChanged } from './status-report-changed';

/** `PUT /api/status-reports/{id}`: a draft's narrative. */
export const useUpdateStatusReport = (id: string) =>
  useRouteMutation(
    routes.updateStatusReport,
    (narrative: string) => ({ params: { id }, body: { narrative } }),
    {
      meta: { errorMessage: 'Failed to save the narrative' },
      onSuccess: statusReportChanged(useCompanyId(), 'updated'),
    },
  );
