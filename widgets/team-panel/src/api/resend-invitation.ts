import { routes } from '@portfolio/contracts';
import { useRouteMutation } from '@portfolio/ui';
import { invitationsKey } from './list-invitations';

/** Sends an invitation again with a fresh expiry (same link). */
export const useResendInvitation = (companyId: string) =>
  useRouteMutation(routes.resendInvitation, (id: string) => ({ params: { id } }), {
    meta: { errorMessage: 'Failed to send invitation' },
    onSettled: (client) => client.invalidateQueries({ queryKey: invitationsKey(companyId) }),
  });
