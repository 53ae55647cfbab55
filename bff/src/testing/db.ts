import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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
  const client = new pg.Client({ connectionString: await adminUrlOnce() });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

const MIGRATIONS_DIR = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'db',
  'migrations',
);
/** Any number: the advisory lock that lets one test process build the template at a time. */
const TEMPLATE_LOCK = 4_210_281;

let template: Promise<string> | undefined;

/**
 * Migrating a new database takes seconds; copying a migrated one takes a fraction of that. The
 * template's name carries a hash of the migrations' source, so any change to them (another branch,
 * a migration being written) gets a template of its own, built once by whichever process asks first.
 */
function migratedTemplate(): Promise<string> {
  template ??= (async () => {
    const files = readdirSync(MIGRATIONS_DIR)
      .filter((file) => file.endsWith('.ts'))
      .sort();
    const digest = createHash('sha256');
    for (const file of files)
      digest.update(file).update(readFileSync(path.join(MIGRATIONS_DIR, file)));
    const name = `bff_template_${digest.digest('hex').slice(0, 16)}`;
    await admin(async (client) => {
      await client.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
      try {
        const found = await client.query('select 1 from pg_database where datname = $1', [name]);
        if (found.rowCount) return;
        // Built under another name and renamed, so a half-built template is never copied.
        const building = `${name}_${randomBytes(4).toString('hex')}`;
        await client.query(`create database "${building}"`);
        const knex = createDb({
          database: { client: 'pg', url: databaseUrl(await adminUrlOnce(), building) },
        });
        try {
          await migrateLatest(knex);
        } catch (error) {
          await destroyDb(knex);
          await client.query(`drop database if exists "${building}" with (force)`);
          throw error;
        }
        await destroyDb(knex);
        await client.query(`alter database "${building}" rename to "${name}"`);
      } finally {
        await client.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
      }
    });
    return name;
  })();
  return template;
}

const adminUrlOnce = () => (adminUrl ??= findAdminUrl());

const databaseUrl = (admin: string, name: string) => {
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return url.toString();
};

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
  const from = options.migrate === false ? '' : ` template "${await migratedTemplate()}"`;
  await admin((client) => client.query(`create database "${name}"${from}`));
  const url = databaseUrl(await adminUrlOnce(), name);
  const knex = createDb({ database: { client: 'pg', url } });
  let destroyed = false;
  return {
    knex,
    url,
    async destroy() {
      if (destroyed) return;
      destroyed = true;
      await destroyDb(knex);
      await admin((client) => client.query(`drop database if exists "${name}" with (force)`));
    },
  };
}
