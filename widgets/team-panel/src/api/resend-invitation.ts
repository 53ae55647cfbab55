import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes } from '@portfolio/contracts';
import { callRoute, useApi } from '@portfolio/ui';
import { invitationsKey } from './list-invitations';

/** Sends an invitation again with a fresh expiry (same link). */
export function useResendInvitation(companyId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorMessage: 'Failed to send invitation' },
    mutationFn: (id: string) => callRoute(routes.resendInvitation, { params: { id } }, api.config),
    onSettled: () => queryClient.invalidateQueries({ queryKey: invitationsKey(companyId) }),
  });
}
