import { routes, type MemberRole } from '@portfolio/contracts';
import { useRouteMutation } from '@portfolio/ui';

/**
 * Gives a member another role; the server refuses to demote the last admin (409). The members
 * and the signed-in user's own role (an admin may have demoted themselves) refresh.
 */
export const useUpdateMemberRole = (companyId: string) =>
  useRouteMutation(
    routes.updateMemberRole,
    ({ id, role }: { id: string; role: MemberRole }) => ({ params: { id }, body: { role } }),
    { meta: { errorMessage: 'Failed to update role' }, companyId },
  );
