import { buildPath, routes, DAY_MS } from '@portfolio/contracts';
import { sha256 } from '../../auth/embed-tokens.ts';
import { newApiToken } from '../../services/access/api-tokens.ts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../auth/session.ts';
import { createLogger } from '../../logger.ts';
import { CookieJar } from '../../testing/auth.ts';
import { createTestConfig } from '../../testing/config.ts';
import { createCompany, createUser } from '../../testing/factories.ts';
import { setupTestServer, startTestServer, type TestServer } from '../../testing/http.ts';
import {
  passIssuerForms,
  startTestIssuer,
  type TestIssuer,
} from '../../testing/loopback/oidc-issuer.ts';

const served = setupTestServer();
const { config, db } = served;
let bff: TestServer;
let issuer: TestIssuer;

beforeAll(async () => {
  bff = served.server;
  // The redirect URI needs the BFF's port and the BFF needs the issuer's: the routes read
  // deps.config on each request, so the config is completed once both are listening.
  config.publicUrl = bff.baseUrl;
  issuer = await startTestIssuer({ redirectUri: `${bff.baseUrl}/api/callback` });
  config.oidc = {
    issuerUrl: issuer.issuer,
    clientId: issuer.clientId,
    clientSecret: issuer.clientSecret,
  };
});

afterAll(async () => {
  await issuer?.close();
});

beforeEach(() => issuer.accounts.clear());

interface LoginResult {
  /** The BFF's answer to the issuer's redirect to /api/callback. */
  callback: Response;
  callbackUrl: URL;
}

/**
 * Drives a browser through the authorization-code login: /api/login → the issuer's login and
 * consent forms (its development interactions) → /api/callback. `deny` cancels at consent.
 */
async function oidcLogin(
  jar: CookieJar,
  sub: string,
  options: { returnTo?: string; deny?: boolean } = {},
): Promise<LoginResult> {
  const start = await jar.fetch(
    `${bff.baseUrl}${routes.login.path}?returnTo=${encodeURIComponent(options.returnTo ?? '/projects')}`,
  );
  expect(start.status).toBe(302);
  const location = new URL(start.headers.get('Location')!, bff.baseUrl);
  expect(location.origin).toBe(issuer.issuer);
  expect(location.searchParams.get('code_challenge_method')).toBe('S256');
  expect(location.searchParams.get('redirect_uri')).toBe(`${bff.baseUrl}/api/callback`);
  for (const param of ['code_challenge', 'state', 'nonce']) {
    expect(location.searchParams.get(param)).toBeTruthy();
  }

  const callbackUrl = await passIssuerForms(jar, location, sub, {
    deny: options.deny,
    done: (url) => url.origin === bff.baseUrl && url.pathname === '/api/callback',
  });
  return { callback: await jar.fetch(callbackUrl), callbackUrl };
}

const currentUser = (jar: CookieJar) => jar.fetch(`${bff.baseUrl}${routes.getCurrentUser.path}`);

describe('OpenID Connect sign-in against a real issuer', () => {
  it('signs a new person in with the claims of the issuer, and a second login is the same user', async () => {
    const sub = `alice-${Date.now()}`;
    issuer.accounts.set(sub, {
      email: `Alice.${sub}@Example.TEST`,
      email_verified: true,
      given_name: 'Alice',
      family_name: 'Liddell',
      picture: 'https://images.example.test/alice.png',
    });

    const jar = new CookieJar();
    const { callback } = await oidcLogin(jar, sub, { returnTo: '/projects?status=active' });
    expect(callback.status).toBe(302);
    expect(callback.headers.get('Location')).toBe('/projects?status=active');

    const response = await currentUser(jar);
    expect(response.status).toBe(200);
    const user = await response.json();
    expect(user).toMatchObject({
      email: `alice.${sub}@example.test`,
      firstName: 'Alice',
      lastName: 'Liddell',
      profileImageUrl: 'https://images.example.test/alice.png',
      companies: [],
    });
    const row = await db()('users').where({ id: user.id }).first();
    expect(row).toMatchObject({ oidcSubject: sub, passwordHash: null });

    // The signed-in session has its full lifetime, not the pending login's ten minutes.
    const sid = new RegExp(`${SESSION_COOKIE.replace('.', '\\.')}=([^;]+)`).exec(
      jar.header(bff.baseUrl),
    )?.[1];
    const session = await db()('sessions').where({ sid }).first();
    expect(session.sess).toMatchObject({ userId: user.id });
    expect(session.sess).not.toHaveProperty('oidcLogins');
    expect(new Date(session.expire).getTime() - Date.now()).toBeGreaterThan(6.9 * DAY_MS);

    // Another browser, later: same subject, refreshed claims → the same user, updated.
    issuer.accounts.set(sub, { ...issuer.accounts.get(sub), given_name: 'Alicia' });
    const secondJar = new CookieJar();
    expect((await oidcLogin(secondJar, sub)).callback.status).toBe(302);
    const again = await (await currentUser(secondJar)).json();
    expect(again.id).toBe(user.id);
    expect(again.firstName).toBe('Alicia');
    expect(await db()('users').where({ oidcSubject: sub }).count({ n: '*' }).first()).toEqual({
      n: 1,
    });
  });

  it('links the identity to an existing account with the same e-mail', async () => {
    const existing = await createUser(db(), { email: `bob-${Date.now()}@example.test` });
    const sub = `bob-${Date.now()}`;
    issuer.accounts.set(sub, {
      email: existing.email.toUpperCase(),
      email_verified: true,
      given_name: 'Bob',
    });

    const jar = new CookieJar();
    expect((await oidcLogin(jar, sub)).callback.status).toBe(302);
    const user = await (await currentUser(jar)).json();
    expect(user.id).toBe(existing.id);
    expect(user.firstName).toBe('Bob');
    expect((await db()('users').where({ id: existing.id }).first()).oidcSubject).toBe(sub);
  });

  it('does not link an account whose address nobody verified unless the issuer vouches for it', async () => {
    const squatter = await createUser(db(), {
      email: `carol-${Date.now()}@example.test`,
      password: 'squatter password',
      emailVerifiedAt: null,
    });
    const sub = `carol-${Date.now()}`;
    // No email_verified claim: the issuer does not say the address is the person's.
    issuer.accounts.set(sub, { email: squatter.email });
    const jar = new CookieJar();
    const { callback } = await oidcLogin(jar, sub);
    expect(callback.status).toBe(403);
    expect(await callback.text()).toContain('never verified');
    expect((await currentUser(jar)).status).toBe(401);
    const row = await db()('users').where({ id: squatter.id }).first();
    expect(row).toMatchObject({ oidcSubject: null, emailVerifiedAt: null });
    expect(row.passwordHash).toMatch(/^scrypt\$/);
  });

  it('links a squatted account when the issuer vouches, ending its other sessions, API tokens and password', async () => {
    const squatter = await createUser(db(), {
      email: `dave-${Date.now()}@example.test`,
      password: 'squatter password',
      emailVerifiedAt: null,
    });
    const { company } = await createCompany(db(), { owner: squatter });
    await db()('sessions').insert({
      sid: `squatter-${squatter.id}`,
      sess: { userId: squatter.id },
      expire: new Date(Date.now() + DAY_MS),
    });
    const apiToken = newApiToken();
    await db()('apiTokens').insert({
      companyId: company.id,
      name: 'Squatter script',
      scope: 'write',
      tokenHash: sha256(apiToken),
      prefix: apiToken.slice(0, 12),
      createdBy: squatter.id,
    });
    const projects = buildPath(routes.listProjects.path, { companyId: company.id });
    const asToken = () =>
      fetch(`${bff.baseUrl}${projects}`, { headers: { Authorization: `Bearer ${apiToken}` } });
    expect((await asToken()).status).toBe(200);

    const sub = `dave-${Date.now()}`;
    issuer.accounts.set(sub, { email: squatter.email, email_verified: true });
    const jar = new CookieJar();
    expect((await oidcLogin(jar, sub)).callback.status).toBe(302);
    const user = await (await currentUser(jar)).json();
    expect(user).toMatchObject({ id: squatter.id, emailVerified: true, hasPassword: false });

    expect(
      await db()('sessions')
        .where({ sid: `squatter-${squatter.id}` })
        .first(),
    ).toBeUndefined();
    expect(await db()('sessions').whereRaw("sess->>'userId' = ?", [squatter.id])).toHaveLength(1);
    expect(await db()('apiTokens').where({ createdBy: squatter.id })).toEqual([]);
    expect((await asToken()).status).toBe(401);
    const row = await db()('users').where({ id: squatter.id }).first();
    expect(row).toMatchObject({ oidcSubject: sub, passwordHash: null });
  });

  it('refuses an e-mail the issuer says is not verified, with a clear page', async () => {
    const sub = `eve-${Date.now()}`;
    issuer.accounts.set(sub, { email: `${sub}@example.test`, email_verified: false });
    const jar = new CookieJar();
    const { callback } = await oidcLogin(jar, sub);
    expect(callback.status).toBe(403);
    expect(callback.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(await callback.text()).toContain('not verified');
    expect(await db()('users').where({ oidcSubject: sub }).first()).toBeUndefined();
    expect((await currentUser(jar)).status).toBe(401);
  });

  it('explains a consent denied at the issuer, without signing in', async () => {
    const sub = `carol-${Date.now()}`;
    issuer.accounts.set(sub, { email: `${sub}@example.test`, email_verified: true });
    const jar = new CookieJar();
    const { callback, callbackUrl } = await oidcLogin(jar, sub, { deny: true });
    expect(callbackUrl.searchParams.get('error')).toBe('access_denied');
    expect(callback.status).toBe(403);
    expect(await callback.text()).toContain('Sign-in was cancelled');
    expect((await currentUser(jar)).status).toBe(401);
  });

  it('refuses a callback whose state it did not issue, and a replayed one', async () => {
    const forged = await fetch(`${bff.baseUrl}/api/callback?code=stolen&state=forged`);
    expect(forged.status).toBe(403);
    const html = await forged.text();
    expect(html).toContain('expired or was already used');
    expect(html).not.toMatch(/at .*\.ts:\d+/);

    const sub = `dave-${Date.now()}`;
    issuer.accounts.set(sub, { email: `${sub}@example.test`, email_verified: true });
    const jar = new CookieJar();
    const { callback, callbackUrl } = await oidcLogin(jar, sub);
    expect(callback.status).toBe(302);
    const replay = await jar.fetch(callbackUrl);
    expect(replay.status).toBe(403);
  });

  it('turns off password sign-in and sends /sign-in to the issuer', async () => {
    const signIn = await fetch(`${bff.baseUrl}${routes.signIn.path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'someone@example.test', password: 'a password' }),
    });
    expect(signIn.status).toBe(404);
    const page = await fetch(`${bff.baseUrl}/sign-in?returnTo=%2Fteam`, { redirect: 'manual' });
    expect(page.headers.get('Location')).toBe('/api/login?returnTo=%2Fteam');
  });

  it('signs out: the session row is deleted and the cookie no longer works', async () => {
    const sub = `erin-${Date.now()}`;
    issuer.accounts.set(sub, { email: `${sub}@example.test`, email_verified: true });
    const jar = new CookieJar();
    await oidcLogin(jar, sub);
    const cookie = jar.header(bff.baseUrl);
    expect((await currentUser(jar)).status).toBe(200);

    const logout = await jar.fetch(`${bff.baseUrl}${routes.logout.path}`);
    expect(logout.status).toBe(302);
    expect(logout.headers.get('Location')).toBe('/');
    const stale = await fetch(`${bff.baseUrl}${routes.getCurrentUser.path}`, {
      headers: { Cookie: cookie },
    });
    expect(stale.status).toBe(401);
  });

  it('shows an error page, not a 500, when the issuer cannot be reached', async () => {
    const unreachable = await startTestServer({
      config: createTestConfig({
        oidc: { issuerUrl: 'http://127.0.0.1:9/', clientId: 'x', clientSecret: 'y' },
      }),
      db: db(),
      logger: createLogger({ level: 'silent' }),
    });
    try {
      const response = await fetch(`${unreachable.baseUrl}${routes.login.path}`, {
        redirect: 'manual',
      });
      expect(response.status).toBe(502);
      expect(await response.text()).toContain('cannot be reached');
    } finally {
      await unreachable.close();
    }
  });
});
