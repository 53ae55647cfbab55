import http from 'node:http';
import { createApp } from './app.ts';
import { loadConfig } from './config.ts';
import type { Knex } from 'knex';
import { createDb, destroyDb } from './db/knex.ts';
import { closeEventStreams } from './events/event-hub.ts';
import { migrateLatest } from './db/migrate.ts';
import { isDatabaseEmpty, seedDemo } from './db/seed.ts';
import { createLogger, type Logger } from './logger.ts';
import { ensureFrontendBuilt } from './static/build.ts';
import { draftWeeklyStatusReports } from './jobs/draft-status-reports.ts';
import { startJobRunner } from './jobs/job-runner.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { exitOnStartFailure } from './start-failure.ts';
import { startGuidance } from './start-guidance.ts';
import { stopOnSignal } from './stop-on-signal.ts';

/** How long answers under way (an export) may take to finish once a stop is asked for. */
const DRAIN_MS = 7_000;
const IDLE_SWEEP_MS = 50;

/**
 * Stops serving: no new connections, every event stream ended at once (a client resumes on
 * another process from its last event), idle keep-alive connections closed as they become idle,
 * and answers still under way given until DRAIN_MS to finish before they are cut.
 */
function stopServing(server: http.Server, db: Knex, logger: Logger): Promise<void> {
  return new Promise<void>((resolve) => {
    const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
    const cut = setTimeout(() => {
      logger.warn('answers still under way after the drain time were cut');
      server.closeAllConnections();
    }, DRAIN_MS);
    server.close(() => {
      clearInterval(sweep);
      clearTimeout(cut);
      resolve();
    });
    closeEventStreams(db);
    server.closeIdleConnections();
  });
}

/**
 * Starts the BFF: config, database and migrations, the demo data on an empty embedded database,
 * then listens. `--build-missing` builds the frontend first when dist/ is missing or older than
 * its sources.
 */
async function main(argv: string[]): Promise<void> {
  const config = loadConfig();
  const logger = createLogger({ level: config.logLevel });
  if (config.generatedSecrets.length > 0) {
    logger.info(
      { generated: config.generatedSecrets, dataDir: config.dataDir },
      'generated missing secrets into the data directory',
    );
  }

  // One process per embedded database: a second start on the same DATA_DIR refuses.
  const unlock =
    config.database.client === 'pglite' ? lockDataDir(config.dataDir, config.publicUrl) : () => {};
  process.once('exit', unlock);

  if (argv.includes('--build-missing')) await ensureFrontendBuilt({ logger });

  const db = createDb(config, logger);
  const migrated = await migrateLatest(db);
  logger.info(
    { database: config.database.client, migrations: migrated.names },
    migrated.names.length > 0 ? `applied ${migrated.names.length} migrations` : 'schema up to date',
  );

  const deps = { config, db, logger };
  if (config.database.client === 'pglite' && (await isDatabaseEmpty(db))) {
    const result = await seedDemo(db, config);
    // The demo starts with this week's status report drafts, as the Monday job makes them.
    const reports = await draftWeeklyStatusReports(deps);
    logger.info(
      { inserted: { ...result.inserted, statusReports: reports.drafted } },
      'demo data loaded',
    );
  }

  const jobs = await startJobRunner(deps, { work: config.jobWorker });
  const app = createApp(deps);
  const server = http.createServer(app.callback());
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, resolve);
  });
  logger.info({ port: config.port, url: config.publicUrl }, `listening on ${config.publicUrl}`);
  for (const line of await startGuidance(db, config)) process.stdout.write(`${line}\n`);

  stopOnSignal(
    logger,
    async () => {
      // Requests under way (a long export) and background jobs finish side by side.
      await Promise.all([stopServing(server, db, logger), jobs.stop()]);
      await app.context.limiterStore?.close();
      await destroyDb(db);
      unlock();
    },
    { failed: 'error while closing the database' },
  );
}

main(process.argv.slice(2)).catch(exitOnStartFailure);
