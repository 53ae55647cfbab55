import { createHash, randomBytes } from 'node:crypto';
import type { Context, Middleware } from 'koa';
import type { AppDeps } from '../../app-deps.ts';
import { byClientIp, formatWait, rateLimit } from '../../middleware/rate-limit.ts';
import { failedSignInsEmail, sendMail } from '../../services/mail.ts';
import { normalizeEmail } from '../../services/users.ts';
import { User } from '../../models/user.ts';

/**
 * Password guessing stays slow without locking the owner out (OWASP's "device cookies"):
 * failures count per e-mail and per address, with a longer lock after many, but a browser that
 * signed in to the account before carries a signed device cookie and counts on its own. So an
 * attacker can exhaust an account's limit only for browsers that never signed in to it.
 */

export const DEVICE_COOKIE = 'pf.device';
const DEVICE_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;
const MINUTE = 60 * 1000;

export const SIGN_IN_LIMITS = {
  /** Failed sign-ins per e-mail from browsers that never signed in to it. */
  perEmail: { windowMs: 15 * MINUTE, max: 10 },
  /** The back-off after that: a day's failures per e-mail. */
  perEmailDaily: { windowMs: 24 * 60 * MINUTE, max: 50 },
  /** Failed sign-ins per client address, whatever the e-mail. */
  perIp: { windowMs: 15 * MINUTE, max: 20 },
  /** Failed sign-ins from one known browser (its own owner mistyping). */
  perDevice: { windowMs: 15 * MINUTE, max: 10 },
} as const;

const signInMessage = (seconds: number) =>
  `Too many sign-in attempts. Please try again in ${formatWait(seconds)}.`;

/** Whose device: a digest of the e-mail, so the cookie does not carry the address itself. */
const emailDigest = (email: string) =>
  createHash('sha256').update(normalizeEmail(email)).digest('base64url').slice(0, 22);

function bodyEmail(ctx: Context): string | undefined {
  const email = (ctx.request as { body?: { email?: unknown } }).body?.email;
  return typeof email === 'string' && email.trim() !== '' ? normalizeEmail(email) : undefined;
}

/** This browser's device id for the e-mail being signed in, when it signed in with it before. */
function trustedDevice(ctx: Context): string | undefined {
  const email = bodyEmail(ctx);
  const value = ctx.cookies.get(DEVICE_COOKIE, { signed: true });
  if (email === undefined || !value) return undefined;
  const [who, id] = value.split('.');
  return who === emailDigest(email) && id ? `device:${id}` : undefined;
}

/** Marks this browser as one the account signed in with (signed with the app keys). */
export function rememberDevice(ctx: Context, email: string): void {
  ctx.cookies.set(DEVICE_COOKIE, `${emailDigest(email)}.${randomBytes(16).toString('base64url')}`, {
    signed: true,
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.secure,
    maxAge: DEVICE_MAX_AGE_MS,
    path: '/api/auth',
  });
}

const unlessTrusted =
  (key: (ctx: Context) => string | undefined) =>
  (ctx: Context): string | undefined =>
    trustedDevice(ctx) === undefined ? key(ctx) : undefined;

/** Tells the owner once per window that their account's sign-in is paused for new browsers. */
function notifyOwner(deps: AppDeps) {
  return (ctx: Context) => {
    const email = bodyEmail(ctx);
    if (email === undefined) return;
    const { max, windowMs } = SIGN_IN_LIMITS.perEmail;
    void (async () => {
      const user = await User.query(deps.db).findOne({ email }).select('email', 'passwordHash');
      if (!user?.passwordHash) return;
      await sendMail(
        { config: deps.config, logger: ctx.state.log },
        failedSignInsEmail({ to: user.email, failures: max, minutes: windowMs / MINUTE }),
      );
    })().catch((error: unknown) =>
      ctx.state.log.warn({ err: error }, 'could not tell the owner of failed sign-ins'),
    );
  };
}

/** The limits in front of `POST /api/auth/signin`, made once per app. */
export function signInGuard(deps: AppDeps): Middleware[] {
  const common = { failuresOnly: true, message: signInMessage };
  return [
    rateLimit({
      ...SIGN_IN_LIMITS.perIp,
      ...common,
      name: 'sign-in:ip',
      key: unlessTrusted(byClientIp),
    }),
    rateLimit({
      ...SIGN_IN_LIMITS.perEmail,
      ...common,
      name: 'sign-in:email',
      key: unlessTrusted((ctx) => bodyEmail(ctx) && `email:${bodyEmail(ctx)}`),
      onLimited: notifyOwner(deps),
    }),
    rateLimit({
      ...SIGN_IN_LIMITS.perEmailDaily,
      ...common,
      name: 'sign-in:email:daily',
      key: unlessTrusted((ctx) => bodyEmail(ctx) && `email:${bodyEmail(ctx)}`),
    }),
    rateLimit({
      ...SIGN_IN_LIMITS.perDevice,
      ...common,
      name: 'sign-in:device',
      key: trustedDevice,
    }),
  ];
}
