import {
  EMAIL_VERIFICATION_MESSAGES,
  routes,
  signUpSentMessage,
  DAY_MS,
  MINUTE_MS,
} from '@portfolio/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../auth/session.ts';
import { createLogger } from '../../logger.ts';
import { escapeHtml } from '../../auth/sign-in-page.ts';
import {
  cookieHeaderFrom,
  newAccount,
  openVerificationLink,
  signInAndGetCookie,
  signUpAndGetCookie,
  startSignUp,
} from '../../testing/auth.ts';
import { createTestConfig } from '../../testing/config.ts';
import { createTestDb, type TestDb } from '../../testing/db.ts';
import { OFF_SITE_RETURN_ADDRESSES } from '../../testing/return-addresses.ts';
import { addMember, createCompany, createUser } from '../../testing/factories.ts';
import { startTestServer, type TestServer } from '../../testing/http.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../../testing/mail/smtp-server.ts';

let db: TestDb;
let server: TestServer;
let baseUrl: string;

const deps = () => ({
  config: createTestConfig(),
  db: db.knex,
  logger: createLogger({ level: 'silent' }),
});

beforeAll(async () => {
  db = await createTestDb();
  server = await startTestServer(deps());
  baseUrl = server.baseUrl;
});

afterAll(async () => {
  await server?.close();
  await db?.destroy();
});

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

const getUser = (cookie?: string) =>
  fetch(`${baseUrl}${routes.getCurrentUser.path}`, { headers: cookie ? { Cookie: cookie } : {} });

/** The session id carried by a cookie header. */
const sidOf = (cookie: string) =>
  new RegExp(`${SESSION_COOKIE.replace('.', '\\.')}=([^;]+)`).exec(cookie)?.[1];

/** The stored session of a cookie header, if any. */
const sessionRow = (cookie: string) =>
  db
    .knex('sessions')
    .where({ sid: sidOf(cookie) })
    .first();

describe('GET /api/auth/user', () => {
  it('answers 401 for a forged or unknown session cookie', async () => {
    const response = await getUser(`${SESSION_COOKIE}=not-a-session; ${SESSION_COOKIE}.sig=forged`);
    expect(response.status).toBe(401);
  });

  it('lists the companies in membership order with the role, the first being the active one', async () => {
    const { cookie, user } = await signUpAndGetCookie(baseUrl);
    const { company: first } = await createCompany(db.knex, {
      name: 'First Co',
      industry: 'Finance',
      size: '1-50',
    });
    await addMember(db.knex, first.id, user.id, 'member');
    const { company: second } = await createCompany(db.knex, { name: 'Second Co' });
    // A later membership, even in an older company, comes after.
    await db.knex('company_members').insert({
      companyId: second.id,
      userId: user.id,
      role: 'admin',
      joinedAt: new Date(Date.now() + MINUTE_MS),
    });

    const response = await getUser(cookie);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.companies).toEqual([
      { id: first.id, name: 'First Co', industry: 'Finance', size: '1-50', role: 'member' },
      { id: second.id, name: 'Second Co', industry: 'Technology', size: '51-200', role: 'admin' },
    ]);
    expect(body).not.toHaveProperty('passwordHash');
    expect(body).not.toHaveProperty('oidcSubject');
  });

  it('ends the session of a user who no longer exists', async () => {
    const { cookie, user } = await signUpAndGetCookie(baseUrl);
    await db.knex('users').where({ id: user.id }).delete();
    const response = await getUser(cookie);
    expect(response.status).toBe(401);
    expect(await sessionRow(cookie)).toBeUndefined();
  });
});

describe('POST /api/auth/signup', () => {
  const usersNamed = (email: string) => db.knex('users').where({ email: email.toLowerCase() });

  it('creates no account until the mailed link is opened; the link makes it, verified and signed in', async () => {
    const account = newAccount({
      email: `Grace.${Date.now()}@Example.TEST`,
      firstName: 'Grace',
      lastName: 'Hopper',
    });
    const response = await post(routes.signUp.path, account);
    expect(response.status).toBe(202);
    const sent = await response.json();
    const email = account.email.toLowerCase();
    expect(sent).toEqual({
      message: signUpSentMessage(email),
      email,
      verificationLink: expect.stringMatching(/\/api\/auth\/verify-email\?token=[\w-]{43}$/),
    });
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(await usersNamed(email)).toEqual([]);
    // Only a digest of the token is kept.
    const token = new URL(sent.verificationLink).searchParams.get('token')!;
    const stored = await db.knex('emailVerifications').where({ email }).first();
    expect(stored.tokenHash).not.toContain(token);
    expect(JSON.stringify(stored)).not.toContain(account.password);

    const verified = await openVerificationLink(baseUrl, sent.verificationLink);
    expect(verified.status).toBe(303);
    expect(verified.headers.get('Location')).toBe('/');
    const cookie = cookieHeaderFrom(verified);
    const setCookie = verified.headers.getSetCookie().join('\n');
    expect(setCookie).toMatch(/httponly/i);
    expect(setCookie).toMatch(/samesite=lax/i);
    const me = await getUser(cookie);
    expect(me.status).toBe(200);
    const user = await me.json();
    expect(user).toMatchObject({
      email,
      firstName: 'Grace',
      lastName: 'Hopper',
      profileImageUrl: null,
      emailVerified: true,
      companies: [],
    });

    const row = await sessionRow(cookie);
    expect(row.sess).toMatchObject({ userId: user.id });
    const days = (new Date(row.expire).getTime() - Date.now()) / DAY_MS;
    expect(days).toBeGreaterThan(6.9);
    const [created] = await usersNamed(email);
    expect(created.passwordHash).toMatch(/^scrypt\$/);
    expect(created.passwordHash).not.toContain(account.password);
    const preferences = await db.knex('userPreferences').where({ userId: user.id }).first();
    expect(preferences).toMatchObject({
      emailNotifications: true,
      weeklyReports: true,
      projectUpdates: false,
    });
    // The password chosen at sign-up signs in.
    const again = await post(routes.signIn.path, { email, password: account.password });
    expect(again.status).toBe(200);
  });

  it('uses a link once: opened again it says so and signs nobody in', async () => {
    const sent = await startSignUp(baseUrl, newAccount());
    expect((await openVerificationLink(baseUrl, sent.verificationLink!)).status).toBe(303);
    const second = await openVerificationLink(baseUrl, sent.verificationLink!);
    expect(second.status).toBe(404);
    expect(await second.text()).toContain(escapeHtml(EMAIL_VERIFICATION_MESSAGES.notValid));
    expect(second.headers.getSetCookie()).toEqual([]);
  });

  it('refuses an expired link, creates nothing, and forgets it', async () => {
    const sent = await startSignUp(baseUrl, newAccount());
    await db
      .knex('emailVerifications')
      .where({ email: sent.email })
      .update({ expiresAt: new Date(Date.now() - 1000) });
    const response = await openVerificationLink(baseUrl, sent.verificationLink!);
    expect(response.status).toBe(410);
    expect(await response.text()).toContain(escapeHtml(EMAIL_VERIFICATION_MESSAGES.expired));
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(await usersNamed(sent.email)).toEqual([]);
    expect(await db.knex('emailVerifications').where({ email: sent.email })).toEqual([]);
  });

  it('refuses a made-up token with the same page', async () => {
    const link = `http://localhost:3000${routes.showEmailVerification.path}?token=${'A'.repeat(43)}`;
    expect((await openVerificationLink(baseUrl, link)).status).toBe(404);
  });

  it('goes on to the returnTo the sign-up carried (an invitation), never off the site', async () => {
    const account = newAccount();
    const response = await post(
      `${routes.signUp.path}?returnTo=${encodeURIComponent('/invitations/abc')}`,
      account,
    );
    const { verificationLink } = await response.json();
    const verified = await openVerificationLink(baseUrl, verificationLink);
    expect(verified.headers.get('Location')).toBe('/invitations/abc');
    const offSite = await post(`${routes.signUp.path}?returnTo=%2F%2Fevil.example`, newAccount());
    expect(offSite.status).toBe(400);
  });

  it('of two links of one address, the first opened makes the account; the other then says so', async () => {
    const email = newAccount().email;
    const first = await startSignUp(baseUrl, newAccount({ email }));
    const second = await startSignUp(baseUrl, newAccount({ email, firstName: 'Other' }));
    expect((await openVerificationLink(baseUrl, second.verificationLink!)).status).toBe(303);
    expect((await openVerificationLink(baseUrl, first.verificationLink!)).status).toBe(404);
    expect(await usersNamed(email)).toHaveLength(1);
  });

  it('answers 400 naming each invalid field, and writes nothing', async () => {
    const before = await db.knex('users').count({ n: '*' }).first();
    const response = await post(routes.signUp.path, {
      firstName: '   ',
      email: 'not-an-email',
      password: 'short',
    });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.details).toEqual(
      expect.arrayContaining([
        { field: 'firstName', message: 'First name is required' },
        { field: 'lastName', message: 'Last name is required' },
        { field: 'email', message: 'Please enter a valid email address' },
        { field: 'password', message: 'Password must be at least 10 characters' },
      ]),
    );
    expect(await db.knex('users').count({ n: '*' }).first()).toEqual(before);
  });

  it('names a too-long field by its label on the sign-up form', async () => {
    const before = await db.knex('users').count({ n: '*' }).first();
    const response = await post(routes.signUp.path, {
      ...newAccount(),
      firstName: 'x'.repeat(101),
    });
    expect(response.status).toBe(400);
    expect((await response.json()).details).toEqual([
      { field: 'firstName', message: 'First name must be at most 100 characters' },
    ]);
    expect(await db.knex('users').count({ n: '*' }).first()).toEqual(before);
  });

  it('refuses unknown fields', async () => {
    const response = await post(routes.signUp.path, { ...newAccount(), isAdmin: true });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toContain('isAdmin is not a known field');
  });
});

describe('POST /api/auth/signin', () => {
  it('signs in with the right password, whatever the case of the e-mail', async () => {
    const { email, password, user } = await signUpAndGetCookie(baseUrl);
    const response = await post(routes.signIn.path, { email: email.toUpperCase(), password });
    expect(response.status).toBe(200);
    expect((await response.json()).id).toBe(user.id);
    expect((await getUser(cookieHeaderFrom(response))).status).toBe(200);
  });

  it('answers 401 with the same message for a wrong password and an unknown e-mail', async () => {
    const { email } = await signUpAndGetCookie(baseUrl);
    const wrongPassword = await post(routes.signIn.path, { email, password: 'not the password' });
    const unknownEmail = await post(routes.signIn.path, {
      email: `nobody-${Date.now()}@example.test`,
      password: 'whatever123',
    });
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        message: 'Incorrect e-mail or password',
        code: 'invalid_credentials',
      });
      expect(response.headers.getSetCookie()).toEqual([]);
    }
  });

  it('refuses a password sign-in to an account made through the identity provider', async () => {
    const user = await createUser(db.knex, { oidcSubject: `sub-${Date.now()}` });
    const response = await post(routes.signIn.path, {
      email: user.email,
      password: 'anything at all',
    });
    expect(response.status).toBe(401);
  });

  it('answers 400 naming the fields when they are missing', async () => {
    const response = await post(routes.signIn.path, { email: '' });
    expect(response.status).toBe(400);
    expect((await response.json()).details).toEqual(
      expect.arrayContaining([
        { field: 'email', message: 'Please enter a valid email address' },
        { field: 'password', message: 'Password is required' },
      ]),
    );
  });

  it('gives a new session id on sign-in and drops the one the browser had', async () => {
    const { cookie: oldCookie, email, password } = await signUpAndGetCookie(baseUrl);
    const response = await post(routes.signIn.path, { email, password }, { Cookie: oldCookie });
    expect(response.status).toBe(200);
    const newCookie = cookieHeaderFrom(response);
    expect(sidOf(newCookie)).toBeDefined();
    expect(sidOf(newCookie)).not.toBe(sidOf(oldCookie));
    expect(await sessionRow(oldCookie)).toBeUndefined();
    expect((await getUser(oldCookie)).status).toBe(401);
    expect((await getUser(newCookie)).status).toBe(200);
  });
});

// Every failed sign-in costs a password hash: a generous timeout for a busy machine.
describe('rate limits', { timeout: 120_000 }, () => {
  // Counters are shared by every app on the database: each test starts from none, and leaves none.
  beforeEach(() => db.knex('rate_limits').del());
  afterAll(() => db.knex('rate_limits').del());
  it('answers 429 with Retry-After after 10 failed sign-ins for one e-mail, then per address', async () => {
    const own = await startTestServer(deps());
    try {
      const signIn = (email: string, password: string) =>
        fetch(`${own.baseUrl}${routes.signIn.path}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email, password }),
        });
      const { email, password } = await signUpAndGetCookie(own.baseUrl);
      // Guessing from an address the account never signed in from: forget the sign-up's.
      await db.knex('rate_limits').del();

      const failures = await Promise.all(
        Array.from({ length: 10 }, () => signIn(email, 'wrong password')),
      );
      expect(failures.map((r) => r.status)).toEqual(Array(10).fill(401));

      const limited = await signIn(email, password);
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
      expect(await limited.json()).toMatchObject({
        message: expect.stringMatching(
          /^Too many sign-in attempts\. Please try again in \d+ minutes?\.$/,
        ),
        code: 'rate_limited',
      });

      // Other accounts from the same address: the per-address limit (20 failures, the refused
      // attempt above included) applies.
      const others = await Promise.all(
        Array.from({ length: 9 }, (_, i) =>
          signIn(`other-${i}-${Date.now()}@example.test`, 'wrong password'),
        ),
      );
      expect(others.map((r) => r.status)).toEqual(Array(9).fill(401));
      expect((await signIn(`another-${Date.now()}@example.test`, 'wrong password')).status).toBe(
        429,
      );
    } finally {
      await own.close();
    }
  });

  it('answers 429 after 5 sign-up e-mails to one address, whether or not it has an account', async () => {
    const own = await startTestServer(deps());
    try {
      const { email: taken } = await signUpAndGetCookie(own.baseUrl);
      // Counting from none: forget the sign-up that made the account.
      await db.knex('rate_limits').del();
      const fresh = newAccount().email;
      const signUp = (email: string) =>
        fetch(`${own.baseUrl}${routes.signUp.path}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(newAccount({ email })),
        });
      for (const email of [taken, fresh]) {
        for (let i = 0; i < 5; i += 1) expect((await signUp(email)).status).toBe(202);
        const limited = await signUp(email);
        expect(limited.status).toBe(429);
        expect((await limited.json()).message).toMatch(/^Too many attempts to create an account/);
      }
      expect(await db.knex('emailVerifications').where({ email: fresh })).toHaveLength(5);
    } finally {
      await own.close();
    }
  });
});

describe('sign-up does not tell which addresses have accounts', () => {
  let smtp: TestSmtpServer;
  let mailing: TestServer;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    mailing = await startTestServer({ ...deps(), config: createTestConfig({ smtpUrl: smtp.url }) });
  });
  afterAll(async () => {
    await mailing?.close();
    await smtp?.close();
  });

  it('answers a taken and a free address alike, and mails the owner of the taken one instead of a link', async () => {
    const { email: taken } = await signUpAndGetCookie(baseUrl);
    const free = newAccount().email.toLowerCase();
    const signUp = (email: string) =>
      fetch(`${mailing.baseUrl}${routes.signUp.path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(newAccount({ email })),
      });
    const answers = [];
    for (const email of [taken, free]) {
      const response = await signUp(email);
      const body = await response.json();
      answers.push({
        status: response.status,
        cookies: response.headers.getSetCookie(),
        body: { ...body, message: body.message.replace(email, 'EMAIL'), email: 'EMAIL' },
      });
      expect(body.email).toBe(email);
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]).toEqual({
      status: 202,
      cookies: [],
      body: { message: signUpSentMessage('EMAIL'), email: 'EMAIL' },
    });

    await smtp.waitForMessage(2);
    const toTaken = smtp.messages.find((m) => m.to.includes(taken))!;
    const toFree = smtp.messages.find((m) => m.to.includes(free))!;
    expect(smtp.messages).toHaveLength(2);
    expect(toTaken.decoded).toContain('Someone tried to create');
    expect(toTaken.decoded).not.toContain('verify-email');
    expect(toFree.decoded).toMatch(/\/api\/auth\/verify-email\?token=[\w-]{43}/);
  });
});

/** GET /api/logout as a browser navigation sends it (`site`: its Sec-Fetch-Site). */
const logOut = (cookie: string, site?: string) =>
  fetch(`${baseUrl}${routes.logout.path}`, {
    headers: { Cookie: cookie, ...(site ? { 'Sec-Fetch-Site': site } : {}) },
    redirect: 'manual',
  });

/** The sign-out confirmation, posted by a page of `origin`. */
const confirmLogOut = (cookie: string, origin: string) =>
  fetch(`${baseUrl}${routes.confirmLogout.path}`, {
    method: 'POST',
    headers: { Cookie: cookie, Origin: origin },
    redirect: 'manual',
  });

describe('GET /api/logout', () => {
  it('deletes the session row, clears the cookie and goes to /', async () => {
    const { cookie } = await signUpAndGetCookie(baseUrl);
    expect(await sessionRow(cookie)).toBeDefined();

    const response = await logOut(cookie);
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/');
    expect(response.headers.getSetCookie().join('\n')).toMatch(
      new RegExp(`${SESSION_COOKIE.replace('.', '\\.')}=;`),
    );
    expect(await sessionRow(cookie)).toBeUndefined();
    expect((await getUser(cookie)).status).toBe(401);
  });
});

describe('cross-site sign-out', () => {
  it('asks a navigation from another site to confirm, and keeps the session until it does', async () => {
    const { cookie } = await signUpAndGetCookie(baseUrl);
    const response = await logOut(cookie, 'cross-site');
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain('<form method="post" action="/api/logout">');
    expect(page).toContain('Sign out</button>');
    expect(response.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
    expect(await sessionRow(cookie)).toBeDefined();
    expect((await getUser(cookie)).status).toBe(200);

    const confirmed = await confirmLogOut(cookie, 'http://localhost:3000');
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('Location')).toBe('/');
    expect(await sessionRow(cookie)).toBeUndefined();
  });

  it('stays one click from the product itself (same-origin)', async () => {
    const { cookie } = await signUpAndGetCookie(baseUrl);
    const response = await logOut(cookie, 'same-origin');
    expect(response.status).toBe(302);
    expect((await getUser(cookie)).status).toBe(401);
  });

  it('refuses the confirmation posted by a page of another site', async () => {
    const { cookie } = await signUpAndGetCookie(baseUrl);
    const response = await confirmLogOut(cookie, 'https://evil.example');
    expect(response.status).toBe(403);
    expect((await getUser(cookie)).status).toBe(200);
  });
});

describe('built-in sign-in navigation', () => {
  const navigate = (path: string, cookie?: string) =>
    fetch(`${baseUrl}${path}`, { redirect: 'manual', headers: cookie ? { Cookie: cookie } : {} });

  it('sends /api/login to the sign-in page, keeping a same-site returnTo', async () => {
    const response = await navigate('/api/login?returnTo=%2Fprojects%3Fstatus%3Dactive');
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe(
      '/sign-in?returnTo=%2Fprojects%3Fstatus%3Dactive',
    );
    expect((await navigate('/api/login')).headers.get('Location')).toBe('/sign-in');
  });

  it('opens the sign-in page on Create account when asked to', async () => {
    const response = await navigate('/api/login?returnTo=%2Finvitations%2Fabc&mode=signup');
    expect(response.headers.get('Location')).toBe(
      '/sign-in?returnTo=%2Finvitations%2Fabc&mode=signup',
    );
    expect((await navigate('/api/login?mode=register')).status).toBe(400);
  });

  it('never sends people to another site after sign-in', async () => {
    expect((await navigate('/api/login?returnTo=%2F%2Fevil.example')).status).toBe(400);
    for (const path of [
      '/api/login?returnTo=%2F%5Cevil.example',
      '/api/login?returnTo=%2F%09%2Fevil.example',
    ]) {
      const response = await navigate(path);
      expect(response.status).toBe(302);
      expect(response.headers.get('Location')).toBe('/sign-in');
    }
    const page = await (await navigate('/sign-in?returnTo=%2F%2Fevil.example')).text();
    expect(page).toContain('data-return-to="/"');
  });

  // The leading-`//` check once ran before dot segments were resolved: `/.//evil.example/x`
  // sent a signed-in visitor to `//evil.example/x`.
  it('never sends a signed-in visitor to another site, however the address is written', async () => {
    const { cookie } = await signUpAndGetCookie(baseUrl);
    for (const value of OFF_SITE_RETURN_ADDRESSES) {
      const returnTo = encodeURIComponent(value);
      const login = await navigate(`/api/login?returnTo=${returnTo}`, cookie);
      // The contract refuses some outright (400); the rest go home.
      if (login.status !== 400) {
        expect(login.status, value).toBe(302);
        expect(login.headers.get('Location'), value).toBe('/');
      }
      const page = await navigate(`/sign-in?returnTo=${returnTo}`, cookie);
      expect(page.headers.get('Location'), value).toBe('/');
      const signedOut = await navigate(`/sign-in?returnTo=${returnTo}`);
      expect(await signedOut.text(), value).toContain('data-return-to="/"');
    }
    const dotted = await navigate('/api/login?returnTo=%2F.%2F%2Fevil.example%2Fx', cookie);
    expect(dotted.headers.get('Location')).toBe('/');
  });

  it('sends a signed-in visitor straight to returnTo', async () => {
    const { cookie } = await signUpAndGetCookie(baseUrl);
    const response = await navigate('/api/login?returnTo=%2Fteam', cookie);
    expect(response.headers.get('Location')).toBe('/team');
  });

  it('serves the sign-in page with both forms, labels and a strict CSP', async () => {
    const response = await navigate(
      '/sign-in?returnTo=%2F%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E&mode=signup',
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
    const csp = response.headers.get('Content-Security-Policy') ?? '';
    expect(csp).toMatch(/script-src 'nonce-[^']+'/);
    expect(csp).toContain("frame-ancestors 'none'");
    const html = await response.text();
    const nonce = /script-src 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(html).toContain(`<script nonce="${nonce}">`);
    expect(html).not.toContain('<script>alert(1)');
    for (const label of ['E-mail', 'Password', 'First name', 'Last name']) {
      expect(html).toContain(`>${label}</label>`);
    }
    expect(html).toContain(`data-endpoint="${routes.signIn.path}"`);
    expect(html).toContain(`data-endpoint="${routes.signUp.path}?returnTo=`);
    // The second step of an account with two-factor on, hidden until a password asks for it.
    expect(html).toMatch(/id="panel-two-factor"[^>]*hidden/);
    expect(html).toContain(`data-endpoint="${routes.signInTwoFactor.path}"`);
    expect(html).toContain('autocomplete="one-time-code"');
    // mode=signup opens the Create account panel.
    expect(html).toMatch(/id="panel-signin"[^>]*hidden/);
    expect(html).not.toMatch(/id="panel-signup"[^>]*hidden/);
  });

  it('works through the helpers other route tests use', async () => {
    const { email, password, user } = await signUpAndGetCookie(baseUrl);
    const again = await signInAndGetCookie(baseUrl, email, password);
    expect(again.user.id).toBe(user.id);
  });
});
