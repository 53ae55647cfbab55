import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { User } from './models/user.ts';
import { signUpAndGetCookie } from './testing/auth.ts';
import { spawnBff, type BffProcess } from './testing/bff-process.ts';
import { createTestDb, type TestDb } from './testing/db.ts';
import { readEventStream } from './testing/event-stream.ts';
import { createCompany } from './testing/factories.ts';

let testDb: TestDb;

beforeAll(async () => {
  testDb = await createTestDb();
}, 120_000);

afterAll(async () => {
  await testDb?.destroy();
});

describe('SIGTERM', () => {
  it('with event streams open ends them, stops the jobs, closes the database and exits 0 in under 2 s', async () => {
    let bff: BffProcess | undefined;
    try {
      bff = await spawnBff({
        DATABASE_URL: testDb.url,
        SESSION_SECRET: 's'.repeat(40),
        SECRETS_KEY: 'a'.repeat(64),
        JOB_WORKER: 'true',
      });
      const { cookie, user } = await signUpAndGetCookie(bff.baseUrl);
      const owner = await User.query(testDb.knex).findById(user.id);
      const { company } = await createCompany(testDb.knex, { owner, name: 'Stopping' });
      const streams = await Promise.all(
        [1, 2, 3].map(() => readEventStream(bff!.baseUrl, company.id, { Cookie: cookie })),
      );
      expect(streams.map((stream) => stream.status)).toEqual([200, 200, 200]);

      const stopped = bff.waitForOutput('"msg":"stopped"', 10_000).then(() => Date.now());
      const started = Date.now();
      const exit = await bff.stop();

      expect(exit).toEqual({ code: 0, signal: null });
      // Streams ended, jobs stopped and the database closed in under 2 s. (The process's own
      // teardown after that is Node's, and slow only on a loaded machine.)
      expect((await stopped) - started).toBeLessThan(2_000);
      expect(bff.output()).not.toContain('shutdown timed out');
      await Promise.all(streams.map((stream) => stream.ended()));
    } finally {
      await bff?.stop();
    }
  }, 120_000);
});
