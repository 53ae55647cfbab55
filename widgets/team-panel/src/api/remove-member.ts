import { routes } from '@portfolio/contracts';
import { useRouteMutation } from '@portfolio/ui';

/** Removes a member from the company; the server refuses to remove the last admin (409). */
export const useRemoveMember = (companyId: string) =>
  useRouteMutation(routes.removeMember, (id: string) => ({ params: { id } }), {
    meta: { errorMessage: 'Failed to remove member' },
    companyId,
  });
