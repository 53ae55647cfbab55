import { useMutation } from '@tanstack/react-query';
import { routes } from '@portfolio/contracts';
import { callRoute, useApi } from '@portfolio/ui';

/**
 * Deletes the signed-in user's account and ends the session. Refused (409, with the company's
 * name) for the last admin of a company that has other members.
 */
export function useDeleteAccount() {
  const api = useApi();
  return useMutation({
    mutationFn: () => callRoute(routes.deleteAccount, {}, api.config),
  });
}
