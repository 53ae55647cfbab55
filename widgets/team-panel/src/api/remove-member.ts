import { routes } from '@portfolio/contracts';
import { rowParams, useRouteMutation } from '@portfolio/ui';

/** Removes a member from the company; the server refuses to remove the last admin (409). */
export const useRemoveMember = (companyId: string) =>
  useRouteMutation(routes.removeMember, rowParams, {
    meta: { errorMessage: 'Failed to remove member' },
    companyId,
  });
