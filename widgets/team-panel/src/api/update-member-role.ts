import { routes, type MemberRole } from '@portfolio/contracts';
import { currentUserQueryKey, useRouteMutation } from '@portfolio/ui';
import { membersKey } from './list-members';

/** Gives a member another role; the server refuses to demote the last admin (409). */
export const useUpdateMemberRole = (companyId: string) =>
  useRouteMutation(
    routes.updateMemberRole,
    ({ id, role }: { id: string; role: MemberRole }) => ({ params: { id }, body: { role } }),
    {
      meta: { errorMessage: 'Failed to update role' },
      onSuccess: (client) =>
        Promise.all([
          client.invalidateQueries({ queryKey: membersKey(companyId) }),
          // The signed-in user's own role is on the current user: an admin may have demoted themselves.
          client.invalidateQueries({ queryKey: currentUserQueryKey }),
        ]),
    },
  );
