import { routes, type RouteDef, type RouteName } from '@portfolio/contracts';
import { buildOpenApiDocument } from '@portfolio/contracts/openapi';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDb, destroyDb } from '../db/knex.ts';
import { signUpAndGetCookie, type SignedIn } from '../testing/auth.ts';
import { contractClient, createCompanyAs, type CallResult } from '../testing/contract-client.ts';
import { MISSING_ID } from '../testing/factories.ts';
import { setupTestServer, startTestServer, type TestServer } from '../testing/http.ts';

// The OpenAPI document against the BFF's real answers: each status a route is driven to here
// (304, 401 of both sign-in steps, 429, 503 while the database is away, and whatever every
// route answers the signed-out) must be one the document lists for that route.

const served = setupTestServer();
const { api, db, config, logs } = served;
const document = buildOpenApiDocument();
const entries = Object.entries(routes) as [RouteName, RouteDef][];

/** The statuses the document lists for a route. */
function documented(name: RouteName): string[] {
  const def: RouteDef = routes[name];
  const operation = (document.paths[def.path] as Record<string, { responses: object }>)[
    def.method.toLowerCase()
  ];
  return Object.keys(operation!.responses);
}

function expectDocumented(name: RouteName, response: Pick<CallResult, 'status' | 'text'>) {
  expect(documented(name), `${name} answered ${response.status}: ${response.text}`).toContain(
    String(response.status),
  );
}

/** Any path parameter of any route, naming nothing. */
const anyParams = {
  companyId: MISSING_ID,
  id: MISSING_ID,
  linkId: MISSING_ID,
  appId: MISSING_ID,
  token: 'a'.repeat(43),
  controlId: 'no-such-control',
  frameworkId: MISSING_ID,
  ref: 'A.2.2',
  version: '1',
};

let alice: SignedIn;
let companyId: string;
let projectId: string;

beforeAll(async () => {
  alice = await signUpAndGetCookie(served.server.baseUrl);
  companyId = await createCompanyAs(api, alice, 'Documented');
  projectId = (
    await api.ok('createProject', {
      cookie: alice.cookie,
      params: { companyId },
      body: { name: 'P', problemStatement: 'S', department: 'IT', businessOwner: 'O' },
    })
  ).body.id;
});

describe('the OpenAPI document lists what the BFF answers', () => {
  it.each(entries.filter(([, def]) => def.conditional))(
    '%s: 304 to a conditional GET with the current ETag',
    async (name) => {
      const params = { companyId, id: projectId, frameworkId: 'iso-42001' };
      const first = await api.ok(name, { params, cookie: alice.cookie });
      const etag = first.headers.get('etag');
      expect(etag).toBeTruthy();
      const again = await api.call(name, {
        params,
        cookie: alice.cookie,
        // As a browser revalidates (fetch adds `no-cache` otherwise, which asks for it all).
        headers: { 'If-None-Match': etag!, 'Cache-Control': 'max-age=0' },
      });
      expect(again.status).toBe(304);
      expectDocumented(name, again);
    },
  );

  it('401 for a wrong password and for a second step without a first', async () => {
    const wrong = await api.call('signIn', {
      body: { email: alice.email, password: 'not-the-password-at-all' },
    });
    expect(wrong.status).toBe(401);
    expectDocumented('signIn', wrong);
    const code = await api.call('signInTwoFactor', { body: { code: '123456' } });
    expect(code.status).toBe(401);
    expectDocumented('signInTwoFactor', code);
  });

  it('429 on limited routes once their counters are spent', async () => {
    const calls: Partial<Record<RouteName, () => Promise<CallResult>>> = {
      submitFeedback: () =>
        api.call('submitFeedback', {
          body: { name: 'Ada', email: 'ada@example.test', feedback: 'Counted by the limit.' },
        }),
      signIn: () =>
        api.call('signIn', { body: { email: alice.email, password: 'wrong-password-again' } }),
      runReport: () =>
        api.call('runReport', {
          params: { companyId },
          cookie: alice.cookie,
          body: { columns: ['name'] },
        }),
      exportProjects: () =>
        api.call('exportProjects', { params: { companyId }, cookie: alice.cookie }),
      exportCompanyAudit: () =>
        api.call('exportCompanyAudit', { params: { companyId }, cookie: alice.cookie }),
      exportIncidents: () =>
        api.call('exportIncidents', { params: { companyId }, cookie: alice.cookie }),
      exportProposals: () =>
        api.call('exportProposals', { params: { companyId }, cookie: alice.cookie }),
      inviteMember: () =>
        api.call('inviteMember', {
          params: { companyId },
          cookie: alice.cookie,
          body: { email: `invitee-${Date.now()}@example.test` },
        }),
    };
    for (const call of Object.values(calls)) await call();
    // Every counter those calls made, spent: the next call of each is over its limit.
    await db()('rate_limits').update({ points: 1_000_000 });
    for (const [name, call] of Object.entries(calls) as [RouteName, () => Promise<CallResult>][]) {
      const limited = await call();
      expect(limited.status, `${name}: ${limited.text}`).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expectDocumented(name, limited);
    }
  });

  it('503 (or a refusal before any reading) on every route while the database is away', async () => {
    const away = createDb({
      database: { client: 'pg', url: 'postgres://postgres@127.0.0.1:1/none' },
    });
    let server: TestServer | undefined;
    try {
      server = await startTestServer({ config, db: away, logger: logs.logger });
      const client = contractClient(server.baseUrl);
      let unavailable = 0;
      for (const [name] of entries) {
        const response = await client.call(name, {
          params: anyParams,
          cookie: alice.cookie,
          redirect: 'manual',
        });
        if (response.status === 503) unavailable += 1;
        expectDocumented(name, response);
      }
      // Most routes read the session or the row first: they cannot answer without the database.
      expect(unavailable).toBeGreaterThan(entries.length / 2);
    } finally {
      await server?.close();
      await destroyDb(away);
    }
  }, 120_000);

  it.each(entries)('%s: what the signed-out get is listed', async (name) => {
    const response = await api.call(name, { params: anyParams, redirect: 'manual' });
    // Redirects and pages are documented as their success; the rest must be listed.
    expectDocumented(name, response);
  });
});
