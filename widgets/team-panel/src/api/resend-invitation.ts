import { routes } from '@portfolio/contracts';
import { rowParams, useRouteMutation } from '@portfolio/ui';

/** Sends an invitation again with a fresh expiry (same link). */
export const useResendInvitation = (companyId: string) =>
  useRouteMutation(routes.resendInvitation, rowParams, {
    meta: { errorMessage: 'Failed to send invitation' },
    companyId,
    refreshOnFailure: true,
  });
