import { routes } from '@portfolio/contracts';
import { resolveUrl, routeUrl, useApi } from '@portfolio/ui';
import { listQueryOf, type ProjectListFilters } from './list-projects';

/**
 * Address of the CSV export of the filtered projects under the API's base URL, for a download
 * link (the session cookie goes with it; the BFF answers an attachment).
 */
export const exportProjectsUrl = (
  companyId: string,
  filters: ProjectListFilters,
  baseUrl?: string,
) =>
  resolveUrl(
    routeUrl(routes.exportProjects, { params: { companyId }, query: listQueryOf(filters) }),
    { baseUrl },
  );

export function useExportProjectsUrl(
  companyId: string | null,
  filters: ProjectListFilters,
): string | undefined {
  const api = useApi();
  return companyId ? exportProjectsUrl(companyId, filters, api.config.baseUrl) : undefined;
}
