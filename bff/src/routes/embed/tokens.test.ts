import { setTimeout as sleep } from 'node:timers/promises';
import { decodeJwt } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { signEmbedToken } from '../../auth/embed-tokens.ts';
import { addMember, createUser } from '../../testing/factories.ts';
import { setupTwoCompanies } from '../../testing/two-companies.ts';
import { EMBED_TOKEN_RATE_LIMIT } from './tokens.ts';
import { bearer } from '../../testing/contract-client.ts';

const INTRANET = 'http://127.0.0.1:8811';

const t = setupTwoCompanies({ config: { embedTokenTtlSeconds: 300 } });
const { api, db, logs, config } = t;

let secretA: string;
let guestSecretA: string;
let appA: string;
let secretB: string;

async function newApp(companyId: string, cookie: string, allowGuests = false) {
  const res = await api.call('createEmbedApp', {
    params: { companyId },
    cookie,
    body: { name: allowGuests ? 'Guests welcome' : 'Intranet', allowGuests },
  });
  return res.body;
}

async function tokenFor(secret: string, email: string) {
  return api.call('issueEmbedToken', { ...bearer(secret), body: { email } });
}

beforeAll(async () => {
  const a = await newApp(t.companyA.id, t.adminA.cookie);
  secretA = a.secret;
  appA = a.app.id;
  guestSecretA = (await newApp(t.companyA.id, t.adminA.cookie, true)).secret;
  secretB = (await newApp(t.companyB.id, t.adminB.cookie)).secret;
  await api.call('updateEmbedOrigins', {
    ...t.ofA(),
    cookie: t.adminA.cookie,
    body: { origins: [INTRANET, 'https://*.sharepoint.com'] },
  });
});

describe('POST /api/embed/tokens', () => {
  it("mints a token for a member of the app's company, scoped to company, app and person", async () => {
    const before = Date.now();
    const res = await tokenFor(secretA, t.memberA.email.toUpperCase());
    expect(res.status).toBe(200);
    const { token, expiresAt } = res.body;
    const lifetime = new Date(expiresAt).getTime() - before;
    expect(lifetime).toBeGreaterThan(295_000);
    expect(lifetime).toBeLessThanOrEqual(301_000);
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({
      sub: t.memberA.user.id,
      company: t.companyA.id,
      src: appA,
      email: t.memberA.email,
    });
    expect(claims).not.toHaveProperty('guest');
    expect(logs.text()).not.toContain(token);
    expect(logs.text()).not.toContain(secretA);

    const app = await db()('embedApps').where({ id: appA }).first();
    expect(app.lastUsedAt).not.toBeNull();
    const audit = await api.call('listEmbedAudit', {
      ...t.ofA(),
      cookie: t.adminA.cookie,
    });
    expect(audit.body.entries[0]).toMatchObject({
      action: 'token-issued',
      appId: appA,
      appName: 'Intranet',
      email: t.memberA.email,
    });
  });

  it('answers 401 to an unknown secret, a missing one, or a token in its place', async () => {
    const auditBefore = await db()('auditEvents').count('* as n').first();
    for (const headers of <Record<string, string>[]>[
      { Authorization: 'Bearer pai_app_not-a-real-secret' },
      {},
      { Authorization: `Basic ${Buffer.from('x:y').toString('base64')}` },
    ]) {
      const res = await api.call('issueEmbedToken', { headers, body: { email: t.memberA.email } });
      expect(res.status).toBe(401);
      expect(res.error.message).toMatch(/secret/);
    }
    expect(await db()('auditEvents').count('* as n').first()).toEqual(auditBefore);
  });

  it('answers 403 with a message to an e-mail that is not a member, and issues nothing', async () => {
    const auditBefore = await db()('auditEvents').count('* as n').first();
    const res = await tokenFor(secretA, t.adminB.email);
    expect(res.status).toBe(403);
    expect(res.error).toMatchObject({
      code: 'not-member',
      message:
        'This e-mail address is not a member of the company. Invite the person, or allow read-only guests for this app.',
    });
    const unknown = await tokenFor(secretA, 'nobody@example.test');
    expect(unknown.status).toBe(403);
    expect(await db()('auditEvents').count('* as n').first()).toEqual(auditBefore);
  });

  it('answers 400 to a body without a valid e-mail', async () => {
    const res = await api.call('issueEmbedToken', { ...bearer(secretA), body: { mail: 'x' } });
    expect(res.status).toBe(400);
  });

  it("never mints a token of company A for company B's app", async () => {
    // B's app and A's member: A's member is not in B.
    expect((await tokenFor(secretB, t.memberA.email)).status).toBe(403);
    const forB = await tokenFor(secretB, t.adminB.email);
    expect(decodeJwt(forB.body.token).company).toBe(t.companyB.id);
  });
});

describe('a bearer embed token on the API', () => {
  it("reads its own company's data, with no cookie, and lists only that company", async () => {
    await t.projectOfA({ name: 'Visible through the token' });
    const { token } = (await tokenFor(secretA, t.memberA.email)).body;
    const list = await api.call('listProjects', {
      ...t.ofA(),
      ...bearer(token, INTRANET),
    });
    expect(list.status).toBe(200);
    expect(list.body.map((p) => p.name)).toContain('Visible through the token');
    expect(list.headers.get('access-control-allow-origin')).toBe(INTRANET);
    expect(list.headers.get('access-control-allow-credentials')).toBeNull();

    // Member A joins company B too: the token still reaches only the company it names.
    await addMember(db(), t.companyB.id, t.memberA.user.id, 'member');
    const me = await api.call('getCurrentUser', bearer(token));
    expect(me.status).toBe(200);
    expect(me.body.companies.map((c) => c.id)).toEqual([t.companyA.id]);
    const other = await api.call('listProjects', {
      ...t.ofB(),
      ...bearer(token),
    });
    expect(other.status).toBe(404);
    await db()('companyMembers')
      .where({ companyId: t.companyB.id, userId: t.memberA.user.id })
      .delete();
  });

  it("with company B's token, company A's data is never reachable", async () => {
    const project = await t.projectOfA({ name: 'Secret of A' });
    const { token } = (await tokenFor(secretB, t.adminB.email)).body;
    const byPath = await api.call('listProjects', {
      ...t.ofA(),
      ...bearer(token),
    });
    expect(byPath.status).toBe(404);
    const byId = await api.call('getProject', { params: { id: project.id }, ...bearer(token) });
    expect(byId.status).toBe(404);
    expect(byId.text).not.toContain('Secret of A');
  });

  it("a member's token is refused an admin's write, and nothing changes", async () => {
    const { token } = (await tokenFor(secretA, t.memberA.email)).body;
    const before = await db()('llmModels').orderBy('id');
    const res = await api.call('createLlmModel', {
      ...t.ofA(),
      ...bearer(token),
      body: { name: 'Planted', vendor: 'OpenAI', apiKey: 'sk-planted-123456' },
    });
    expect(res.status).toBe(403);
    expect(res.error.message).toBe('Only company admins can do this');
    expect(await db()('llmModels').orderBy('id')).toEqual(before);
    // while an admin's token may
    const admin = (await tokenFor(secretA, t.adminA.email)).body.token;
    const ok = await api.call('createLlmModel', {
      ...t.ofA(),
      ...bearer(admin),
      body: { name: 'Through a token', vendor: 'OpenAI', apiKey: 'sk-token-123456' },
    });
    expect(ok.status).toBe(201);
  });

  it('cannot make account-level writes such as creating a company', async () => {
    const { token } = (await tokenFor(secretA, t.adminA.email)).body;
    const before = await db()('companies').orderBy('id');
    const res = await api.call('createCompany', {
      ...bearer(token),
      body: { name: 'Made by a token', industry: 'Technology', size: '1-50' },
    });
    expect(res.status).toBe(403);
    expect(res.error.message).toBe('Sign in to PortfolioAI itself to do this');
    expect(await db()('companies').orderBy('id')).toEqual(before);
  });

  it('reads the role fresh: a member promoted to admin can write with the same token', async () => {
    const person = await createUser(db());
    const membership = await addMember(db(), t.companyA.id, person.id, 'member');
    const { token } = (await tokenFor(secretA, person.email)).body;
    const write = () => api.call('getEmbedOrigins', { ...t.ofA(), ...bearer(token) });
    expect((await write()).status).toBe(403);
    await db()('companyMembers').where({ id: membership.id }).update({ role: 'admin' });
    expect((await write()).status).toBe(200);
  });

  it('answers 401 once the person left the company', async () => {
    const person = await createUser(db());
    await addMember(db(), t.companyA.id, person.id, 'member');
    const { token } = (await tokenFor(secretA, person.email)).body;
    const read = () => api.call('getPortfolioSummary', { ...t.ofA(), ...bearer(token) });
    expect((await read()).status).toBe(200);
    await db()('companyMembers').where({ companyId: t.companyA.id, userId: person.id }).delete();
    const res = await read();
    expect(res.status).toBe(401);
    expect(res.error.code).toBe('not-member');
  });

  it('answers 401 once its app was deleted', async () => {
    const { app, secret } = await newApp(t.companyA.id, t.adminA.cookie);
    const { token } = (await tokenFor(secret, t.memberA.email)).body;
    const read = () => api.call('getPortfolioSummary', { ...t.ofA(), ...bearer(token) });
    expect((await read()).status).toBe(200);
    await api.call('deleteEmbedApp', {
      params: { companyId: t.companyA.id, appId: app.id },
      cookie: t.adminA.cookie,
    });
    const res = await read();
    expect(res.status).toBe(401);
    expect(res.error).toEqual({
      message: 'The embed app that issued this token was deleted',
      code: 'app-revoked',
    });
    expect((await tokenFor(secret, t.memberA.email)).status).toBe(401);
  });

  it('answers 401 once expired (a short lifetime)', async () => {
    const short = await signEmbedToken(
      { ...config, embedTokenTtlSeconds: 1 },
      {
        userId: t.memberA.user.id,
        email: t.memberA.email,
        companyId: t.companyA.id,
        source: appA,
        guest: false,
      },
    );
    const read = () =>
      api.call('getPortfolioSummary', {
        ...t.ofA(),
        ...bearer(short.token),
      });
    expect((await read()).status).toBe(200);
    await sleep(Date.parse(short.expiresAt) - Date.now() + 50);
    const res = await read();
    expect(res.status).toBe(401);
    expect(res.error.code).toBe('token-expired');
  });

  it('answers 401 to a token signed with another key or tampered with', async () => {
    const foreign = await signEmbedToken(
      { ...config, sessionSecret: 'another secret that is at least 32 characters' },
      {
        userId: t.adminA.user.id,
        email: t.adminA.email,
        companyId: t.companyA.id,
        source: appA,
        guest: false,
      },
    );
    const { token } = (await tokenFor(secretA, t.memberA.email)).body;
    const [header, , signature] = token.split('.');
    const forged = `${header}.${Buffer.from(
      JSON.stringify({ ...decodeJwt(token), sub: t.adminA.user.id }),
    ).toString('base64url')}.${signature}`;
    for (const bad of [foreign.token, forged, 'not-a-jwt']) {
      const res = await api.call('listProjects', {
        ...t.ofA(),
        ...bearer(bad),
      });
      expect(res.status).toBe(401);
      expect(res.error.code).toBe('token-invalid');
    }
  });

  it('from a page origin the company does not allow: 403 with the message, and a warning', async () => {
    const { token } = (await tokenFor(secretA, t.memberA.email)).body;
    const res = await api.call('listProjects', {
      ...t.ofA(),
      ...bearer(token, 'https://evil.example'),
    });
    expect(res.status).toBe(403);
    expect(res.error).toEqual({
      code: 'origin-not-allowed',
      message:
        'This page (https://evil.example) is not allowed to show PortfolioAI widgets. A company admin can allow it in Settings → Embedding.',
    });
    expect(res.text).not.toContain('Company A');
    expect(
      logs.entries.some(
        (e) =>
          e.level === 40 &&
          e.origin === 'https://evil.example' &&
          String(e.msg).includes('https://evil.example'),
      ),
    ).toBe(true);
    // A wildcard subdomain, the product itself, and a server (no Origin) are allowed.
    for (const origin of ['https://acme.sharepoint.com', 'http://localhost:3000', undefined]) {
      const ok = await api.call('listProjects', {
        ...t.ofA(),
        ...bearer(token, origin),
      });
      expect(ok.status, origin).toBe(200);
    }
  });
});

describe('read-only guests', () => {
  it('an app that allows guests mints a guest token that reads and never writes', async () => {
    const res = await tokenFor(guestSecretA, 'visitor@partner.example');
    expect(res.status).toBe(200);
    const claims = decodeJwt(res.body.token);
    expect(claims).toMatchObject({ guest: true, email: 'visitor@partner.example' });
    expect(claims.sub).toBeUndefined();
    const { token } = res.body;

    const read = await api.call('getPortfolioSummary', {
      ...t.ofA(),
      ...bearer(token, INTRANET),
    });
    expect(read.status).toBe(200);

    const before = await db()('projects').orderBy('id');
    const write = await api.call('createProject', {
      ...t.ofA(),
      ...bearer(token, INTRANET),
      body: { name: 'Planted', problemStatement: 'S', department: 'IT', businessOwner: 'O' },
    });
    expect(write.status).toBe(403);
    expect(write.error).toEqual({
      code: 'guest-read-only',
      message: 'Read-only guests can view but not change anything',
    });
    expect(await db()('projects').orderBy('id')).toEqual(before);
    expect(
      (
        await api.call('getEmbedOrigins', {
          ...t.ofA(),
          ...bearer(token),
        })
      ).status,
    ).toBe(403);
    // Widgets ask who the token stands for: the guest, in that company alone.
    const me = await api.call('getCurrentUser', bearer(token));
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email: 'visitor@partner.example', firstName: null });
    expect(me.body.companies).toEqual([
      expect.objectContaining({ id: t.companyA.id, name: 'Company A', role: 'member' }),
    ]);
    expect((await api.call('getCurrentUser', bearer(token))).body.id).toBe(me.body.id);
    // No account of their own: preferences and other account routes are refused.
    const prefs = await api.call('getPreferences', bearer(token));
    expect(prefs.status).toBe(403);
    expect(prefs.error.code).toBe('guest-read-only');
  });

  it('a member gets a member token from an app that allows guests', async () => {
    const res = await tokenFor(guestSecretA, t.memberA.email);
    expect(decodeJwt(res.body.token)).toMatchObject({ sub: t.memberA.user.id });
  });
});

describe('CORS for bearer calls', () => {
  it('answers a preflight from any origin with that origin, Authorization allowed, no credentials', async () => {
    const res = await fetch(`${t.server.baseUrl}/api/companies/${t.companyA.id}/projects`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://portal.example',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authorization',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('https://portal.example');
    expect(res.headers.get('access-control-allow-headers')).toBe(
      'Authorization, Content-Type, Last-Event-ID',
    );
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('exposes X-Total-Count and ETag to the page', async () => {
    const { token } = (await tokenFor(secretA, t.memberA.email)).body;
    const res = await api.call('listProjects', {
      ...t.ofA(),
      ...bearer(token, INTRANET),
    });
    expect(res.headers.get('access-control-expose-headers')).toMatch(/X-Total-Count.*ETag/);
  });

  it('still refuses cookie writes from a foreign origin', async () => {
    const before = await db()('projects').orderBy('id');
    const res = await api.call('createProject', {
      ...t.ofA(),
      cookie: t.adminA.cookie,
      headers: { Origin: INTRANET },
      body: { name: 'Planted', problemStatement: 'S', department: 'IT', businessOwner: 'O' },
    });
    expect(res.status).toBe(403);
    expect(await db()('projects').orderBy('id')).toEqual(before);
  });
});

describe('rate limit of POST /api/embed/tokens', () => {
  it('answers 429 per app beyond the limit, while another app still gets tokens', async () => {
    const { secret } = await newApp(t.companyA.id, t.adminA.cookie);
    // Malformed bodies are cheap and still count: the limit is about the app, not the body.
    const statuses: number[] = [];
    for (let i = 0; i < EMBED_TOKEN_RATE_LIMIT.max; i += 1) {
      statuses.push((await api.call('issueEmbedToken', { ...bearer(secret), body: {} })).status);
    }
    expect(new Set(statuses)).toEqual(new Set([400]));
    const limited = await tokenFor(secret, t.memberA.email);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(limited.error.message).toMatch(/^Too many tokens requested for this embed app/);
    expect((await tokenFor(secretA, t.memberA.email)).status).toBe(200);
  });
});
