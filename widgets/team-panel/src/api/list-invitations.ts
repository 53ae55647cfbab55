import { useQuery } from '@tanstack/react-query';
import { routes } from '@portfolio/contracts';
import { routeKey, routeQuery, useApi, type ApiConfig } from '@portfolio/ui';

export const invitationsKey = (companyId: string) =>
  routeKey(routes.listInvitations, { params: { companyId } });

export const invitationsQuery = (companyId: string, config?: ApiConfig) =>
  routeQuery(routes.listInvitations, { params: { companyId } }, config);

/** Open invitations (pending and expired), newest first. Admins only: members never ask. */
export function useInvitations(companyId: string, { enabled }: { enabled: boolean }) {
  const api = useApi();
  return useQuery({ ...invitationsQuery(companyId, api.config), enabled });
}
