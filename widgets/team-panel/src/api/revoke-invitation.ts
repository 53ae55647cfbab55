import { routes } from '@portfolio/contracts';
import { useRouteMutation } from '@portfolio/ui';
import { invitationsKey } from './list-invitations';

/** Revokes an invitation so that its link stops working. */
export const useRevokeInvitation = (companyId: string) =>
  useRouteMutation(routes.revokeInvitation, (id: string) => ({ params: { id } }), {
    meta: { errorMessage: 'Failed to revoke invitation' },
    onSettled: (client) => client.invalidateQueries({ queryKey: invitationsKey(companyId) }),
  });
