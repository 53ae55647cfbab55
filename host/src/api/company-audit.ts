import { routes, type AuditExportQuery } from '@portfolio/contracts';
import { useRouteDownloadUrl } from '@portfolio/ui';

/** The Activity page's filters: the export's query (empty fields are left out of the address). */
export type AuditFilters = AuditExportQuery;

/** Where the CSV of the filtered history downloads from (the session cookie goes with it). */
export const useCompanyAuditExportUrl = (companyId: string, filters: AuditFilters) =>
  useRouteDownloadUrl(routes.exportCompanyAudit, { params: { companyId }, query: filters });
