import { routes, type TwoFactorEnableBody } from '@portfolio/contracts';
import { useRouteMutation } from '@portfolio/ui';

/**
 * `POST /api/account/two-factor/enable`: answers the recovery codes; the current user is read
 * again, since it now has two-factor on. A wrong code is the form's to show.
 */
export const useEnableTwoFactor = () =>
  useRouteMutation(routes.enableTwoFactor, (body: TwoFactorEnableBody) => ({ body }));
