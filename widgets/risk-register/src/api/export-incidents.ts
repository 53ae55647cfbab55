import { routes, type IncidentExportQuery } from '@portfolio/contracts';
import { useRouteDownloadUrl } from '@portfolio/ui';

/**
 * Address of the CSV export of the incidents of the list's filters under the API's base URL,
 * for a download link (the session cookie goes with it; the BFF answers an attachment).
 */
export function useExportIncidentsUrl(companyId: string, filters: IncidentExportQuery): string {
  return useRouteDownloadUrl(routes.exportIncidents, { params: { companyId }, query: filters });
}
