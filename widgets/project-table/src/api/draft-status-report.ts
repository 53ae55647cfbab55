import { routes } from '@portfolio/contracts';
import { useCompanyId, useRouteMutation } from '@portfolio/ui';
import { statusReportChanged } from './status-report-changed';

/** `POST /api/projects/{id}/status-reports`: the project's draft as of now, made or refreshed. */
export const useDraftStatusReport = (projectId: string) =>
  useRouteMutation(routes.createStatusReport, () => ({ params: { id: projectId } }), {
    meta: { errorMessage: 'Failed to draft the status report' },
    onSuccess: statusReportChanged(useCompanyId(), 'updated'),
  });
