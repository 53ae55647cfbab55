import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes, type MemberRole } from '@portfolio/contracts';
import { callRoute, currentUserQueryKey, useApi } from '@portfolio/ui';
import { membersKey } from './list-members';

/** Gives a member another role; the server refuses to demote the last admin (409). */
export function useUpdateMemberRole(companyId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorMessage: 'Failed to update role' },
    mutationFn: ({ id, role }: { id: string; role: MemberRole }) =>
      callRoute(routes.updateMemberRole, { params: { id }, body: { role } }, api.config),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: membersKey(companyId) }),
        // The signed-in user's own role is on the current user: an admin may have demoted themselves.
        queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
      ]),
  });
}
