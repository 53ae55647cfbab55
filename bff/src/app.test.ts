import http from 'node:http';
import { Readable } from 'node:stream';
import { Router } from '@koa/router';
import { afterAll, describe, expect, it } from 'vitest';
import { routeModules } from './routes/index.ts';
import { createTestConfig } from './testing/config.ts';
import { createTestDb } from './testing/db.ts';
import { startTestServer } from './testing/http.ts';
import { captureLogs } from './testing/logger.ts';
import { openForTests } from './testing/open-for-tests.ts';

/** A download that never ends: 64 KiB chunks for as long as the client reads. */
const endless = () =>
  new Router().get('/endless', (ctx) => {
    const chunk = Buffer.alloc(64 * 1024, 'x');
    ctx.body = new Readable({
      read() {
        this.push(chunk);
      },
    });
  });

describe('the app', () => {
  const logs = captureLogs();
  const testDb = openForTests(
    () => createTestDb(),
    (db) => db.destroy(),
  );
  let server: Awaited<ReturnType<typeof startTestServer>> | undefined;
  afterAll(() => server?.close());

  it('logs a client that leaves mid-download at debug level, not as an error', async () => {
    server = await startTestServer(
      { config: createTestConfig(), db: testDb.knex, logger: logs.logger },
      { ...routeModules, root: [...routeModules.root, endless] },
    );
    await new Promise<void>((resolve, reject) => {
      const request = http.get(`${server!.baseUrl}/endless`, (response) => {
        response.once('data', () => {
          request.destroy();
          resolve();
        });
      });
      request.on('error', (error) => {
        if (!request.destroyed) reject(error);
      });
    });
    const left = 'client closed the connection before the answer ended';
    await expect.poll(() => logs.entries.some((e) => e.msg === left && e.level === 20)).toBe(true);
    expect(logs.entries.filter((e) => (e.level as number) >= 50)).toEqual([]);
  });
});
