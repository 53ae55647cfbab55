import knex, { type Knex } from 'knex';
import { knexConfig } from '../../../knexfile.ts';
import type { Config } from '../config.ts';
import type { Logger } from '../logger.ts';

export type { Knex };

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

/** Closes the pool; for PGlite this closes the database, which would otherwise keep the process alive. */
export async function destroyDb(db: Knex): Promise<void> {
  await db.destroy();
}
