import { routes } from '@portfolio/contracts';
import { useRouteDownloadUrl } from '@portfolio/ui';
import { listQueryOf, type ProjectListFilters } from './list-projects';

/**
 * Address of the CSV export of the filtered projects under the API's base URL, for a download
 * link (the session cookie goes with it; the BFF answers an attachment).
 */
export function useExportProjectsUrl(
  companyId: string | null,
  filters: ProjectListFilters,
): string | undefined {
  return useRouteDownloadUrl(
    routes.exportProjects,
    companyId ? { params: { companyId }, query: listQueryOf(filters) } : undefined,
  );
}
