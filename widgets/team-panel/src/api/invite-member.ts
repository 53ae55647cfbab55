import { routes, type InviteBody } from '@portfolio/contracts';
import { useRouteMutation } from '@portfolio/ui';

/** Invites an e-mail address with a role; the pending invitations list refreshes. */
export const useInviteMember = (companyId: string) =>
  useRouteMutation(routes.inviteMember, (body: InviteBody) => ({ params: { companyId }, body }), {
    meta: { errorMessage: 'Failed to send invitation' },
  });
