import { routes } from '@portfolio/contracts';
import { useRouteMutation } from '@portfolio/ui';

/**
 * `POST /api/invitations/by-token/{token}/accept`. The new company must be on the current user before the
 * app shows it: the kit reads the current user again (the person became a member) before the
 * caller's own `onSuccess`.
 */
export const useAcceptInvitation = (token: string) =>
  useRouteMutation(routes.acceptInvitation, () => ({ params: { token } }));
