import { Router } from '@koa/router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '../app-deps.ts';
import { ForbiddenError, InputError, TooManyRequestsError } from '../errors.ts';
import { User } from '../models/index.ts';
import { routeModules } from '../routes/index.ts';
import { captureLogs } from '../testing/logger.ts';
import { DISK_FULL_MESSAGE } from './errors.ts';
import { createTestConfig } from '../testing/config.ts';
import { createTestDb, type TestDb } from '../testing/db.ts';
import { startTestServer, type TestServer } from '../testing/http.ts';

// Routes that fail in each way the error middleware must translate, on the real app stack.
function failingRoutes({ db }: AppDeps): Router {
  const router = new Router();
  router.post('/echo', (ctx) => {
    ctx.body = { received: ctx.request.body };
  });
  router.get('/boom', () => {
    throw new Error('internal detail: connection to 10.0.0.7 lost at /srv/app.ts:12');
  });
  router.get('/bad-input', () => {
    throw new InputError('name must not be empty', {
      details: [{ field: 'name', message: 'name must not be empty' }],
    });
  });
  router.get('/forbidden', () => {
    throw new ForbiddenError('Only admins can do this');
  });
  router.get('/slow-down', () => {
    throw new TooManyRequestsError(undefined, { retryAfterSeconds: 30 });
  });
  router.post('/users', async (ctx) => {
    const { email } = ctx.request.body as { email: string };
    ctx.body = await db('users').insert({ email }).returning('id');
  });
  router.post('/users-through-objection', async (ctx) => {
    const { email } = ctx.request.body as { email: string };
    ctx.body = await User.query(db).insert({ email });
  });
  router.get('/users/:id', async (ctx) => {
    ctx.body = await db('users').where({ id: ctx.params.id }).first();
  });
  router.post('/companies', async (ctx) => {
    ctx.body = await db('companies')
      .insert(ctx.request.body as object)
      .returning('id');
  });
  router.post('/members', async (ctx) => {
    ctx.body = await db('company_members')
      .insert(ctx.request.body as object)
      .returning('id');
  });
  return router;
}

let testDb: TestDb;
let server: TestServer;
const logs = captureLogs();

beforeAll(async () => {
  testDb = await createTestDb();
  server = await startTestServer(
    { config: createTestConfig(), db: testDb.knex, logger: logs.logger },
    { ...routeModules, api: [...routeModules.api, failingRoutes] },
  );
});
afterAll(async () => {
  await server?.close();
  await testDb?.destroy();
});

async function call(path: string, init: RequestInit & { json?: unknown } = {}) {
  const { json, ...rest } = init;
  const response = await fetch(`${server.baseUrl}${path}`, {
    ...rest,
    ...(json === undefined
      ? {}
      : { body: JSON.stringify(json), headers: { 'content-type': 'application/json' } }),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    text,
    body: text ? JSON.parse(text) : undefined,
  };
}

function expectNoLeak(text: string) {
  expect(text).not.toMatch(
    /insert into|select |violates|constraint|stack|\.ts:|10\.0\.0\.7|node_modules/i,
  );
}

describe('error middleware', () => {
  it('accepts a JSON body', async () => {
    const res = await call('/api/echo', { method: 'POST', json: { a: 1 } });
    expect(res).toMatchObject({ status: 200, body: { received: { a: 1 } } });
  });

  it.each([
    ['malformed JSON', '{"a": 1,,}'],
    ['a JSON body that is not an object or array', '"just a string"'],
  ])('answers %s with 400', async (_, body) => {
    const res = await call('/api/echo', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Request body is not valid JSON', code: 'invalid_json' });
  });

  it('answers a body over 100kb with 413', async () => {
    const res = await call('/api/echo', { method: 'POST', json: { big: 'x'.repeat(110 * 1024) } });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: 'Request body is too large', code: 'payload_too_large' });
  });

  it('answers a non-JSON body with 415', async () => {
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      const res = await call('/api/echo', {
        method: 'POST',
        body: 'a=1',
        headers: { 'content-type': type },
      });
      expect({ type, status: res.status, body: res.body }).toEqual({
        type,
        status: 415,
        body: { message: 'Content-Type must be application/json', code: 'unsupported_media_type' },
      });
    }
  });

  it('lets a body-less POST through, as a browser sends it for actions without payload', async () => {
    const res = await call('/api/echo', { method: 'POST', headers: { 'content-length': '0' } });
    expect(res.status).not.toBe(415);
    expect(res.status).toBeLessThan(300);
  });

  it('masks unknown errors as 500 and logs them with the request id', async () => {
    const res = await call('/api/boom', { headers: { 'x-request-id': 'trace-boom-0001' } });
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ message: 'Internal server error', code: 'internal' });
    expectNoLeak(res.text);
    expect(res.headers.get('x-request-id')).toBe('trace-boom-0001');
    const logged = logs.entries.find(
      (e) => e.msg === 'request failed' && e.reqId === 'trace-boom-0001',
    );
    expect(logged).toBeDefined();
    expect(JSON.stringify(logged)).toContain('internal detail: connection to 10.0.0.7 lost');
  });

  it('sends HttpErrors with their status, message, code and details', async () => {
    expect(await call('/api/bad-input')).toMatchObject({
      status: 400,
      body: {
        message: 'name must not be empty',
        code: 'invalid_input',
        details: [{ field: 'name', message: 'name must not be empty' }],
      },
    });
    expect(await call('/api/forbidden')).toMatchObject({
      status: 403,
      body: { message: 'Only admins can do this', code: 'forbidden' },
    });
    const limited = await call('/api/slow-down');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('30');
  });

  it('translates a unique violation into 409 naming the field, not the SQL', async () => {
    expect(
      (await call('/api/users', { method: 'POST', json: { email: 'dup@example.com' } })).status,
    ).toBe(200);
    const res = await call('/api/users', { method: 'POST', json: { email: 'dup@example.com' } });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      message: 'A record with the same values already exists',
      code: 'already_exists',
      details: [{ field: 'email', message: 'email is already taken' }],
    });
    expectNoLeak(res.text);
  });

  it('translates a unique violation wrapped by Objection the same way', async () => {
    const first = await call('/api/users-through-objection', {
      method: 'POST',
      json: { email: 'wrapped@example.com' },
    });
    expect(first.status).toBe(200);
    const res = await call('/api/users-through-objection', {
      method: 'POST',
      json: { email: 'wrapped@example.com' },
    });
    expect(res).toMatchObject({ status: 409, body: { code: 'already_exists' } });
  });

  it('keeps invitation tokens out of the access log', async () => {
    await call('/api/invitations/by-token/SECRETtokenSECRETtoken123', {
      headers: { 'x-request-id': 'trace-token-0001' },
    });
    const line = logs.entries.find((e) => e.reqId === 'trace-token-0001');
    expect(line).toMatchObject({ req: { path: '/api/invitations/by-token/[redacted]' } });
    expect(logs.text()).not.toContain('SECRETtokenSECRETtoken123');
  });

  it('translates foreign-key, check, length and format violations', async () => {
    const fk = await call('/api/companies', {
      method: 'POST',
      json: { name: 'Acme', ownerId: '00000000-0000-0000-0000-000000000000' },
    });
    expect(fk).toMatchObject({ status: 409, body: { code: 'reference_conflict' } });

    const [{ id: userId }] = (
      await call('/api/users', { method: 'POST', json: { email: 'owner@example.com' } })
    ).body;
    const [{ id: companyId }] = (
      await call('/api/companies', { method: 'POST', json: { name: 'Acme', ownerId: userId } })
    ).body;
    const check = await call('/api/members', {
      method: 'POST',
      json: { companyId, userId, role: 'owner' },
    });
    expect(check).toMatchObject({ status: 400, body: { message: 'A value is not allowed' } });

    const long = await call('/api/companies', {
      method: 'POST',
      json: { name: 'x'.repeat(300), ownerId: userId },
    });
    expect(long).toMatchObject({ status: 400, body: { message: 'A value is too long' } });

    const format = await call('/api/users/not-a-uuid');
    expect(format).toMatchObject({
      status: 400,
      body: { message: 'A value has an invalid format' },
    });

    const missing = await call('/api/companies', { method: 'POST', json: { ownerId: userId } });
    expect(missing).toMatchObject({
      status: 400,
      body: { message: 'A required value is missing' },
    });

    for (const res of [fk, check, long, format, missing]) expectNoLeak(res.text);
  });

  it('answers a full disk (disk_full, 53100) with 503 and a message, storing nothing', async () => {
    // PostgreSQL raises disk_full when it cannot extend a file; a trigger raises the same
    // driver error for one address, through the real driver.
    await testDb.knex.raw(`
      create function refuse_for_lack_of_space() returns trigger language plpgsql as $$
      begin
        if new.email = 'disk-full@example.com' then
          raise exception 'could not extend file "base/1/2": No space left on device'
            using errcode = 'disk_full';
        end if;
        return new;
      end $$;
      create trigger refuse_for_lack_of_space before insert on users
        for each row execute function refuse_for_lack_of_space();
    `);
    try {
      const full = await call('/api/users', {
        method: 'POST',
        json: { email: 'disk-full@example.com' },
      });
      expect(full.status).toBe(503);
      expect(full.body).toEqual({ message: DISK_FULL_MESSAGE, code: 'service_unavailable' });
      expect(full.headers.get('retry-after')).toBe('5');
      expectNoLeak(full.text);
      expect(full.text).not.toContain('base/1/2');
      expect(await testDb.knex('users').where({ email: 'disk-full@example.com' })).toEqual([]);
    } finally {
      await testDb.knex.raw(`
        drop trigger refuse_for_lack_of_space on users;
        drop function refuse_for_lack_of_space();
      `);
    }
  });

  it('answers unknown /api routes with a JSON 404', async () => {
    for (const path of ['/api', '/api/nope', '/api/projects/123/nothing']) {
      const res = await call(path);
      expect({ path, status: res.status, body: res.body }).toEqual({
        path,
        status: 404,
        body: { message: 'Not found', code: 'not_found' },
      });
    }
  });

  it('answers a wrong method on a known route with 405', async () => {
    const res = await call('/api/echo');
    expect(res.status).toBe(405);
    expect(res.body.message).toBe('Method Not Allowed');
  });
});

describe('request context', () => {
  it('generates a request id when the incoming one is missing or not sane', async () => {
    const generated = await call('/healthz');
    expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const insane = await call('/healthz', {
      headers: { 'x-request-id': 'bad id with spaces <script>' },
    });
    expect(insane.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('logs each request without secrets', async () => {
    await call('/api/echo', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: 'Bearer abc',
        cookie: 'sid=zzz',
        'x-request-id': 'trace-log-0001',
      },
      body: JSON.stringify({ password: 'hunter2' }),
    });
    const line = logs.entries.find(
      (e) => e.reqId === 'trace-log-0001' && e.msg === 'request completed',
    );
    expect(line).toMatchObject({
      req: { method: 'POST', path: '/api/echo' },
      // A bearer that is no valid token is refused, and still logged without it.
      res: { status: 401 },
    });
    expect(logs.text()).not.toMatch(/hunter2|Bearer abc|sid=zzz/);
  });

  it('sets security headers, and no-store on the API', async () => {
    const api = await call('/api/nope');
    expect(api.headers.get('x-content-type-options')).toBe('nosniff');
    expect(api.headers.get('cache-control')).toBe('no-store');
    expect(api.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });
});
