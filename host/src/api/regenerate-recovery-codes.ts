import { routes, type TwoFactorPasswordBody } from '@portfolio/contracts';
import { useRouteMutation } from '@portfolio/ui';

/** `POST /api/account/two-factor/recovery-codes`, with the password: the new codes, once. */
export const useRegenerateRecoveryCodes = () =>
  useRouteMutation(routes.regenerateRecoveryCodes, (body: TwoFactorPasswordBody) => ({ body }));
