import { routes, type ChangePasswordBody } from '@portfolio/contracts';
import { useRouteMutation } from '@portfolio/ui';

/**
 * `POST /api/account/password`. The server signs out every other session and renews this one,
 * so nothing cached changes. No error toast of its own: the form shows field errors itself.
 */
export const useChangePassword = () =>
  useRouteMutation(routes.changePassword, (body: ChangePasswordBody) => ({ body }));
