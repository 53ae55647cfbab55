import {
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { routes, type AuditExportQuery, type HistoryPage } from '@portfolio/contracts';
import {
  callRoute,
  resolveUrl,
  routeKey,
  routeQuery,
  routeUrl,
  useApi,
  type ApiConfig,
} from '@portfolio/ui';

/** The Activity page's filters: the export's query, empty fields left out. */
export type AuditFilters = AuditExportQuery;

const present = (filters: AuditFilters): AuditFilters =>
  Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined && v !== ''));

/** The company's history under `filters`, newest first, a page at a time. */
export const companyAuditQuery = (
  companyId: string,
  filters: AuditFilters,
  config: ApiConfig = {},
) =>
  infiniteQueryOptions({
    queryKey: routeKey(routes.listCompanyAudit, {
      params: { companyId },
      query: present(filters),
    }),
    queryFn: ({ pageParam }) =>
      callRoute(
        routes.listCompanyAudit,
        {
          params: { companyId },
          query: { ...present(filters), ...(pageParam ? { cursor: pageParam } : {}) },
        },
        config,
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: HistoryPage) => last.nextCursor ?? undefined,
  });

/** While new filters load, the previous results stay on screen. */
export function useCompanyAudit(companyId: string, filters: AuditFilters) {
  const api = useApi();
  return useInfiniteQuery({
    ...companyAuditQuery(companyId, filters, api.config),
    placeholderData: keepPreviousData,
  });
}

/** Where the CSV of the filtered history downloads from (the session cookie goes with it). */
export function useCompanyAuditExportUrl(companyId: string, filters: AuditFilters) {
  const api = useApi();
  return resolveUrl(
    routeUrl(routes.exportCompanyAudit, { params: { companyId }, query: present(filters) }),
    api.config,
  );
}

/** The company's members: the people the Activity page can filter by. */
export function useMembers(companyId: string) {
  const api = useApi();
  return useQuery(routeQuery(routes.listMembers, { params: { companyId } }, api.config));
}
