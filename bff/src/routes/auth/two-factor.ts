import type { TwoFactorChallenge } from '@portfolio/contracts';
import type { Context } from 'koa';
import { startSession } from '../../auth/session.ts';
import { UnauthenticatedError } from '../../errors.ts';
import { byClientIp, formatWait, rateLimit } from '../../middleware/rate-limit.ts';
import { verifySecondFactor } from '../../services/access/two-factor.ts';
import { loadCurrentUser } from './current-user.ts';
import { contractRoute } from '../contract.ts';
import { rememberSignIn, SIGN_IN_LIMITS } from './sign-in-guard.ts';
import { MINUTE_MS } from '@portfolio/contracts';

/**
 * The second step of a built-in sign-in. A correct password of an account with two-factor on
 * starts no session: the anonymous session (a fresh id, a few minutes of life) records whose
 * password it was and until when, and only a valid code turns it into a signed-in session.
 */

const SESSION_KEY = 'twoFactorPending';
const PENDING_TTL_MS = 5 * MINUTE_MS;

export const INCORRECT_CODE_MESSAGE =
  'That code is not correct. Enter the current code from your authenticator app, or an unused recovery code';
export const CODE_JUST_USED_MESSAGE =
  'That code was just used. Wait for your authenticator app to show the next code, then enter it';
export const SECOND_STEP_EXPIRED_MESSAGE =
  'Your sign-in has expired. Please enter your e-mail and password again';

interface PendingSecondStep {
  userId: string;
  email: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

/** The pending second step of this browser's sign-in, while it has not expired. */
function pendingOf(ctx: Context): PendingSecondStep | undefined {
  const pending = ctx.session?.[SESSION_KEY] as PendingSecondStep | undefined;
  return pending && pending.expiresAt > Date.now() ? pending : undefined;
}

/** After a correct password of an account with two-factor on: the challenge, no session. */
export async function beginSecondStep(
  ctx: Context,
  user: { id: string; email: string },
): Promise<TwoFactorChallenge> {
  // A fresh session id, and whoever this browser was signed in as before is signed out.
  await ctx.session!.regenerate();
  delete ctx.session!.userId;
  ctx.session!.maxAge = PENDING_TTL_MS;
  const expiresAt = Date.now() + PENDING_TTL_MS;
  ctx.session![SESSION_KEY] = {
    userId: user.id,
    email: user.email,
    expiresAt,
  } satisfies PendingSecondStep;
  ctx.state.userId = undefined;
  return { twoFactorRequired: true, expiresAt: new Date(expiresAt).toISOString() };
}

const pendingUserKey = (ctx: Context) => {
  const pending = pendingOf(ctx);
  return pending && `user:${pending.userId}`;
};

const codeMessage = (seconds: number) =>
  `Too many wrong codes. Please try again in ${formatWait(seconds)}.`;

/**
 * POST /api/auth/signin/two-factor: a code of the app or a recovery code completes the sign-in.
 * Wrong codes are counted per account and per address, as wrong passwords are.
 */
export const signInTwoFactor = contractRoute('signInTwoFactor', {
  before: () => [
    rateLimit({
      ...SIGN_IN_LIMITS.perEmail,
      name: 'sign-in-code:user',
      key: pendingUserKey,
      failuresOnly: true,
      message: codeMessage,
    }),
    rateLimit({
      ...SIGN_IN_LIMITS.perEmailDaily,
      name: 'sign-in-code:user:daily',
      key: pendingUserKey,
      failuresOnly: true,
      message: codeMessage,
    }),
    rateLimit({
      ...SIGN_IN_LIMITS.perIp,
      name: 'sign-in-code:ip',
      key: byClientIp,
      failuresOnly: true,
      message: codeMessage,
    }),
  ],
  async handle({ body, ctx, deps }) {
    const pending = pendingOf(ctx);
    if (!pending) {
      throw new UnauthenticatedError(SECOND_STEP_EXPIRED_MESSAGE, { code: 'sign_in_expired' });
    }
    const { db, config } = deps;
    const verdict = await verifySecondFactor(db, config.secretsKey, pending.userId, body.code);
    if (verdict !== 'accepted') {
      const message = verdict === 'used' ? CODE_JUST_USED_MESSAGE : INCORRECT_CODE_MESSAGE;
      throw new UnauthenticatedError(message, { code: 'invalid_code' });
    }
    delete ctx.session![SESSION_KEY];
    await startSession(ctx, pending.userId);
    await rememberSignIn(ctx, pending.email);
    const user = await loadCurrentUser(db, pending.userId);
    if (!user) throw new UnauthenticatedError(SECOND_STEP_EXPIRED_MESSAGE);
    return user;
  },
});
