import { createHash, randomBytes } from 'node:crypto';
import type { Context, Middleware } from 'koa';
import type { AppDeps } from '../../app-deps.ts';
import {
  byClientIp,
  digestKey,
  formatWait,
  lazyLimiter,
  rateLimit,
} from '../../middleware/rate-limit.ts';
import { failedSignInsEmail, sendMail } from '../../services/integrations/mail.ts';
import { normalizeEmail } from '../../services/access/users.ts';
import { User } from '../../models/user.ts';
import { DAY_MS, MINUTE_MS } from '@portfolio/contracts';

/**
 * Password guessing stays slow without locking the owner out (OWASP's "device cookies"):
 * failures count per e-mail and per address, with a longer lock after many, but a browser that
 * signed in to the account before carries a signed device cookie, and an address it signed in
 * from is remembered: those count on their own. So an attacker can exhaust an account's limit
 * only for browsers and addresses that never signed in to it.
 */

export const DEVICE_COOKIE = 'pf.device';
const DEVICE_MAX_AGE_MS = 365 * DAY_MS;

export const SIGN_IN_LIMITS = {
  /** Failed sign-ins per e-mail from browsers that never signed in to it. */
  perEmail: { windowMs: 15 * MINUTE_MS, max: 10 },
  /** The back-off after that: a day's failures per e-mail. */
  perEmailDaily: { windowMs: DAY_MS, max: 50 },
  /** Failed sign-ins per client address, whatever the e-mail. */
  perIp: { windowMs: 15 * MINUTE_MS, max: 20 },
  /** Failed sign-ins from one known browser or known address (its own owner mistyping). */
  perDevice: { windowMs: 15 * MINUTE_MS, max: 10 },
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
function rememberDevice(ctx: Context, email: string): void {
  ctx.cookies.set(DEVICE_COOKIE, `${emailDigest(email)}.${randomBytes(16).toString('base64url')}`, {
    signed: true,
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.secure,
    maxAge: DEVICE_MAX_AGE_MS,
    path: '/api/auth',
  });
}

/** Addresses an account signed in from, kept 90 days in the shared limiter store. */
const KNOWN_ADDRESS_MS = 90 * DAY_MS;
const knownAddresses = lazyLimiter({
  name: () => 'sign-in:known-address',
  max: 1,
  windowMs: KNOWN_ADDRESS_MS,
});
const addressKey = (ctx: Context, email: string) => digestKey(`${email}|${ctx.ip}`);

/**
 * How this sign-in counts: a browser that signed in to the account before (device cookie), or
 * an address it signed in from before, gets counters of its own (`trusted`); anyone else counts
 * against the account and the address.
 */
function trustOf(ctx: Context): string | undefined {
  return (ctx.state as { signInTrust?: string }).signInTrust;
}

const decideTrust: Middleware = async (ctx, next) => {
  const email = bodyEmail(ctx);
  let trust = trustedDevice(ctx);
  if (trust === undefined && email !== undefined) {
    const known = await knownAddresses(ctx).get(addressKey(ctx, email));
    if (known !== null) trust = `address:${email}|${ctx.ip}`;
  }
  (ctx.state as { signInTrust?: string }).signInTrust = trust;
  await next();
};

const unlessTrusted =
  (key: (ctx: Context) => string | undefined) =>
  (ctx: Context): string | undefined =>
    trustOf(ctx) === undefined ? key(ctx) : undefined;

/** After a successful sign-in: this browser and this address are known to the account. */
export async function rememberSignIn(ctx: Context, email: string): Promise<void> {
  rememberDevice(ctx, email);
  const normalized = normalizeEmail(email);
  await knownAddresses(ctx).set(addressKey(ctx, normalized), 1, KNOWN_ADDRESS_MS / 1000);
}

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
        failedSignInsEmail({ to: user.email, failures: max, minutes: windowMs / MINUTE_MS }),
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
    decideTrust,
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
      name: 'sign-in:trusted',
      key: trustOf,
    }),
  ];
}
