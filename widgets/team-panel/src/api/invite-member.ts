import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes, type InviteBody } from '@portfolio/contracts';
import { callRoute, useApi } from '@portfolio/ui';
import { invitationsKey } from './list-invitations';

/** Invites an e-mail address with a role; the pending invitations list refreshes. */
export function useInviteMember(companyId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorMessage: 'Failed to send invitation' },
    mutationFn: (body: InviteBody) =>
      callRoute(routes.inviteMember, { params: { companyId }, body }, api.config),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationsKey(companyId) }),
  });
}
