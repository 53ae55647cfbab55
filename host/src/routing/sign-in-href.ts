import { routes } from '@portfolio/contracts';

/**
 * The BFF's sign-in (`GET /api/login`), which brings the visitor back to `returnTo`, a path of
 * this site, afterwards; the BFF itself refuses anything that is not one. `mode: 'signup'` opens
 * on Create account; `email` prefills the address (an invitation's).
 */
export function signInHref(
  returnTo?: string,
  mode: 'signin' | 'signup' = 'signin',
  email?: string,
): string {
  const query = new URLSearchParams();
  if (returnTo && returnTo !== '/') query.set('returnTo', returnTo);
  if (mode === 'signup') query.set('mode', mode);
  if (email) query.set('email', email);
  const search = query.toString();
  return search ? `${routes.login.path}?${search}` : routes.login.path;
}
