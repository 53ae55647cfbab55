import type { Knex } from 'knex';
import { loadDatabaseConfig } from './bff/src/config.ts';
import { knexConfig } from './bff/src/db/knex.ts';

/** For the knex CLI: `node --import tsx node_modules/knex/bin/cli.js --knexfile knexfile.ts …`. */
export default function knexfile(): Knex.Config {
  return knexConfig(loadDatabaseConfig().database);
}
