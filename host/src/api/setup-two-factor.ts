import { routes } from '@portfolio/contracts';
import { useRouteMutation } from '@portfolio/ui';

/**
 * `POST /api/account/two-factor/setup`: a new pending secret and its QR code. A mutation, not a
 * query: each call makes a new secret, so it must not be cached or refetched.
 */
export const useSetupTwoFactor = () =>
  useRouteMutation(routes.setupTwoFactor, () => ({}), {
    meta: { errorMessage: 'Failed to start the two-factor set-up' },
  });
