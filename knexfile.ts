import { mkdirSync } from 'node:fs';
import type { Knex } from 'knex';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import ClientPgLite from 'knex-pglite';
import { knexSnakeCaseMappers } from 'objection';
import pg from 'pg';
import { loadDatabaseConfig, type DatabaseConfig } from './bff/src/config.ts';
import { migrationSource, MIGRATIONS_TABLE } from './bff/src/db/migrations/index.ts';

const INT8_OID = 20;

const int8AsNumber = ((oid: number, format?: 'text' | 'binary') =>
  oid === INT8_OID && format !== 'binary'
    ? (value: string) => Number(value)
    : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser;

/**
 * The Knex configuration for either database. Columns are snake_case in SQL and camelCase in
 * JavaScript. Results are typed the same on both drivers: numeric stays a string (money is
 * decimal), int8 such as count(*) becomes a number (PGlite does that already; pg is told to).
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
        types: { getTypeParser: int8AsNumber },
      } as Knex.PgConnectionConfig,
      pool: { min: 0, max: 10 },
    };
  }
  // PGlite creates its data directory's last level only.
  mkdirSync(database.dir, { recursive: true });
  return {
    ...shared,
    client: ClientPgLite,
    // The search indexes need pg_trgm, which PGlite loads only when given at construction.
    connection: {
      pglite: new PGlite(database.dir, { extensions: { pg_trgm } }),
    } as unknown as Knex.StaticConnectionConfig,
  };
}

/** For the knex CLI: `node --import tsx node_modules/knex/bin/cli.js --knexfile knexfile.ts …`. */
export default function knexfile(): Knex.Config {
  return knexConfig(loadDatabaseConfig());
}
