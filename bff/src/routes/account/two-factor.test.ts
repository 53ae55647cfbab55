import {
  RECOVERY_CODE_COUNT,
  WRONG_SETUP_CODE_MESSAGE,
  needsSecondStep,
  type SignInResult,
  MINUTE_MS,
} from '@portfolio/contracts';
import { generate } from 'otplib';
import { beforeEach, describe, expect, it } from 'vitest';
import { cookieHeaderFrom, signUpAndGetCookie, type SignedIn } from '../../testing/auth.ts';
import { setupTestServer } from '../../testing/http.ts';
import { expectRefused } from '../../testing/refusal.ts';
import { decryptSecret } from '../../services/access/secrets.ts';
import {
  IDENTITY_PROVIDER_TWO_FACTOR_MESSAGE,
  NO_SETUP_MESSAGE,
  TWO_FACTOR_ALREADY_ON_MESSAGE,
} from '../../services/access/two-factor.ts';
import { WRONG_PASSWORD_MESSAGE } from '../../services/access/account.ts';
import { SIGN_IN_LIMITS } from '../auth/sign-in-guard.ts';
import {
  CODE_JUST_USED_MESSAGE,
  INCORRECT_CODE_MESSAGE,
  SECOND_STEP_EXPIRED_MESSAGE,
} from '../auth/two-factor.ts';

const t = setupTestServer();
const { api, db } = t;

const STEP_SECONDS = 30;
const nowSeconds = () => Math.floor(Date.now() / 1000);
/** The code of the authenticator app `steps` time steps after `epoch` (seconds). */
const codeAt = (secret: string, epoch: number, steps = 0) =>
  generate({ secret, epoch: epoch + steps * STEP_SECONDS });
/** A six-digit code that is none of the codes accepted around `epoch`. */
async function wrongCode(secret: string, epoch: number) {
  const valid = await Promise.all([-1, 0, 1, 2].map((s) => codeAt(secret, epoch, s)));
  let code = 0;
  while (valid.includes(String(code).padStart(6, '0'))) code += 1;
  return String(code).padStart(6, '0');
}

const signUp = () => signUpAndGetCookie(t.server.baseUrl);
const me = async (cookie: string) => api.call('getCurrentUser', { cookie });
const credentialOf = (userId: string) =>
  db()('twoFactorCredentials').where({ userId }).first() as Promise<
    { secret: string; enabledAt: Date | null; lastTimeStep: string | number | null } | undefined
  >;
const recoveryRows = (userId: string) =>
  db()('twoFactorRecoveryCodes').where({ userId }).orderBy('id');
const twoFactorRows = async (userId: string) => ({
  credential: await credentialOf(userId),
  codes: await recoveryRows(userId),
});

/**
 * Two-factor turned on for `who`: its secret, the epoch of the enabling code, its codes. `who`
 * keeps the fresh session the enabling request was given (every other session ended).
 */
async function enableFor(who: SignedIn) {
  const setup = await api.ok('setupTwoFactor', { cookie: who.cookie });
  const epoch = nowSeconds();
  const enabled = await api.ok('enableTwoFactor', {
    cookie: who.cookie,
    body: { code: await codeAt(setup.body.secret, epoch) },
  });
  who.cookie = cookieHeaderFrom({ headers: enabled.headers } as Response);
  return { secret: setup.body.secret, epoch, recoveryCodes: enabled.body.recoveryCodes };
}

/** The password step: its answer and the cookie of the pending second step. */
async function passwordStep(who: SignedIn, password = who.password) {
  const response = await api.call('signIn', { body: { email: who.email, password } });
  return { ...response, pending: cookieHeaderFrom({ headers: response.headers } as Response) };
}

const secondStep = (pending: string, code: string) =>
  api.call('signInTwoFactor', { cookie: pending, body: { code } });

describe('POST /api/account/two-factor/setup', () => {
  it('answers a secret, its otpauth URI and QR code, and keeps the secret encrypted and pending', async () => {
    const user = await signUp();
    const { body } = await api.ok('setupTwoFactor', { cookie: user.cookie });
    expect(body.secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(body.otpauthUrl).toContain('otpauth://totp/PortfolioAI:');
    expect(body.otpauthUrl).toContain(`secret=${body.secret}`);
    expect(body.otpauthUrl).toContain(encodeURIComponent(user.email));
    expect(body.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(body.qrCode.split(',')[1]!, 'base64').toString('utf8');
    expect(svg).toMatch(/^<svg /);

    const stored = await credentialOf(user.user.id);
    expect(stored?.secret).not.toContain(body.secret);
    expect(decryptSecret(stored!.secret, t.config.secretsKey)).toBe(body.secret);
    expect(stored?.enabledAt).toBeNull();
    expect((await me(user.cookie)).body.twoFactorEnabled).toBe(false);
    // A pending set-up does not change the sign-in.
    expect(needsSecondStep((await passwordStep(user)).body as SignInResult)).toBe(false);
  });

  it('answers 409 for an account of an identity provider, and 401 signed out', async () => {
    const user = await signUp();
    await db()('users').where({ id: user.user.id }).update({ passwordHash: null });
    const refused = await expectRefused(
      () => twoFactorRows(user.user.id),
      409,
      () => api.call('setupTwoFactor', { cookie: user.cookie }),
    );
    expect(refused.error.message).toBe(IDENTITY_PROVIDER_TWO_FACTOR_MESSAGE);
    expect((await api.call('setupTwoFactor')).status).toBe(401);
  });
});

describe('POST /api/account/two-factor/enable', () => {
  let user: SignedIn;
  beforeEach(async () => {
    user = await signUp();
  });

  it('turns two-factor on with a first valid code and answers recovery codes, stored hashed', async () => {
    const elsewhere = await api.call('signIn', {
      body: { email: user.email, password: user.password },
    });
    const otherSession = cookieHeaderFrom({ headers: elsewhere.headers } as Response);
    expect((await me(otherSession)).status).toBe(200);
    const { recoveryCodes } = await enableFor(user);
    // A session opened with the password alone ends; the one that turned it on goes on.
    expect((await me(otherSession)).status).toBe(401);
    expect(recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(recoveryCodes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const stored = JSON.stringify(await recoveryRows(user.user.id));
    for (const code of recoveryCodes) expect(stored).not.toContain(code);
    expect((await credentialOf(user.user.id))?.enabledAt).toBeInstanceOf(Date);
    expect((await me(user.cookie)).body.twoFactorEnabled).toBe(true);

    const again = await api.call('setupTwoFactor', { cookie: user.cookie });
    expect(again.status).toBe(409);
    expect(again.error.message).toBe(TWO_FACTOR_ALREADY_ON_MESSAGE);
  });

  it('answers 400 naming the code for a wrong code, and changes nothing', async () => {
    const setup = await api.ok('setupTwoFactor', { cookie: user.cookie });
    const code = await wrongCode(setup.body.secret, nowSeconds());
    const refused = await expectRefused(
      () => twoFactorRows(user.user.id),
      400,
      () => api.call('enableTwoFactor', { cookie: user.cookie, body: { code } }),
    );
    expect(refused.error.details).toEqual([{ field: 'code', message: WRONG_SETUP_CODE_MESSAGE }]);
    expect((await me(user.cookie)).body.twoFactorEnabled).toBe(false);
  });

  it('answers 400 for a code that is not six digits, 409 without a set-up, 401 signed out', async () => {
    const malformed = await api.call('enableTwoFactor', {
      cookie: user.cookie,
      body: { code: 'abc' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.error.details).toEqual([
      { field: 'code', message: 'Enter the 6-digit code from your authenticator app' },
    ]);
    const noSetup = await api.call('enableTwoFactor', {
      cookie: user.cookie,
      body: { code: '123456' },
    });
    expect(noSetup.status).toBe(409);
    expect(noSetup.error.message).toBe(NO_SETUP_MESSAGE);
    expect((await api.call('enableTwoFactor', { body: { code: '123456' } })).status).toBe(401);
  });
});

describe('POST /api/auth/signin/two-factor', () => {
  let user: SignedIn;
  let enabled: Awaited<ReturnType<typeof enableFor>>;
  beforeEach(async () => {
    user = await signUp();
    enabled = await enableFor(user);
  });

  it('answers a challenge, not a session, to the right password; a code then signs in', async () => {
    const password = await passwordStep(user);
    expect(password.status).toBe(200);
    expect(password.body).toMatchObject({ twoFactorRequired: true });
    const expiresAt = Date.parse((password.body as { expiresAt: string }).expiresAt);
    expect(expiresAt - Date.now()).toBeGreaterThan(4 * MINUTE_MS);
    expect(expiresAt - Date.now()).toBeLessThanOrEqual(5 * MINUTE_MS);
    expect((await me(password.pending)).status).toBe(401);

    const code = await codeAt(enabled.secret, enabled.epoch, 1);
    const signedIn = await secondStep(password.pending, code);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toMatchObject({ id: user.user.id, twoFactorEnabled: true });
    const session = cookieHeaderFrom({ headers: signedIn.headers } as Response);
    expect((await me(session)).body.id).toBe(user.user.id);
    // The pending session id is not the signed-in one.
    expect((await me(password.pending)).status).toBe(401);
  });

  it('refuses a wrong password as before, without a challenge', async () => {
    const wrong = await passwordStep(user, 'not the password');
    expect(wrong.status).toBe(401);
  });

  it('answers 401 to a wrong code and keeps the step pending', async () => {
    const { pending } = await passwordStep(user);
    const wrong = await secondStep(pending, await wrongCode(enabled.secret, nowSeconds()));
    expect(wrong.status).toBe(401);
    expect(wrong.error).toMatchObject({ message: INCORRECT_CODE_MESSAGE, code: 'invalid_code' });
    expect((await me(pending)).status).toBe(401);
    const right = await secondStep(pending, await codeAt(enabled.secret, enabled.epoch, 1));
    expect(right.status).toBe(200);
  });

  it('refuses a code already used: the enabling one, and one that signed in', async () => {
    const first = await passwordStep(user);
    // The code that turned two-factor on belongs to the same time step: a replay.
    const replay = await secondStep(first.pending, await codeAt(enabled.secret, enabled.epoch));
    expect(replay.status).toBe(401);
    // Right, but used: the person is told to wait for the next code, not that it is wrong.
    expect(replay.error).toMatchObject({ message: CODE_JUST_USED_MESSAGE, code: 'invalid_code' });
    const next = await codeAt(enabled.secret, enabled.epoch, 1);
    expect((await secondStep(first.pending, next)).status).toBe(200);

    const second = await passwordStep(user);
    const reused = await secondStep(second.pending, next);
    expect(reused.status).toBe(401);
    expect(reused.error.message).toBe(CODE_JUST_USED_MESSAGE);
  });

  it('accepts each recovery code once', async () => {
    const [code] = enabled.recoveryCodes;
    const first = await passwordStep(user);
    // Typed in capitals and with spaces, it is the same code.
    const used = await secondStep(first.pending, ` ${code!.toUpperCase()} `);
    expect(used.status).toBe(200);
    expect(
      (await recoveryRows(user.user.id)).filter((r: { usedAt: Date | null }) => r.usedAt),
    ).toHaveLength(1);

    const second = await passwordStep(user);
    const reused = await secondStep(second.pending, code!);
    expect(reused.status).toBe(401);
    expect(reused.error.code).toBe('invalid_code');
    expect((await secondStep(second.pending, enabled.recoveryCodes[1]!)).status).toBe(200);
  });

  it('answers 401 without a pending sign-in, and once it has expired', async () => {
    const code = await codeAt(enabled.secret, enabled.epoch, 1);
    const none = await api.call('signInTwoFactor', { body: { code } });
    expect(none.status).toBe(401);
    expect(none.error).toMatchObject({
      message: SECOND_STEP_EXPIRED_MESSAGE,
      code: 'sign_in_expired',
    });

    const { pending } = await passwordStep(user);
    await db()('sessions')
      .whereRaw("sess->'twoFactorPending'->>'userId' = ?", [user.user.id])
      .update({
        sess: db().raw(
          `jsonb_set(sess::jsonb, '{twoFactorPending,expiresAt}', to_jsonb(?::bigint))::json`,
          [Date.now() - 1000],
        ),
      });
    const expired = await secondStep(pending, code);
    expect(expired.status).toBe(401);
    expect(expired.error.code).toBe('sign_in_expired');
  });

  it('answers 400 for a missing code', async () => {
    const { pending } = await passwordStep(user);
    const response = await api.call('signInTwoFactor', { cookie: pending, body: {} });
    expect(response.status).toBe(400);
    expect(response.error.details?.[0]?.field).toBe('code');
  });

  it('answers 429 after too many wrong codes for the account, even with the right one', async () => {
    const { pending } = await passwordStep(user);
    const wrong = await wrongCode(enabled.secret, nowSeconds());
    for (let i = 0; i < SIGN_IN_LIMITS.perEmail.max; i += 1) {
      expect((await secondStep(pending, wrong)).status).toBe(401);
    }
    const blocked = await secondStep(pending, await codeAt(enabled.secret, enabled.epoch, 1));
    expect(blocked.status).toBe(429);
    expect(blocked.error.message).toMatch(/^Too many wrong codes/);
    expect(blocked.headers.get('Retry-After')).toMatch(/^\d+$/);
  });
});

describe('POST /api/account/two-factor/disable', () => {
  it('answers 403 for a wrong password and changes nothing, then turns it off with the right one', async () => {
    const user = await signUp();
    await enableFor(user);
    const refused = await expectRefused(
      () => twoFactorRows(user.user.id),
      403,
      () =>
        api.call('disableTwoFactor', { cookie: user.cookie, body: { password: 'not the one' } }),
    );
    expect(refused.error).toMatchObject({
      message: WRONG_PASSWORD_MESSAGE,
      code: 'wrong_password',
    });

    await api.ok('disableTwoFactor', { cookie: user.cookie, body: { password: user.password } });
    expect(await twoFactorRows(user.user.id)).toEqual({ credential: undefined, codes: [] });
    expect((await me(user.cookie)).body.twoFactorEnabled).toBe(false);
    const password = await passwordStep(user);
    expect(needsSecondStep(password.body as SignInResult)).toBe(false);
    expect((await me(password.pending)).status).toBe(200);

    const again = await api.call('disableTwoFactor', {
      cookie: user.cookie,
      body: { password: user.password },
    });
    expect(again.status).toBe(409);
  });

  it('answers 400 without a password and 401 signed out', async () => {
    const user = await signUp();
    const missing = await api.call('disableTwoFactor', { cookie: user.cookie, body: {} });
    expect(missing.status).toBe(400);
    expect(missing.error.details).toEqual([{ field: 'password', message: 'Password is required' }]);
    expect((await api.call('disableTwoFactor', { body: { password: 'x' } })).status).toBe(401);
  });
});

describe('POST /api/account/two-factor/recovery-codes', () => {
  it('replaces the codes with the password: the old ones stop working', async () => {
    const user = await signUp();
    const { recoveryCodes: old } = await enableFor(user);
    await expectRefused(
      () => twoFactorRows(user.user.id),
      403,
      () =>
        api.call('regenerateRecoveryCodes', { cookie: user.cookie, body: { password: 'wrong!' } }),
    );
    const { body } = await api.ok('regenerateRecoveryCodes', {
      cookie: user.cookie,
      body: { password: user.password },
    });
    expect(body.recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(body.recoveryCodes.some((c) => old.includes(c))).toBe(false);

    const { pending } = await passwordStep(user);
    expect((await secondStep(pending, old[0]!)).status).toBe(401);
    expect((await secondStep(pending, body.recoveryCodes[0]!)).status).toBe(200);
  });

  it('answers 409 while two-factor is off, 400 without a password, 401 signed out', async () => {
    const user = await signUp();
    const off = await api.call('regenerateRecoveryCodes', {
      cookie: user.cookie,
      body: { password: user.password },
    });
    expect(off.status).toBe(409);
    expect(
      (await api.call('regenerateRecoveryCodes', { cookie: user.cookie, body: {} })).status,
    ).toBe(400);
    expect((await api.call('regenerateRecoveryCodes', { body: { password: 'x' } })).status).toBe(
      401,
    );
  });
});
