import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { routes } from '@portfolio/contracts';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../config.ts';
import { createDb, destroyDb } from '../db/knex.ts';
import { migrateLatest } from '../db/migrate.ts';
import { createTestDb } from '../testing/db.ts';
import { FEEDBACK_RATE_LIMIT } from '../routes/feedback/feedback.ts';
import { createLimiterStore, type LimiterStore } from './rate-limit.ts';

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

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
});

/** `npm start`'s server as its own process on the database; resolves once it answers. */
async function startProcess(databaseUrl: string): Promise<string> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'bff/src/server.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      SESSION_SECRET: 's'.repeat(40),
      SECRETS_KEY: 'a'.repeat(64),
      LOG_LEVEL: 'warn',
      REDIS_URL: '',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  children.push(child);
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i += 1) {
    if (child.exitCode !== null) throw new Error(`the BFF exited: ${stderr}`);
    const ready = await fetch(`${baseUrl}/readyz`).catch(() => undefined);
    if (ready?.ok) return baseUrl;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the BFF did not start: ${stderr}`);
}

describe('two BFF processes on one database', () => {
  it('count one rate limit together', async () => {
    const testDb = await createTestDb();
    try {
      const first = await startProcess(testDb.url);
      const second = await startProcess(testDb.url);
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
      for (const child of children.splice(0)) child.kill('SIGTERM');
      await testDb.destroy();
    }
  }, 120_000);
});
