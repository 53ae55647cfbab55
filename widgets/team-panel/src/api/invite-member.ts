import { routes, type InviteBody } from '@portfolio/contracts';
import { companyBody, useRouteMutation } from '@portfolio/ui';

/** Invites an e-mail address with a role; the pending invitations list refreshes. */
export const useInviteMember = (companyId: string) =>
  useRouteMutation(routes.inviteMember, companyBody<InviteBody>(companyId), {
    meta: { errorMessage: 'Failed to send invitation' },
  });
