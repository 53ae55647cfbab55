import { ConfigError, loadConfig } from './config.ts';
import { createDb, destroyDb } from './db/knex.ts';
import { migrateLatest } from './db/migrate.ts';
import { startJobRunner } from './jobs/job-runner.ts';
import { createLogger } from './logger.ts';
import { exitOnStartFailure } from './start-failure.ts';
import { stopOnSignal } from './stop-on-signal.ts';

/**
 * `npm run worker`: a process that only works background jobs and keeps their schedules, for
 * deployments that scale the web tier (`JOB_WORKER=false`) and the workers apart. Any number
 * may run on one PostgreSQL database; each job runs once.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  if (config.database.client === 'pglite') {
    throw new ConfigError([
      'npm run worker needs DATABASE_URL: on the embedded database, `npm start` works the jobs itself',
    ]);
  }
  const logger = createLogger({ level: config.logLevel });
  const db = createDb(config, logger);
  await migrateLatest(db);
  const jobs = await startJobRunner({ config, db, logger }, { work: true });
  logger.info('worker started: working background jobs');

  stopOnSignal(
    logger,
    async () => {
      await jobs.stop();
      await destroyDb(db);
    },
    { name: 'worker', failed: 'error while stopping the worker' },
  );
}

main().catch(exitOnStartFailure);
