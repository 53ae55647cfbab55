import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes } from '@portfolio/contracts';
import { callRoute, useApi } from '@portfolio/ui';
import { invitationsKey } from './list-invitations';

/** Revokes an invitation so that its link stops working. */
export function useRevokeInvitation(companyId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorMessage: 'Failed to revoke invitation' },
    mutationFn: (id: string) => callRoute(routes.revokeInvitation, { params: { id } }, api.config),
    onSettled: () => queryClient.invalidateQueries({ queryKey: invitationsKey(companyId) }),
  });
}
