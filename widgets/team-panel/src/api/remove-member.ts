import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes } from '@portfolio/contracts';
import { callRoute, useApi } from '@portfolio/ui';
import { membersKey } from './list-members';

/** Removes a member from the company; the server refuses to remove the last admin (409). */
export function useRemoveMember(companyId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorMessage: 'Failed to remove member' },
    mutationFn: (id: string) => callRoute(routes.removeMember, { params: { id } }, api.config),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membersKey(companyId) }),
  });
}
