import { mkdirSync } from 'node:fs';
import knex, { type Knex } from 'knex';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import ClientPgLite from 'knex-pglite';
import { knexSnakeCaseMappers } from 'objection';
import pg from 'pg';
import type { Config, DatabaseConfig } from '../config.ts';
import type { Logger } from '../logger.ts';
import { migrationSource, MIGRATIONS_TABLE } from './migrations/index.ts';
import { MINUTE_MS } from '@portfolio/contracts';

export type { Knex };

const INT8_OID = 20;
const DATE_OID = 1082;

/** A date column is a calendar date: kept as its `YYYY-MM-DD` text, never a Date at local midnight. */
const asText = (value: string) => value;

const typeParser = ((oid: number, format?: 'text' | 'binary') =>
  oid === INT8_OID && format !== 'binary'
    ? (value: string) => Number(value)
    : oid === DATE_OID && format !== 'binary'
      ? asText
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser;

/**
 * The Knex configuration for either database. Columns are snake_case in SQL and camelCase in
 * JavaScript. Results are typed the same on both drivers: numeric stays a string (money is
 * decimal), int8 such as count(*) becomes a number (PGlite does that already; pg is told to),
 * date stays its `YYYY-MM-DD` text on both.
 */
export function knexConfig(database: DatabaseConfig): Knex.Config {
  const shared: Knex.Config = {
    ...knexSnakeCaseMappers(),
    migrations: { migrationSource, tableName: MIGRATIONS_TABLE },
    acquireConnectionTimeout: 10_000,
  };
  if (database.client === 'pg') {
    return {
      ...shared,
      client: 'pg',
      connection: {
        connectionString: database.url,
        types: { getTypeParser: typeParser },
        // Nothing hangs: the server cancels a statement after 10 s, the client gives up on an
        // unanswered one after 15 s and on a connection attempt after 5 s.
        statement_timeout: 10_000,
        query_timeout: 15_000,
        // No JIT compilation: the BFF's statements are short aggregates over one company, where
        // compiling costs more than it saves (seconds on a 50,000-project summary whose plan the
        // planner overestimates), and PGlite has none.
        options: '-c jit=off',
        connectionTimeoutMillis: 5_000,
      } as Knex.PgConnectionConfig,
      pool: { min: 0, max: 10 },
    };
  }
  // PGlite creates its data directory's last level only.
  mkdirSync(database.dir, { recursive: true });
  return {
    ...shared,
    client: ClientPgLite,
    // The first acquire waits for PGlite's WebAssembly start, which takes 10–20 s on a busy
    // 2-core machine; its one connection is otherwise handed on as soon as a query ends.
    acquireConnectionTimeout: MINUTE_MS,
    // The search indexes need pg_trgm, which PGlite loads only when given at construction.
    connection: {
      pglite: new PGlite(database.dir, {
        extensions: { pg_trgm },
        parsers: { [DATE_OID]: asText },
      }),
    } as unknown as Knex.StaticConnectionConfig,
  };
}

/**
 * Opens the database of the config: PostgreSQL through `pg`, or the embedded PGlite directory.
 * PGlite has one connection: inside `db.transaction(trx => …)` use `trx` for every query.
 */
export function createDb(config: Pick<Config, 'database'>, logger?: Logger): Knex {
  return knex({ ...knexConfig(config.database), ...(logger ? { log: knexLog(logger) } : {}) });
}

/** Knex's own warnings (e.g. pool acquire errors) go to the app log instead of the console. */
function knexLog(logger: Logger): Knex.Config['log'] {
  const log = logger.child({ component: 'knex' });
  return {
    warn: (message: unknown) => log.warn({ detail: message }, 'knex warning'),
    error: (message: unknown) => log.error({ detail: message }, 'knex error'),
    deprecate: (method: string, alternative: string) =>
      log.warn({ method, alternative }, 'knex deprecation'),
    debug: (message: unknown) => log.debug({ detail: message }, 'knex debug'),
  };
}

const destroyHooks = new WeakMap<Knex, Array<() => Promise<void>>>();

/** Runs `hook` when `destroyDb(db)` closes the handle (e.g. to close a listening connection). */
export function onDestroy(db: Knex, hook: () => Promise<void>): void {
  destroyHooks.set(db, [...(destroyHooks.get(db) ?? []), hook]);
}

/** Closes the pool; for PGlite this closes the database, which would otherwise keep the process alive. */
export async function destroyDb(db: Knex): Promise<void> {
  await Promise.all((destroyHooks.get(db) ?? []).map((hook) => hook()));
  await db.destroy();
}
