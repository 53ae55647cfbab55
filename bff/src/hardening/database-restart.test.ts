import { setTimeout as sleep } from 'node:timers/promises';
import { execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { routes } from '@portfolio/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, destroyDb, type Knex } from '../db/knex.ts';
import { migrateLatest } from '../db/migrate.ts';
import { signUpAndGetCookie } from '../testing/auth.ts';
import { freePort } from '../testing/bff-process.ts';
import { createTestConfig } from '../testing/config.ts';
import { startTestServer, type TestServer } from '../testing/http.ts';
import { captureLogs } from '../testing/logger.ts';

/**
 * A PostgreSQL cluster of the machine's own PostgreSQL, made for this test in a folder of its
 * own on a port of its own, so it can be restarted under load without touching anyone else's.
 * initdb refuses to run as root: as root, the cluster belongs to the `postgres` user.
 */
const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const asRoot = userInfo().uid === 0;

function pgTool(tool: string, args: string[]): void {
  const command = path.join(PG_BIN, tool);
  if (asRoot)
    execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'pipe' });
  else execFileSync(command, args, { stdio: 'pipe' });
}

let dir: string;
let port: number;
let db: Knex;
let server: TestServer;
const logs = captureLogs();
const pgCtl = (action: 'start' | 'stop') =>
  pgTool('pg_ctl', [
    '-D',
    path.join(dir, 'data'),
    '-l',
    path.join(dir, 'log'),
    '-w',
    '-m',
    'fast',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`,
    action,
  ]);

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'bff-pg-cluster-'));
  if (asRoot) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString().trim()), -1);
  port = await freePort();
  pgTool('initdb', ['-D', path.join(dir, 'data'), '-A', 'trust', '-U', 'postgres', '--no-sync']);
  pgCtl('start');
  db = createDb({
    database: { client: 'pg', url: `postgres://postgres@127.0.0.1:${port}/postgres` },
  });
  await migrateLatest(db);
  server = await startTestServer({ config: createTestConfig(), db, logger: logs.logger });
}, 120_000);

afterAll(async () => {
  await server?.close();
  if (db) await destroyDb(db);
  try {
    pgCtl('stop');
  } catch {
    // already stopped
  }
  rmSync(dir, { recursive: true, force: true });
});

describe('database restarted under load', () => {
  it('answers only 503 with Retry-After while it is down, does not crash, and is back within 5 s', async () => {
    const { cookie } = await signUpAndGetCookie(server.baseUrl);
    const results: Array<{ at: number; status: number; retryAfter: string | null; body: string }> =
      [];
    let running = true;
    // Eight clients in a loop reading the signed-in user (a session and a user query each).
    const clients = Array.from({ length: 8 }, async () => {
      while (running) {
        const response = await fetch(`${server.baseUrl}${routes.getCurrentUser.path}`, {
          headers: { cookie },
        });
        results.push({
          at: Date.now(),
          status: response.status,
          retryAfter: response.headers.get('Retry-After'),
          body: await response.text(),
        });
      }
    });

    await sleep(500);
    pgCtl('stop');
    const readyWhileDown = await fetch(`${server.baseUrl}/readyz`);
    await sleep(1000);
    pgCtl('start');
    const upAt = Date.now();
    let backAt: number | undefined;
    while (Date.now() - upAt < 10_000 && backAt === undefined) {
      await sleep(100);
      backAt = results.find((r) => r.at > upAt && r.status === 200)?.at;
    }
    await sleep(500);
    running = false;
    await Promise.all(clients);

    expect(readyWhileDown.status).toBe(503);
    const failed = results.filter((r) => r.status !== 200);
    expect(failed.length).toBeGreaterThan(0);
    expect([...new Set(failed.map((r) => r.status))]).toEqual([503]);
    for (const r of failed) {
      expect(r.retryAfter).toBe('5');
      expect(JSON.parse(r.body)).toEqual({
        message: 'Service temporarily unavailable',
        code: 'service_unavailable',
      });
    }
    expect(backAt).toBeDefined();
    expect((backAt as number) - upAt).toBeLessThan(5000);
    expect(results.at(-1)?.status).toBe(200);
    expect((await fetch(`${server.baseUrl}/readyz`)).status).toBe(200);
  }, 60_000);
});
