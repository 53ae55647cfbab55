import { useQuery } from '@tanstack/react-query';
import { routes } from '@portfolio/contracts';
import { routeKey, routeQuery, useApi, type ApiConfig } from '@portfolio/ui';

/** `GET /api/projects/{id}/status-reports`: newest first, the draft (if any) first. */
export const statusReportsKey = (projectId: string) =>
  routeKey(routes.listStatusReports, { params: { id: projectId } });

export const statusReportsQuery = (projectId: string, config: ApiConfig = {}) =>
  routeQuery(routes.listStatusReports, { params: { id: projectId } }, config);

export function useStatusReports(projectId: string) {
  const api = useApi();
  return useQuery(statusReportsQuery(projectId, api.config));
}
