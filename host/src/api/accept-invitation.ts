import { routes } from '@portfolio/contracts';
import { currentUserQueryKey, useRouteMutation } from '@portfolio/ui';

/**
 * `POST /api/invitations/by-token/{token}/accept`. The new company must be on the current user before the
 * app shows it, so the current user is read again before the caller's own `onSuccess`.
 */
export const useAcceptInvitation = (token: string) =>
  useRouteMutation(routes.acceptInvitation, () => ({ params: { token } }), {
    onSuccess: (client) => client.invalidateQueries({ queryKey: currentUserQueryKey }),
  });
