import { useQuery } from '@tanstack/react-query';
import { routes } from '@portfolio/contracts';
import { routeQuery, useApi, type ApiConfig } from '@portfolio/ui';

export const invitationQuery = (token: string, config: ApiConfig = {}) =>
  routeQuery(routes.getInvitation, { params: { token } }, config);

/** `GET /api/invitations/by-token/{token}`: what an invitation link is for and whether it can be used. */
export function useInvitation(token: string) {
  const api = useApi();
  return useQuery({ ...invitationQuery(token, api.config), retry: false });
}
