import { decodeJwt } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { addMember, createUser } from '../../testing/factories.ts';
import { setupTwoCompanies } from '../../testing/two-companies.ts';
import { signInAndGetCookie } from '../../testing/auth.ts';
import { EMBED_REFRESH_RATE_LIMIT, EMBED_SESSION_TOKEN_RATE_LIMIT } from './tokens.ts';

const PAGE = 'https://intranet.acme.example';
const OWN = 'http://localhost:3000';

const t = setupTwoCompanies();
const { api, db, logs } = t;

beforeAll(async () => {
  await api.call('updateEmbedOrigins', {
    ...t.ofA(),
    cookie: t.adminA.cookie,
    body: { origins: [PAGE] },
  });
});

const refreshRows = () => db()('embedRefreshTokens').orderBy('id');

async function popupSignIn(cookie: string, origin = PAGE, companyId = t.companyA.id) {
  return api.call('issueEmbedSessionToken', {
    cookie,
    headers: { Origin: OWN },
    body: { companyId, origin },
  });
}

/** `null`: a request without Origin. */
const refresh = (refreshToken: string, origin: string | null = PAGE) =>
  api.call('refreshEmbedToken', {
    headers: origin ? { Origin: origin } : {},
    body: { refreshToken },
  });

describe('POST /api/embed/session-tokens', () => {
  it('gives the signed-in member a token and a refresh token bound to the page origin', async () => {
    const res = await popupSignIn(t.memberA.cookie);
    expect(res.status).toBe(200);
    expect(decodeJwt(res.body.token)).toMatchObject({
      sub: t.memberA.user.id,
      company: t.companyA.id,
      src: 'popup',
    });
    expect(res.body.refreshToken).toMatch(/^pai_rt_/);
    const stored = await db()('embedRefreshTokens').orderBy('createdAt', 'desc').first();
    expect(stored).toMatchObject({ origin: PAGE, userId: t.memberA.user.id });
    expect(JSON.stringify(stored)).not.toContain(res.body.refreshToken);
    expect(logs.text()).not.toContain(res.body.refreshToken);

    const read = await api.call('listProjects', {
      ...t.ofA(),
      headers: { Authorization: `Bearer ${res.body.token}`, Origin: PAGE },
    });
    expect(read.status).toBe(200);
  });

  it("always allows the product's own origin (the iframe page)", async () => {
    expect((await popupSignIn(t.memberA.cookie, OWN)).status).toBe(200);
  });

  it('answers 403 origin-not-allowed for another origin, logs it, and stores nothing', async () => {
    const before = await refreshRows();
    const res = await popupSignIn(t.memberA.cookie, 'https://evil.example');
    expect(res.status).toBe(403);
    expect(res.error).toEqual({
      code: 'origin-not-allowed',
      message:
        'This page (https://evil.example) is not allowed to show PortfolioAI widgets. A company admin can allow it in Settings → Embedding.',
    });
    expect(logs.entries.some((e) => e.level === 40 && e.origin === 'https://evil.example')).toBe(
      true,
    );
    expect(await refreshRows()).toEqual(before);
  });

  // 210 in a row by a plain member once went through, each one an audit row.
  it('answers 429 past the limit per person and page origin', async () => {
    const { max } = EMBED_SESSION_TOKEN_RATE_LIMIT;
    for (let i = 0; i < max; i++) expect((await popupSignIn(t.adminA.cookie)).status).toBe(200);
    const auditRows = await db()('auditEvents').count({ count: '*' });
    const refused = await popupSignIn(t.adminA.cookie);
    expect(refused.status).toBe(429);
    expect(refused.error.message).toMatch(
      /^Too many sign-ins to embedded widgets for this page\. Please try again in \d+ minutes?\.$/,
    );
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await db()('auditEvents').count({ count: '*' })).toEqual(auditRows);
    // Another page of the same person, and another person on this page, count on their own.
    expect((await popupSignIn(t.adminA.cookie, OWN)).status).toBe(200);
    expect((await popupSignIn(t.memberA.cookie)).status).toBe(200);
  });

  // Signed out: the endpoint-table test (contract.test.ts).
  it('answers 404 for a company the person is not in (even an origin it allows)', async () => {
    const before = await refreshRows();
    expect((await popupSignIn(t.adminB.cookie)).status).toBe(404);
    expect(await refreshRows()).toEqual(before);
  });

  it('answers 400 to an origin that is not a page origin', async () => {
    for (const origin of ['https://*.acme.example', `${PAGE}/path`, '']) {
      const res = await popupSignIn(t.memberA.cookie, origin);
      expect(res.status, origin).toBe(400);
    }
  });

  it('names a too-long origin, or a company that is no id, by its label', async () => {
    const before = await refreshRows();
    const long = await popupSignIn(t.memberA.cookie, `https://${'a'.repeat(250)}.example`);
    expect(long.status).toBe(400);
    expect(long.error.message).toBe('Origin must be at most 255 characters');
    const notId = await popupSignIn(t.memberA.cookie, PAGE, '42');
    expect(notId.error.message).toBe('Company must be a company id');
    expect(await refreshRows()).toEqual(before);
  });

  it('refuses a bearer token in place of the session (a token never mints a longer-lived one)', async () => {
    const { token } = (await popupSignIn(t.memberA.cookie)).body;
    const res = await api.call('issueEmbedSessionToken', {
      headers: { Authorization: `Bearer ${token}` },
      body: { companyId: t.companyA.id, origin: PAGE },
    });
    expect(res.status).toBe(403);
  });
});

describe('POST /api/embed/refresh', () => {
  it('rotates: a new token and a new refresh token, the old one spent', async () => {
    const first = (await popupSignIn(t.memberA.cookie)).body;
    const second = await refresh(first.refreshToken);
    expect(second.status).toBe(200);
    expect(second.body.refreshToken).not.toBe(first.refreshToken);
    expect(decodeJwt(second.body.token)).toMatchObject({ sub: t.memberA.user.id, src: 'popup' });
    expect(second.headers.get('access-control-allow-origin')).toBe(PAGE);
    const third = await refresh(second.body.refreshToken);
    expect(third.status).toBe(200);
  });

  it('a reused refresh token is refused and revokes its whole family', async () => {
    const first = (await popupSignIn(t.memberA.cookie)).body;
    const second = (await refresh(first.refreshToken)).body;
    const replay = await refresh(first.refreshToken);
    expect(replay.status).toBe(401);
    expect(replay.error.code).toBe('refresh-invalid');
    // The legitimate holder's newer token dies with the family.
    const after = await refresh(second.refreshToken);
    expect(after.status).toBe(401);
    expect(
      logs.entries.some(
        (e) => e.level === 40 && e.msg === 'embed refresh token used twice: its sign-in is revoked',
      ),
    ).toBe(true);
  });

  it('two concurrent uses of one refresh token: one wins, the other revokes the family', async () => {
    const first = (await popupSignIn(t.memberA.cookie)).body;
    const answers = await Promise.all([refresh(first.refreshToken), refresh(first.refreshToken)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 401]);
    const winner = answers.find((a) => a.status === 200)!;
    expect((await refresh(winner.body.refreshToken)).status).toBe(401);
  });

  it('is bound to its origin: another Origin, or none, is refused without spending it', async () => {
    const first = (await popupSignIn(t.memberA.cookie)).body;
    for (const origin of ['https://evil.example', null]) {
      const res = await refresh(first.refreshToken, origin);
      expect(res.status, String(origin)).toBe(401);
    }
    expect((await refresh(first.refreshToken)).status).toBe(200);
  });

  it('is refused once the person left the company', async () => {
    const person = await createUser(db(), { password: 'correct horse battery' });
    await addMember(db(), t.companyA.id, person.id, 'member');
    const signedIn = await signInAndGetCookie(
      t.server.baseUrl,
      person.email,
      'correct horse battery',
    );
    const first = (await popupSignIn(signedIn.cookie)).body;
    await db()('companyMembers').where({ companyId: t.companyA.id, userId: person.id }).delete();
    const res = await refresh(first.refreshToken);
    expect(res.status).toBe(401);
    expect(res.error.code).toBe('not-member');
  });

  it('answers 403 origin-not-allowed once an admin removed the origin', async () => {
    const other = 'https://second.acme.example';
    await api.call('updateEmbedOrigins', {
      ...t.ofA(),
      cookie: t.adminA.cookie,
      body: { origins: [PAGE, other] },
    });
    const first = (await popupSignIn(t.memberA.cookie, other)).body;
    await api.call('updateEmbedOrigins', {
      ...t.ofA(),
      cookie: t.adminA.cookie,
      body: { origins: [PAGE] },
    });
    const res = await refresh(first.refreshToken, other);
    expect(res.status).toBe(403);
    expect(res.error.code).toBe('origin-not-allowed');
  });

  it('answers 429 past the limit per address, and the refresh token is not spent', async () => {
    const first = (await popupSignIn(t.memberA.cookie)).body;
    // Every counter spent (this address's refreshes among them), then all given back.
    await db()('rate_limits').update({ points: EMBED_REFRESH_RATE_LIMIT.max + 1 });
    const refused = await refresh(first.refreshToken);
    expect(refused.status).toBe(429);
    expect(refused.error.message).toMatch(
      /^Too many embedded-widget sign-in renewals from this address\. Please try again in \d+ (seconds?|minutes?)\.$/,
    );
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    await db()('rate_limits').delete();
    expect((await refresh(first.refreshToken)).status).toBe(200);
  });

  it('answers 401 to an unknown refresh token', async () => {
    expect((await refresh('pai_rt_unknown')).status).toBe(401);
  });

  it('answers 400 to a missing refresh token', async () => {
    const missing = await api.call('refreshEmbedToken', { headers: { Origin: PAGE }, body: {} });
    expect(missing.status).toBe(400);
    expect(missing.error.message).toBe('Refresh token is required');
  });

  it('is refused once expired', async () => {
    const first = (await popupSignIn(t.memberA.cookie)).body;
    await db()('embedRefreshTokens')
      .where({ usedAt: null, revokedAt: null, userId: t.memberA.user.id })
      .update({ expiresAt: new Date(Date.now() - 1000) });
    const res = await refresh(first.refreshToken);
    expect(res.status).toBe(401);
    expect(res.error.message).toBe('This sign-in has expired; sign in again');
  });
});
