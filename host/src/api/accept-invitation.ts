import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes } from '@portfolio/contracts';
import { callRoute, currentUserQueryKey, useApi, type ApiConfig } from '@portfolio/ui';

export const acceptInvitation = (token: string, config: ApiConfig = {}) =>
  callRoute(routes.acceptInvitation, { params: { token } }, config);

/**
 * `POST /api/invitations/by-token/{token}/accept`. The new company must be on the current user before the
 * app shows it, so the current user is read again before the caller's own `onSuccess`.
 */
export function useAcceptInvitation(token: string) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => acceptInvitation(token, api.config),
    onSuccess: () => client.invalidateQueries({ queryKey: currentUserQueryKey }),
  });
}
