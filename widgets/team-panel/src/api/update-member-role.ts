import { routes, type RoleBody } from '@portfolio/contracts';
import { rowIdAndRest, useRouteMutation } from '@portfolio/ui';

/**
 * Gives a member another role; the server refuses to demote the last admin (409). The members
 * and the signed-in user's own role (an admin may have demoted themselves) refresh.
 */
export const useUpdateMemberRole = (companyId: string) =>
  useRouteMutation(routes.updateMemberRole, rowIdAndRest<RoleBody>(), {
    meta: { errorMessage: 'Failed to update role' },
    companyId,
  });
