import { routes } from '@portfolio/contracts';
import { useRouteMutation } from '@portfolio/ui';
import { membersKey } from './list-members';

/** Removes a member from the company; the server refuses to remove the last admin (409). */
export const useRemoveMember = (companyId: string) =>
  useRouteMutation(routes.removeMember, (id: string) => ({ params: { id } }), {
    meta: { errorMessage: 'Failed to remove member' },
    onSuccess: (client) => client.invalidateQueries({ queryKey: membersKey(companyId) }),
  });
