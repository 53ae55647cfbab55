import { setTimeout as sleep } from 'node:timers/promises';
import { routes } from '@portfolio/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signUpAndGetCookie } from '../../testing/auth.ts';
import { setupTestServer } from '../../testing/http.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../../testing/mail/smtp-server.ts';
import { SIGN_IN_LIMITS } from './sign-in-guard.ts';

let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
  Object.assign(app.config, { smtpUrl: smtp.url });
});
afterAll(() => smtp?.close());

// One trusted proxy: each request's address is the X-Forwarded-For entry the test writes last.
const app = setupTestServer({ config: { trustProxy: 1 } });
beforeEach(() => app.db()('rate_limits').del());

let address = 0;
const signIn = (
  body: { email: string; password: string },
  options: { from?: string; cookie?: string } = {},
) =>
  fetch(`${app.server.baseUrl}${routes.signIn.path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Forwarded-For': options.from ?? `198.51.100.${(address += 1) % 250}`,
      ...(options.cookie ? { Cookie: options.cookie } : {}),
    },
    body: JSON.stringify(body),
  });

const guessFromManyAddresses = async (email: string, count: number) =>
  (await Promise.all(Array.from({ length: count }, () => signIn({ email, password: 'guess' }))))
    .map((r) => r.status)
    .sort();

// Every failed sign-in costs a password hash: generous timeouts for a busy machine.
describe('lock-outs: guessing stays slow, the owner still signs in', { timeout: 120_000 }, () => {
  it('after ten wrong passwords from many addresses, a new browser waits but a known browser signs in', async () => {
    const owner = await signUpAndGetCookie(app.server.baseUrl, {}, { inbox: smtp });
    const { max } = SIGN_IN_LIMITS.perEmail;
    expect(await guessFromManyAddresses(owner.email, max)).toEqual(Array(max).fill(401));

    const stranger = await signIn({ email: owner.email, password: owner.password });
    expect(stranger.status).toBe(429);
    expect(Number(stranger.headers.get('Retry-After'))).toBeGreaterThan(0);

    // The owner's browser signed in before: its device cookie lets it through.
    const known = await signIn(
      { email: owner.email, password: owner.password },
      { cookie: owner.cookie },
    );
    expect(known.status).toBe(200);
  });

  it('an address the owner signed in from before still gets in, without the cookie', async () => {
    const owner = await signUpAndGetCookie(app.server.baseUrl, {}, { inbox: smtp });
    const home = '203.0.113.50';
    const first = await signIn({ email: owner.email, password: owner.password }, { from: home });
    expect(first.status).toBe(200);
    await guessFromManyAddresses(owner.email, SIGN_IN_LIMITS.perEmail.max);
    expect((await signIn({ email: owner.email, password: owner.password })).status).toBe(429);
    const fromHome = await signIn({ email: owner.email, password: owner.password }, { from: home });
    expect(fromHome.status).toBe(200);
  });

  it('a device cookie of another account, or a forged one, does not help', async () => {
    const owner = await signUpAndGetCookie(app.server.baseUrl, {}, { inbox: smtp });
    const other = await signUpAndGetCookie(app.server.baseUrl, {}, { inbox: smtp });
    await guessFromManyAddresses(owner.email, SIGN_IN_LIMITS.perEmail.max);
    const withOthers = await signIn(
      { email: owner.email, password: owner.password },
      { cookie: other.cookie },
    );
    expect(withOthers.status).toBe(429);
    const forged = owner.cookie.replace(/pf\.device\.sig=[^;]+/, 'pf.device.sig=forged');
    const withForged = await signIn(
      { email: owner.email, password: owner.password },
      { cookie: forged },
    );
    expect(withForged.status).toBe(429);
  });

  it('counts failures per address whatever the e-mail, the address being the one the trusted proxy added', async () => {
    const { max } = SIGN_IN_LIMITS.perIp;
    // The client writes a new left-most X-Forwarded-For each time; the proxy's entry stays.
    const statuses = await Promise.all(
      Array.from(
        { length: max },
        async (_, i) =>
          (
            await signIn(
              { email: `nobody-${i}@example.test`, password: 'x' },
              { from: `10.0.0.${i}, 203.0.113.7` },
            )
          ).status,
      ),
    );
    expect(statuses).toEqual(Array(max).fill(401));
    const next = await signIn(
      { email: 'someone-else@example.test', password: 'x' },
      { from: '10.9.9.9, 203.0.113.7' },
    );
    expect(next.status).toBe(429);
  });

  it('tells the owner of repeated failures by e-mail, once', async () => {
    const owner = await signUpAndGetCookie(app.server.baseUrl, {}, { inbox: smtp });
    const before = smtp.messages.length;
    await guessFromManyAddresses(owner.email, SIGN_IN_LIMITS.perEmail.max + 3);
    const mail = await smtp.waitForMessage(before + 1);
    expect(mail.to).toEqual([owner.email]);
    expect(mail.decoded).toContain('Repeated failed sign-ins to your');
    expect(mail.decoded).toContain('browsers you have signed in with before still work');
    await sleep(300);
    expect(smtp.messages.length).toBe(before + 1);
  });

  it('tells nobody when the e-mail has no account', async () => {
    const before = smtp.messages.length;
    await guessFromManyAddresses('no-such-account@example.test', SIGN_IN_LIMITS.perEmail.max + 1);
    await sleep(300);
    expect(smtp.messages.length).toBe(before);
  });
});
