import { routes, type TwoFactorPasswordBody } from '@portfolio/contracts';
import { useRouteMutation } from '@portfolio/ui';

/** `POST /api/account/two-factor/disable`, with the password; the current user is read again. */
export const useDisableTwoFactor = () =>
  useRouteMutation(routes.disableTwoFactor, (body: TwoFactorPasswordBody) => ({ body }));
