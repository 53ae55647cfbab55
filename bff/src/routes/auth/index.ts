import { Router } from '@koa/router';
import type { AppDeps } from '../../app-deps.ts';
import type { Registration } from '../contract.ts';
import { getCurrentUser, getSession } from './current-user.ts';
import { callback, confirmLogout, login, logout } from './login.ts';
import { signIn, signUp } from './password.ts';
import { registerSignInPage } from './sign-in-page.ts';
import { signInTwoFactor } from './two-factor.ts';
import { showEmailVerification, verifyEmail } from './verify-email.ts';

/** The contract routes of sign-in and sessions, registered on a router mounted at `/api`. */
export const authRoutes: Registration[] = [
  login,
  callback,
  logout,
  confirmLogout,
  signUp,
  showEmailVerification,
  verifyEmail,
  signIn,
  signInTwoFactor,
  getCurrentUser,
  getSession,
];

/**
 * A router for the site root with the auth contract routes (under `/api`) and the `/sign-in`
 * page. createApp mounts it whatever route modules a test passes, so every test server can
 * sign people in. Rate-limit counters live in it: each app counts on its own.
 */
export function authRouter(deps: AppDeps): Router {
  const api = new Router({ prefix: '/api' });
  for (const registration of authRoutes) registration.register(api, deps);
  const router = new Router();
  registerSignInPage(router, deps);
  router.use(api.routes(), api.allowedMethods());
  return router;
}
