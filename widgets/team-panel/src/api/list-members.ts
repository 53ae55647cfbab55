import { useQuery } from '@tanstack/react-query';
import { routes } from '@portfolio/contracts';
import { routeKey, routeQuery, useApi, type ApiConfig } from '@portfolio/ui';

/** `['/api', 'companies', id, 'members']`: every change to the team invalidates it. */
export const membersKey = (companyId: string) =>
  routeKey(routes.listMembers, { params: { companyId } });

export const membersQuery = (companyId: string, config?: ApiConfig) =>
  routeQuery(routes.listMembers, { params: { companyId } }, config);

/** The company's members with their user, in the order they joined. */
export function useMembers(companyId: string) {
  const api = useApi();
  return useQuery(membersQuery(companyId, api.config));
}
