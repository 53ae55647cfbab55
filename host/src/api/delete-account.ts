import { routes } from '@portfolio/contracts';
import { useRouteMutation } from '@portfolio/ui';

/**
 * `DELETE /api/account`: the account goes and the session ends. The last admin of a company
 * with other members is refused (409, naming the company); the dialog shows that reason itself.
 */
export const useDeleteAccount = () => useRouteMutation(routes.deleteAccount, () => ({}));
