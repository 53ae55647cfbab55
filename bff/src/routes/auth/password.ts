import type { Context } from 'koa';
import { safeReturnTo } from '../../auth/return-to.ts';
import { startSession } from '../../auth/session.ts';
import { NotFoundError, UnauthenticatedError } from '../../errors.ts';
import { byClientIp, formatWait, rateLimit } from '../../middleware/rate-limit.ts';
import { startSignUp } from '../../services/access/email-verification.ts';
import { isTwoFactorEnabled } from '../../services/access/two-factor.ts';
import { normalizeEmail, verifyCredentials } from '../../services/access/users.ts';
import { loadCurrentUser } from './current-user.ts';
import type { AppDeps } from '../../app-deps.ts';
import { contractRoute } from '../contract.ts';
import { rememberSignIn, signInGuard } from './sign-in-guard.ts';
import { beginSecondStep } from './two-factor.ts';
import { HOUR_MS, MINUTE_MS } from '@portfolio/contracts';

export const INCORRECT_CREDENTIALS_MESSAGE = 'Incorrect e-mail or password';

/**
 * Limits against account-creation floods (shared by every process, see rate-limit.ts): sign-up
 * counts failures per address (probing which e-mails exist) and, more loosely, every attempt.
 * Sign-in's limits are in sign-in-guard.ts.
 */
export const AUTH_RATE_LIMITS = {
  signUpFailuresPerIp: { windowMs: 15 * MINUTE_MS, max: 10 },
  signUpPerIp: { windowMs: HOUR_MS, max: 100 },
  /** E-mails one address receives from sign-ups (links or "someone tried"): no mail bombing. */
  signUpMailsPerEmail: { windowMs: HOUR_MS, max: 5 },
} as const;

const bodyEmail = (ctx: Context): string | undefined => {
  const email = (ctx.request as { body?: { email?: unknown } }).body?.email;
  return typeof email === 'string' && email.trim() !== ''
    ? `email:${normalizeEmail(email)}`
    : undefined;
};

const signUpMessage = (seconds: number) =>
  `Too many attempts to create an account. Please try again in ${formatWait(seconds)}.`;

/** Password sign-in exists only when no identity provider is configured. */
function requireBuiltInSignIn(deps: AppDeps) {
  if (deps.config.oidc) {
    throw new NotFoundError(
      'Password sign-in is not enabled here; sign in with your identity provider',
    );
  }
}

/**
 * POST /api/auth/signin: e-mail and password → a fresh session and the CurrentUser, or, for an
 * account with two-factor on, a challenge answered by `POST /api/auth/signin/two-factor`.
 */
export const signIn = contractRoute('signIn', {
  before: signInGuard,
  async handle({ body, ctx, deps }) {
    requireBuiltInSignIn(deps);
    const user = await verifyCredentials(deps.db, body.email, body.password);
    if (!user) {
      throw new UnauthenticatedError(INCORRECT_CREDENTIALS_MESSAGE, {
        code: 'invalid_credentials',
      });
    }
    // Two-factor: the password alone does not sign in (see two-factor.ts).
    if (await isTwoFactorEnabled(deps.db, user.id)) return beginSecondStep(ctx, user);
    await startSession(ctx, user.id);
    await rememberSignIn(ctx, body.email);
    return (await loadCurrentUser(deps.db, user.id))!;
  },
});

/**
 * POST /api/auth/signup: mails the link that creates the account (202), or, for an address
 * that has one, an e-mail saying someone tried; the answer is the same (email-verification.ts).
 */
export const signUp = contractRoute('signUp', {
  before: () => [
    rateLimit({
      ...AUTH_RATE_LIMITS.signUpPerIp,
      name: 'sign-up:ip',
      key: byClientIp,
      message: signUpMessage,
    }),
    rateLimit({
      ...AUTH_RATE_LIMITS.signUpFailuresPerIp,
      name: 'sign-up:ip:failures',
      key: byClientIp,
      failuresOnly: true,
      message: signUpMessage,
    }),
    rateLimit({
      ...AUTH_RATE_LIMITS.signUpMailsPerEmail,
      name: 'sign-up:email',
      key: bodyEmail,
      message: signUpMessage,
    }),
  ],
  async handle({ body, query, ctx, deps }) {
    requireBuiltInSignIn(deps);
    const returnTo = safeReturnTo(query.returnTo, deps.config.publicUrl);
    return startSignUp(deps.db, { config: deps.config, logger: ctx.state.log }, body, returnTo);
  },
});
