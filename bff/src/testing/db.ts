import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import pg from 'pg';
import { createDb, destroyDb } from '../db/knex.ts';
import { migrateLatest } from '../db/migrate.ts';

/**
 * The PostgreSQL server tests run against. TEST_DATABASE_URL may point elsewhere; by default the
 * local server with trust auth, as user `postgres` (or `root` where that role does not exist).
 */
const CANDIDATE_ADMIN_URLS = process.env.TEST_DATABASE_URL
  ? [process.env.TEST_DATABASE_URL]
  : ['postgres://postgres@127.0.0.1:5432/postgres', 'postgres://root@127.0.0.1:5432/postgres'];

let adminUrl: Promise<string> | undefined;

async function findAdminUrl(): Promise<string> {
  const failures: string[] = [];
  for (const url of CANDIDATE_ADMIN_URLS) {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.query('select 1');
      return url;
    } catch (error) {
      failures.push(`${url}: ${(error as Error).message}`);
    } finally {
      await client.end().catch(() => undefined);
    }
  }
  throw new Error(`No PostgreSQL for tests reachable:\n${failures.join('\n')}`);
}

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  adminUrl ??= findAdminUrl();
  const client = new pg.Client({ connectionString: await adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export interface TestDb {
  knex: Knex;
  /** URL of the new database, for a second process or a raw client. */
  url: string;
  /** Closes the pool and drops the database. */
  destroy(): Promise<void>;
}

/**
 * Creates a new, uniquely named PostgreSQL database, migrated to the latest schema unless
 * `migrate: false`. Call `destroy()` in afterAll.
 */
export async function createTestDb(options: { migrate?: boolean } = {}): Promise<TestDb> {
  const name = `bff_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await admin((client) => client.query(`create database "${name}"`));
  const url = new URL(await (adminUrl as Promise<string>));
  url.pathname = `/${name}`;
  const knex = createDb({ database: { client: 'pg', url: url.toString() } });
  try {
    if (options.migrate !== false) await migrateLatest(knex);
  } catch (error) {
    await destroyDb(knex);
    await admin((client) => client.query(`drop database if exists "${name}" with (force)`));
    throw error;
  }
  let destroyed = false;
  return {
    knex,
    url: url.toString(),
    async destroy() {
      if (destroyed) return;
      destroyed = true;
      await destroyDb(knex);
      await admin((client) => client.query(`drop database if exists "${name}" with (force)`));
    },
  };
}
