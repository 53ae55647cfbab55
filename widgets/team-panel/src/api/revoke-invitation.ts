import { routes } from '@portfolio/contracts';
import { rowParams, useRouteMutation } from '@portfolio/ui';

/** Revokes an invitation so that its link stops working. */
export const useRevokeInvitation = (companyId: string) =>
  useRouteMutation(routes.revokeInvitation, rowParams, {
    meta: { errorMessage: 'Failed to revoke invitation' },
    companyId,
    refreshOnFailure: true,
  });
