import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { routes } from '@portfolio/contracts';
import { routeKey, routeQuery, useApi, type ApiConfig } from '@portfolio/ui';

/** `GET /api/projects/{id}/status-reports`: newest first, the draft (if any) first. */
export const statusReportsKey = (projectId: string) =>
  routeKey(routes.listStatusReports, { params: { id: projectId } });

export const statusReportsQuery = (projectId: string, limit?: number, config: ApiConfig = {}) =>
  routeQuery(
    routes.listStatusReports,
    { params: { id: projectId }, ...(limit ? { query: { limit } } : {}) },
    config,
  );

/** The reports the project page shows at first (the card's, the page's latest: one request). */
export const STATUS_REPORTS_SHOWN = 5;

/**
 * The newest `shown` reports, and whether there are older ones: it asks for one more than it
 * shows. A longer list keeps the shorter one on screen while it loads.
 */
export function useStatusReports(projectId: string, shown = STATUS_REPORTS_SHOWN) {
  const api = useApi();
  const query = useQuery({
    ...statusReportsQuery(projectId, shown + 1, api.config),
    placeholderData: keepPreviousData,
  });
  return {
    ...query,
    data: query.data?.slice(0, shown),
    hasOlder: (query.data?.length ?? 0) > shown,
  };
}
