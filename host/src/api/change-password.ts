import { useMutation } from '@tanstack/react-query';
import { routes, type ChangePasswordBody } from '@portfolio/contracts';
import { callRoute, useApi } from '@portfolio/ui';

/**
 * Changes the signed-in user's password. The server signs out every other session and renews
 * this one, so nothing cached needs refreshing.
 */
export function useChangePassword() {
  const api = useApi();
  return useMutation({
    mutationFn: (body: ChangePasswordBody) =>
      callRoute(routes.changePassword, { body }, api.config),
  });
}
