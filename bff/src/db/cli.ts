import path from 'node:path';
import { loadConfig, loadDatabaseConfig } from '../config.ts';
import { createLogger } from '../logger.ts';
import { backupDataDir, restoreDataDir } from './backup.ts';
import { createDb, destroyDb } from './knex.ts';
import { migrateLatest } from './migrate.ts';
import { DEMO_EMAIL, DEMO_PASSWORD, seed } from './seed.ts';

const USAGE = 'Usage: cli.ts migrate | seed | backup [FILE] | restore FILE';

/** `portfolio-backup-2026-11-28T10-15-00Z.tar.gz`: sorts by time, no characters a shell minds. */
const defaultBackupFile = () =>
  `portfolio-backup-${new Date()
    .toISOString()
    .replace(/[:]/g, '-')
    .replace(/\.\d+Z$/, 'Z')}.tar.gz`;

/** `backup` and `restore`: the embedded database only; PostgreSQL has its own tools. */
async function backupOrRestore(command: 'backup' | 'restore', file: string | undefined) {
  const config = loadDatabaseConfig();
  if (config.database.client !== 'pglite') {
    throw new Error(
      `DATABASE_URL is set: back up PostgreSQL with pg_dump and restore with pg_restore (README, "Backing up")`,
    );
  }
  if (command === 'backup') {
    const target = path.resolve(file ?? defaultBackupFile());
    const entries = await backupDataDir(config.dataDir, target);
    console.log(`Backed up ${config.dataDir} (${entries.join(', ')}) to ${target}`);
    return;
  }
  if (!file) throw new Error('Usage: npm run db:restore FILE (a file made by npm run db:backup)');
  const aside = await restoreDataDir(config.dataDir, path.resolve(file));
  console.log(
    `Restored ${file} into ${config.dataDir}` +
      (aside ? `; what it held before is in ${aside} (remove it when the restore is right)` : ''),
  );
}

/**
 * `node --import tsx bff/src/db/cli.ts migrate|seed|backup|restore` (root scripts `db:migrate`,
 * `db:seed`, `db:backup`, `db:restore`). Migrate and seed work against DATABASE_URL or the
 * embedded database (`seed` migrates first); backup and restore, the embedded one.
 */
async function main(command: string | undefined, file: string | undefined): Promise<void> {
  if (command === 'backup' || command === 'restore') return backupOrRestore(command, file);
  if (command !== 'migrate' && command !== 'seed') throw new Error(USAGE);
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

main(process.argv[2], process.argv[3]).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
