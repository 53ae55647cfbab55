import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, destroyDb, type Knex } from '../../db/knex.ts';
import { createLogger } from '../../logger.ts';
import { createTestConfig } from '../../testing/config.ts';
import { createTestDb, type TestDb } from '../../testing/db.ts';
import { startTestServer, type TestServer } from '../../testing/http.ts';

const config = createTestConfig();
const logger = createLogger({ level: 'silent' });

describe('health checks with the database up', () => {
  let testDb: TestDb;
  let server: TestServer;
  beforeAll(async () => {
    testDb = await createTestDb();
    server = await startTestServer({ config, db: testDb.knex, logger });
  });
  afterAll(async () => {
    await server?.close();
    await testDb?.destroy();
  });

  it('GET /healthz answers 200 ok', async () => {
    const response = await fetch(`${server.baseUrl}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('GET /readyz answers 200 ok', async () => {
    const response = await fetch(`${server.baseUrl}/readyz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });
});

describe('health checks with the database unreachable', () => {
  let db: Knex;
  let server: TestServer;
  beforeAll(async () => {
    // Nothing listens on port 1: the same failure as a database that went away.
    db = createDb(
      { database: { client: 'pg', url: 'postgres://postgres@127.0.0.1:1/none' } },
      logger,
    );
    server = await startTestServer({ config, db, logger });
  });
  afterAll(async () => {
    await server?.close();
    await destroyDb(db);
  });

  it('GET /healthz still answers 200: the process is up', async () => {
    expect((await fetch(`${server.baseUrl}/healthz`)).status).toBe(200);
  });

  it('GET /readyz answers 503', async () => {
    const response = await fetch(`${server.baseUrl}/readyz`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      status: 'unavailable',
      message: 'Database is not reachable',
    });
  });
});
