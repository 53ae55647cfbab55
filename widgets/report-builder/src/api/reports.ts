import {
  routes,
  type ReportDefinition,
  type ReportScheduleBody,
  type SavedReportCreateBody,
} from '@portfolio/contracts';
import { companyBody, resolveUrl, routeUrl, useApi, useRouteMutation } from '@portfolio/ui';

export const useCreateReport = (companyId: string) =>
  useRouteMutation(routes.createReport, companyBody<SavedReportCreateBody>(companyId), {
    meta: { errorMessage: 'Failed to save the report' },
    companyId,
  });

export const useUpdateReport = (companyId: string) =>
  useRouteMutation(
    routes.updateReport,
    ({ id, ...body }: { id: string; name?: string; definition?: ReportDefinition }) => ({
      params: { id },
      body,
    }),
    { meta: { errorMessage: 'Failed to save the report' }, companyId },
  );

export const useDeleteReport = (companyId: string) =>
  useRouteMutation(routes.deleteReport, (id: string) => ({ params: { id } }), {
    meta: { errorMessage: 'Failed to delete the report' },
    companyId,
  });

export const useScheduleReport = (companyId: string) =>
  useRouteMutation(
    routes.scheduleReport,
    ({ id, ...body }: ReportScheduleBody & { id: string }) => ({ params: { id }, body }),
    { companyId },
  );

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
