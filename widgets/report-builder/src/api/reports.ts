import {
  routes,
  type SavedReportUpdateBody,
  type ReportScheduleBody,
  type SavedReportCreateBody,
} from '@portfolio/contracts';
import {
  companyBody,
  rowIdAndRest,
  rowParams,
  useRouteDownloadUrl,
  useRouteMutation,
} from '@portfolio/ui';

export const useCreateReport = (companyId: string) =>
  useRouteMutation(routes.createReport, companyBody<SavedReportCreateBody>(companyId), {
    meta: { errorMessage: 'Failed to save the report' },
    companyId,
  });

export const useUpdateReport = (companyId: string) =>
  useRouteMutation(routes.updateReport, rowIdAndRest<SavedReportUpdateBody>(), {
    meta: { errorMessage: 'Failed to save the report' },
    companyId,
  });

export const useDeleteReport = (companyId: string) =>
  useRouteMutation(routes.deleteReport, rowParams, {
    meta: { errorMessage: 'Failed to delete the report' },
    companyId,
  });

export const useScheduleReport = (companyId: string) =>
  useRouteMutation(routes.scheduleReport, rowIdAndRest<ReportScheduleBody>(), { companyId });

/**
 * Address of a saved report's CSV under the API's base URL, for a download link (the session
 * cookie goes with it; the BFF answers an attachment).
 */
export function useExportReportUrl(id: string | undefined): string | undefined {
  return useRouteDownloadUrl(
    routes.exportReport,
    id ? { params: { id }, query: { format: 'csv' } } : undefined,
  );
}
