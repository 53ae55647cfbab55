import { useMutation } from '@tanstack/react-query';
import { routes } from '@portfolio/contracts';
import { callRoute, useApi, type ApiConfig } from '@portfolio/ui';

export const deleteAccount = (config: ApiConfig = {}) =>
  callRoute(routes.deleteAccount, {}, config);

/**
 * `DELETE /api/account`: the account goes and the session ends. The last admin of a company
 * with other members is refused (409, naming the company); the dialog shows that reason itself.
 */
export function useDeleteAccount() {
  const api = useApi();
  return useMutation({ mutationFn: () => deleteAccount(api.config) });
}
