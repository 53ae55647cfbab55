import { loadConfig, loadDatabaseConfig } from '../config.ts';
import { createLogger } from '../logger.ts';
import { createDb, destroyDb } from './knex.ts';
import { migrateLatest } from './migrate.ts';
import { DEMO_EMAIL, DEMO_PASSWORD, seed } from './seed.ts';

/**
 * `node --import tsx bff/src/db/cli.ts migrate|seed` (root scripts `db:migrate`, `db:seed`).
 * Works against DATABASE_URL or the embedded database; `seed` migrates first.
 */
async function main(command: string | undefined): Promise<void> {
  if (command !== 'migrate' && command !== 'seed') {
    throw new Error('Usage: cli.ts migrate|seed');
  }
  // Migrations need only the database: no SESSION_SECRET or SECRETS_KEY asked of them.
  const seedConfig = command === 'seed' ? loadConfig() : undefined;
  const config = seedConfig ?? loadDatabaseConfig();
  const logger = createLogger({ level: config.logLevel });
  const db = createDb(config, logger);
  try {
    const migrated = await migrateLatest(db);
    logger.info(
      { migrations: migrated.names },
      migrated.names.length > 0
        ? `applied ${migrated.names.length} migrations`
        : 'schema up to date',
    );
    if (seedConfig) {
      const result = await seed(db, seedConfig);
      const added = Object.values(result.inserted).some((count) => count > 0);
      logger.info(
        { inserted: result.inserted },
        added ? 'demo data loaded' : 'demo data already loaded: nothing to add',
      );
      logger.info(`sign in as ${DEMO_EMAIL} / ${DEMO_PASSWORD}`);
    }
  } finally {
    await destroyDb(db);
  }
}

main(process.argv[2]).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
