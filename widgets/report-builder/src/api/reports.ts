import {
  routes,
  type ReportDefinition,
  type ReportScheduleBody,
  type SavedReportCreateBody,
} from '@portfolio/contracts';
import {
  companyBody,
  resolveUrl,
  routeUrl,
  rowIdAndRest,
  rowParams,
  useApi,
  useRouteMutation,
} from '@portfolio/ui';

export const useCreateReport = (companyId: string) =>
  useRouteMutation(routes.createReport, companyBody<SavedReportCreateBody>(companyId), {
    meta: { errorMessage: 'Failed to save the report' },
    companyId,
  });

export const useUpdateReport = (companyId: string) =>
  useRouteMutation(
    routes.updateReport,
    rowIdAndRest<{ name?: string; definition?: ReportDefinition }>(),
    { meta: { errorMessage: 'Failed to save the report' }, companyId },
  );

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
export const exportReportUrl = (id: string, baseUrl?: string) =>
  resolveUrl(routeUrl(routes.exportReport, { params: { id }, query: { format: 'csv' } }), {
    baseUrl,
  });

export function useExportReportUrl(id: string | undefined): string | undefined {
  const { config } = useApi();
  return id ? exportReportUrl(id, config.baseUrl) : undefined;
}
