import { setTimeout as sleep } from 'node:timers/promises';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { routes, MINUTE_MS } from '@portfolio/contracts';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { describe, expect, it } from 'vitest';
import { createDb, destroyDb } from '../db/knex.ts';
import { migrateLatest } from '../db/migrate.ts';
import { spawnBff, type BffProcess } from '../testing/bff-process.ts';
import { createTestDb } from '../testing/db.ts';
import { FEEDBACK_RATE_LIMIT } from '../routes/feedback/feedback.ts';
import type { Context } from 'koa';
import { TooManyRequestsError } from '../errors.ts';
import { concurrencyLimit, createLimiterStore, type LimiterStore } from './rate-limit.ts';

/** Consumes `max + 1` points of one key through the given stores in turn; answers who refused. */
async function refusals(stores: LimiterStore[], max: number): Promise<boolean[]> {
  const prefix = `test-${randomBytes(4).toString('hex')}`;
  const limiters = stores.map((store) =>
    store.limiter({ keyPrefix: prefix, points: max, durationSeconds: 60 }),
  );
  const refused: boolean[] = [];
  for (let i = 0; i <= max; i += 1) {
    try {
      await limiters[i % limiters.length]!.consume('k');
      refused.push(false);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      refused.push(true);
    }
  }
  return refused;
}

describe('shared rate-limit counters', () => {
  it('count in Redis when REDIS_URL is set, across clients', async () => {
    const db = createDb({ database: { client: 'pg', url: 'postgres://unused@127.0.0.1:1/none' } });
    const stores = [1, 2].map(() => createLimiterStore({ db, redisUrl: 'redis://127.0.0.1:6379' }));
    try {
      expect(await refusals(stores, 4)).toEqual([false, false, false, false, true]);
    } finally {
      await Promise.all(stores.map((store) => store.close()));
      await destroyDb(db);
    }
  });

  it('count in the embedded database (PGlite) too', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'bff-pglite-limits-'));
    const db = createDb({ database: { client: 'pglite', dir } });
    try {
      await migrateLatest(db);
      const store = createLimiterStore({ db, redisUrl: undefined });
      expect(await refusals([store], 3)).toEqual([false, false, false, true]);
    } finally {
      await destroyDb(db);
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('concurrencyLimit on the shared store', () => {
  it('holds at most max slots per key across stores, and a refusal takes none', async () => {
    const testDb = await createTestDb();
    try {
      // Two stores on one database: two processes' view of the same counters.
      const contexts = [1, 2].map(
        () =>
          ({
            app: {
              context: {
                limiterStore: createLimiterStore({ db: testDb.knex, redisUrl: undefined }),
              },
            },
          }) as unknown as Context,
      ) as [Context, Context];
      const take = concurrencyLimit({
        name: `test-${randomBytes(4).toString('hex')}`,
        max: 2,
        leaseMs: MINUTE_MS,
        retryAfterSeconds: 7,
        message: (seconds) => `Busy; again in ${seconds} seconds`,
      });
      const first = await take(contexts[0], 'company:a');
      await take(contexts[1], 'company:a');
      for (let i = 0; i < 3; i += 1) {
        const refused = await take(contexts[i % 2]!, 'company:a').catch((error: unknown) => error);
        expect(refused).toBeInstanceOf(TooManyRequestsError);
        expect(refused).toMatchObject({
          message: 'Busy; again in 7 seconds',
          retryAfterSeconds: 7,
        });
      }
      // Another key has its own slots.
      await take(contexts[1], 'company:b');
      await first();
      await first();
      // One slot back (the refusals took none, a second release gives nothing more): one more fits.
      await take(contexts[1], 'company:a');
      await expect(take(contexts[0], 'company:a')).rejects.toBeInstanceOf(TooManyRequestsError);
    } finally {
      await testDb.destroy();
    }
  });

  it('frees a slot never given back when its lease ends, and does not give it back after', async () => {
    const testDb = await createTestDb();
    try {
      const ctx = {
        app: {
          context: { limiterStore: createLimiterStore({ db: testDb.knex, redisUrl: undefined }) },
        },
      } as unknown as Context;
      const take = concurrencyLimit({
        name: `test-${randomBytes(4).toString('hex')}`,
        max: 1,
        leaseMs: 1_000,
        retryAfterSeconds: 1,
        message: () => 'Busy',
      });
      const lost = await take(ctx, 'k');
      await expect(take(ctx, 'k')).rejects.toBeInstanceOf(TooManyRequestsError);
      await sleep(1_100);
      await take(ctx, 'k');
      // The first slot's window is gone: giving it back now must not free the running one's.
      await lost();
      await expect(take(ctx, 'k')).rejects.toBeInstanceOf(TooManyRequestsError);
    } finally {
      await testDb.destroy();
    }
  });
});

describe('two BFF processes on one database', () => {
  it('count one rate limit together', async () => {
    const testDb = await createTestDb();
    const processes: BffProcess[] = [];
    try {
      const env = {
        DATABASE_URL: testDb.url,
        SESSION_SECRET: 's'.repeat(40),
        SECRETS_KEY: 'a'.repeat(64),
        REDIS_URL: '',
      };
      processes.push(await spawnBff(env));
      processes.push(await spawnBff(env));
      const [first, second] = processes.map((child) => child.baseUrl) as [string, string];
      const submit = (baseUrl: string, i: number) =>
        fetch(`${baseUrl}${routes.submitFeedback.path}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({
            name: 'Ada Lovelace',
            email: `shared-${i}@example.com`,
            feedback: 'Counted by both processes together.',
          }),
        });
      const statuses: number[] = [];
      for (let i = 0; i <= FEEDBACK_RATE_LIMIT.max; i += 1) {
        statuses.push((await submit(i % 2 === 0 ? first : second, i)).status);
      }
      expect(statuses).toEqual([...Array(FEEDBACK_RATE_LIMIT.max).fill(201), 429]);
      const [row] = await testDb.knex('feedback').count({ count: '*' });
      expect(Number(row?.count)).toBe(FEEDBACK_RATE_LIMIT.max);
    } finally {
      await Promise.all(processes.map((child) => child.stop()));
      await testDb.destroy();
    }
  }, 120_000);
});
