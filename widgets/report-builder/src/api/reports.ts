import { useQuery } from '@tanstack/react-query';
import {
  routes,
  type ReportDefinition,
  type ReportScheduleBody,
  type SavedReportCreateBody,
} from '@portfolio/contracts';
import {
  callRoute,
  resolveUrl,
  routeKey,
  routeQuery,
  routeUrl,
  useApi,
  useRouteMutation,
  type ApiConfig,
} from '@portfolio/ui';

/** `POST …/reports/run` of one definition, kept by the definition: running it again is free. */
export const runReportQueryOptions = (
  companyId: string,
  definition: ReportDefinition,
  config?: ApiConfig,
) => ({
  queryKey: [
    ...routeKey(routes.runReport, { params: { companyId }, body: definition }),
    definition,
  ],
  queryFn: () => callRoute(routes.runReport, { params: { companyId }, body: definition }, config),
});

/** The rows of the last definition the user ran; nothing until they run one. */
export function useRunReport(companyId: string, definition: ReportDefinition | null) {
  const { config } = useApi();
  return useQuery({
    ...runReportQueryOptions(companyId, definition ?? { columns: [] }, config),
    enabled: definition !== null,
  });
}

/** The company's shared reports and the caller's private ones, by name. */
export const savedReportsQueryOptions = (companyId: string, config?: ApiConfig) =>
  routeQuery(routes.listReports, { params: { companyId } }, config);

export function useSavedReports(companyId: string) {
  const { config } = useApi();
  return useQuery(savedReportsQueryOptions(companyId, config));
}

/** The company's members, the schedule's possible recipients (the team panel's list). */
export function useMembers(companyId: string) {
  const { config } = useApi();
  return useQuery(routeQuery(routes.listMembers, { params: { companyId } }, config));
}

export const useCreateReport = (companyId: string) =>
  useRouteMutation(
    routes.createReport,
    (body: SavedReportCreateBody) => ({ params: { companyId }, body }),
    { meta: { errorMessage: 'Failed to save the report' }, companyId },
  );

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
