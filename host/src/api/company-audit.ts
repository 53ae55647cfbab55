import { routes, type AuditExportQuery } from '@portfolio/contracts';
import { resolveUrl, routeUrl, useApi } from '@portfolio/ui';

/** The Activity page's filters: the export's query, empty fields left out. */
export type AuditFilters = AuditExportQuery;

const present = (filters: AuditFilters): AuditFilters =>
  Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined && v !== ''));

/** Where the CSV of the filtered history downloads from (the session cookie goes with it). */
export function useCompanyAuditExportUrl(companyId: string, filters: AuditFilters) {
  const api = useApi();
  return resolveUrl(
    routeUrl(routes.exportCompanyAudit, { params: { companyId }, query: present(filters) }),
    api.config,
  );
}
