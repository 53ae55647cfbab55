import { generateKeyPairSync } from 'node:crypto';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../config.ts';
import { createTestConfig } from '../testing/config.ts';
import { bearer, contractClient } from '../testing/contract-client.ts';
import { createTestDb, type TestDb } from '../testing/db.ts';
import { addMember, createCompany, createProject, createUser } from '../testing/factories.ts';
import { startTestServer, type TestServer } from '../testing/http.ts';
import { captureLogs } from '../testing/logger.ts';
import { startTestIssuer, type TestIssuer } from '../testing/loopback/oidc-issuer.ts';

const AUDIENCE = 'api://portfolio-test';
const INTRANET = 'https://acme.sharepoint.example';

let db: TestDb;
let bff: TestServer;
let issuer: TestIssuer;
let config: Config;
const api = contractClient(() => bff.baseUrl);
const companies: Record<'a' | 'b', string> = { a: '', b: '' };
const logs = captureLogs();

beforeAll(async () => {
  db = await createTestDb();
  config = createTestConfig();
  bff = await startTestServer({ config, db: db.knex, logger: logs.logger });
  config.publicUrl = bff.baseUrl;
  issuer = await startTestIssuer({
    redirectUri: `${bff.baseUrl}/api/callback`,
    accessTokenAudience: AUDIENCE,
  });
  config.oidc = {
    issuerUrl: issuer.issuer,
    clientId: issuer.clientId,
    clientSecret: issuer.clientSecret,
    audience: AUDIENCE,
  };

  const alice = await createUser(db.knex, { email: 'alice@acme.example' });
  const a = await createCompany(db.knex, { owner: alice, name: 'Acme' });
  companies.a = a.company.id;
  await createProject(db.knex, { companyId: a.company.id, createdBy: alice.id, name: 'Acme bot' });
  await db.knex('companyEmbedOrigins').insert({
    companyId: a.company.id,
    origin: INTRANET,
    position: 0,
  });
  companies.b = (await createCompany(db.knex, { name: 'Other' })).company.id;
  const bob = await createUser(db.knex, { email: 'bob@acme.example' });
  await addMember(db.knex, a.company.id, bob.id, 'member');

  issuer.accounts.set('alice', { email: 'Alice@Acme.example', email_verified: true });
  issuer.accounts.set('bob', { email: 'bob@acme.example', email_verified: true });
  issuer.accounts.set('stranger', { email: 'stranger@elsewhere.example', email_verified: true });
});

afterAll(async () => {
  await bff?.close();
  await issuer?.close();
  await db?.destroy();
});

describe("an access token of the company's identity provider", () => {
  it("is accepted: the person is found by e-mail and reads their company's data", async () => {
    const token = await issuer.accessToken('alice');
    expect(decodeJwt(token)).toMatchObject({ aud: AUDIENCE, iss: issuer.issuer });

    const list = await api.call('listProjects', {
      params: { companyId: companies.a },
      ...bearer(token, INTRANET),
    });
    expect(list.status).toBe(200);
    expect(list.body.map((p) => p.name)).toEqual(['Acme bot']);
    const me = await api.call('getCurrentUser', bearer(token));
    expect(me.body).toMatchObject({ email: 'alice@acme.example' });
    expect(me.body.companies.map((c) => c.id)).toEqual([companies.a]);
  });

  it("never reaches another company's data", async () => {
    const token = await issuer.accessToken('alice');
    const res = await api.call('listProjects', {
      params: { companyId: companies.b },
      ...bearer(token),
    });
    expect(res.status).toBe(404);
  });

  it("keeps the person's role: a member's token is refused an admin's write", async () => {
    const token = await issuer.accessToken('bob');
    const before = await db.knex('companyEmbedOrigins').orderBy('id');
    const res = await api.call('updateEmbedOrigins', {
      params: { companyId: companies.a },
      ...bearer(token),
      body: { origins: ['https://planted.example'] },
    });
    expect(res.status).toBe(403);
    expect(await db.knex('companyEmbedOrigins').orderBy('id')).toEqual(before);
  });

  it('from a page origin the company does not allow: 403 origin-not-allowed', async () => {
    const token = await issuer.accessToken('alice');
    const res = await api.call('listProjects', {
      params: { companyId: companies.a },
      ...bearer(token, 'https://evil.example'),
    });
    expect(res.status).toBe(403);
    expect(res.error.code).toBe('origin-not-allowed');
  });

  it('is refused with 401 for an e-mail with no membership', async () => {
    const token = await issuer.accessToken('stranger');
    const res = await api.call('getCurrentUser', bearer(token));
    expect(res.status).toBe(401);
    expect(res.error.code).toBe('not-member');
  });

  it('is refused with 401 when signed by another key, even with the same claims and key id', async () => {
    const genuine = decodeJwt(await issuer.accessToken('alice'));
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const forged = await new SignJWT({ ...genuine })
      .setProtectedHeader({ alg: 'RS256', kid: 'test', typ: 'at+jwt' })
      .sign(privateKey);
    const res = await api.call('listProjects', {
      params: { companyId: companies.a },
      ...bearer(forged),
    });
    expect(res.status).toBe(401);
    expect(res.error.code).toBe('token-invalid');
    expect(logs.text()).not.toContain(forged);
  });

  it('is refused with 401 when issued for another audience', async () => {
    const token = await issuer.accessToken('alice');
    const strict = { ...config.oidc!, audience: 'api://someone-else' };
    const saved = config.oidc;
    config.oidc = strict;
    try {
      const res = await api.call('getCurrentUser', bearer(token));
      expect(res.status).toBe(401);
    } finally {
      config.oidc = saved;
    }
  });
});
