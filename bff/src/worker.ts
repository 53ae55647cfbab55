import { ConfigError, loadConfig } from './config.ts';
import { createDb, destroyDb } from './db/knex.ts';
import { migrateLatest } from './db/migrate.ts';
import { startJobRunner } from './jobs/job-runner.ts';
import { createLogger } from './logger.ts';
import { exitOnStartFailure } from './start-failure.ts';

/** Jobs under way get this long to finish (the job runner gives them 8 s), then the worker exits. */
const SHUTDOWN_GRACE_MS = 10_000;

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

  let stopping = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'worker shutting down');
    const force = setTimeout(() => {
      logger.error('worker shutdown timed out, exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    try {
      await jobs.stop();
      await destroyDb(db);
      logger.info('worker stopped');
    } catch (error) {
      logger.error({ err: error }, 'error while stopping the worker');
      process.exitCode = 1;
    }
    // Everything is closed: a handle some library left open must not hold the exit back.
    setTimeout(() => process.exit(), 200).unref();
  };
  process.once('SIGINT', (signal) => void shutdown(signal));
  process.once('SIGTERM', (signal) => void shutdown(signal));
}

main().catch(exitOnStartFailure);
