import { Router } from '@koa/router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';
import { signUpAndGetCookie } from '../testing/auth.ts';
import { createTestConfig } from '../testing/config.ts';
import { createTestDb, type TestDb } from '../testing/db.ts';
import { startTestServer, type TestServer } from '../testing/http.ts';

const ALLOWED = 'https://intranet.example.test';

let db: TestDb;
let server: TestServer;
let cookie: string;

/** POST /api/probe answers who the session says the caller is. */
const probeRoutes = () => {
  const router = new Router();
  router.post('/probe', (ctx) => {
    ctx.body = { userId: ctx.state.userId ?? null };
  });
  router.get('/probe', (ctx) => {
    ctx.body = { userId: ctx.state.userId ?? null };
  });
  return router;
};

beforeAll(async () => {
  db = await createTestDb();
  server = await startTestServer(
    {
      // Reached on 127.0.0.1, while its public URL is localhost:3000: only the latter is its own.
      config: createTestConfig({ publicUrl: 'http://localhost:3000', allowedOrigins: [ALLOWED] }),
      db: db.knex,
      logger: createLogger({ level: 'silent' }),
    },
    { root: [], apiMiddleware: [], api: [probeRoutes], contract: [] },
  );
  cookie = (await signUpAndGetCookie(server.baseUrl)).cookie;
});

afterAll(async () => {
  await server?.close();
  await db?.destroy();
});

const probe = (headers: Record<string, string>, method = 'POST') =>
  fetch(`${server.baseUrl}/api/probe`, {
    method,
    headers: {
      Cookie: cookie,
      ...(method === 'POST' ? { 'Content-Type': 'application/json' } : {}),
      ...headers,
    },
    body: method === 'POST' ? '{}' : undefined,
  });

describe('originCheck: writes riding on the session cookie', () => {
  it('refuses a foreign Origin with 403', async () => {
    const response = await probe({ Origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ message: 'Cross-origin request refused' });
  });

  it('refuses a foreign Referer when Origin is absent, and the opaque origin "null"', async () => {
    expect((await probe({ Referer: 'https://evil.example/page' })).status).toBe(403);
    expect((await probe({ Origin: 'null' })).status).toBe(403);
  });

  it('refuses a sibling origin of the same site', async () => {
    expect((await probe({ Origin: 'http://localhost:3001' })).status).toBe(403);
  });

  it("refuses an origin that matches only the request's Host, which the client writes", async () => {
    expect((await probe({ Origin: server.baseUrl })).status).toBe(403);
    expect((await probe({ Referer: `${server.baseUrl}/projects` })).status).toBe(403);
  });

  it('accepts the public origin, an allowed origin, and no Origin at all', async () => {
    for (const headers of <Record<string, string>[]>[
      { Origin: 'http://localhost:3000' },
      { Origin: ALLOWED },
      { Referer: 'http://localhost:3000/projects' },
      {},
    ]) {
      const response = await probe(headers);
      expect(response.status, JSON.stringify(headers)).toBe(200);
      expect((await response.json()).userId).toEqual(expect.any(String));
    }
  });

  it('lets reads and cookie-less writes through whatever their origin', async () => {
    expect((await probe({ Origin: 'https://evil.example' }, 'GET')).status).toBe(200);
    const noCookie = await fetch(`${server.baseUrl}/api/probe`, {
      method: 'POST',
      headers: { Origin: 'https://evil.example', 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(noCookie.status).toBe(200);
    expect(await noCookie.json()).toEqual({ userId: null });
  });
});

describe('cors', () => {
  it('answers a preflight from an allowed origin with credentials allowed', async () => {
    const response = await fetch(`${server.baseUrl}/api/probe`, {
      method: 'OPTIONS',
      headers: {
        Origin: ALLOWED,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type, x-evil',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe(ALLOWED);
    expect(response.headers.get('Access-Control-Allow-Credentials')).toBe('true');
    expect(response.headers.get('Access-Control-Allow-Methods')).toContain('POST');
    expect(response.headers.get('Access-Control-Allow-Headers')).toBe('content-type');
  });

  it('answers a preflight from any other origin for bearer calls only: never with credentials', async () => {
    const response = await fetch(`${server.baseUrl}/api/probe`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('https://evil.example');
    expect(response.headers.get('Access-Control-Allow-Credentials')).toBeNull();
  });

  it('allows credentials only for an allowed origin, and varies on Origin', async () => {
    const allowed = await probe({ Origin: ALLOWED }, 'GET');
    expect(allowed.headers.get('Access-Control-Allow-Origin')).toBe(ALLOWED);
    expect(allowed.headers.get('Access-Control-Allow-Credentials')).toBe('true');
    expect(allowed.headers.get('Vary')).toMatch(/Origin/);

    // Another origin may read only what a request without cookies gets (bearer calls).
    const foreign = await probe({ Origin: 'https://evil.example' }, 'GET');
    expect(foreign.headers.get('Access-Control-Allow-Credentials')).toBeNull();
  });

  it('keeps the CORS headers on error answers, so the caller can read the message', async () => {
    const response = await fetch(`${server.baseUrl}/api/nothing-here`, {
      headers: { Origin: ALLOWED },
    });
    expect(response.status).toBe(404);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe(ALLOWED);
  });
});
