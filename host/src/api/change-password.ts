import { useMutation } from '@tanstack/react-query';
import { routes, type ChangePasswordBody } from '@portfolio/contracts';
import { callRoute, useApi, type ApiConfig } from '@portfolio/ui';

export const changePassword = (body: ChangePasswordBody, config: ApiConfig = {}) =>
  callRoute(routes.changePassword, { body }, config);

/**
 * `POST /api/account/password`. The server signs out every other session and renews this one,
 * so nothing cached changes. No error toast of its own: the form shows field errors itself.
 */
export function useChangePassword() {
  const api = useApi();
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => changePassword(body, api.config),
  });
}
