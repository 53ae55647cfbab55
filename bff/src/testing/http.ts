import http from 'node:http';
import type { Knex } from 'knex';
import { afterAll, beforeAll } from 'vitest';
import type { AppDeps } from '../app-deps.ts';
import { createApp } from '../app.ts';
import type { Config } from '../config.ts';
import type { RouteModules } from '../routes/index.ts';
import { createTestConfig } from './config.ts';
import { contractClient, type ContractClient } from './contract-client.ts';
import { createTestDb, type TestDb } from './db.ts';
import { captureLogs, type CapturedLogs } from './logger.ts';
import { closeServer, listenOnLoopback } from './loopback/listen.ts';
import { processHistory } from '../jobs/process-history.ts';
import { startJobRunner, type JobRunner } from '../jobs/job-runner.ts';
import type { JobDefinition } from '../jobs/jobs.ts';

export interface TestServer {
  /** e.g. `http://127.0.0.1:43127`, no trailing slash. */
  baseUrl: string;
  server: http.Server;
  close(): Promise<void>;
}

/** Starts `createApp(deps, routes)` on an ephemeral loopback port. Does not close `deps.db`. */
export async function startTestServer(deps: AppDeps, routes?: RouteModules): Promise<TestServer> {
  const app = createApp(deps, routes);
  const server = http.createServer(app.callback());
  return { baseUrl: await listenOnLoopback(server), server, close: () => closeServer(server) };
}

/** The handles of {@link setupTestServer}; `server` and `db()` answer once beforeAll has run. */
export interface ServedTestApp {
  /** `createTestConfig` with the overrides given. */
  config: Config;
  /** The test database. */
  db(): Knex;
  /** Its connection URL, for another process to share it. */
  dbUrl(): string;
  readonly server: TestServer;
  /** A contract client for `server`, usable from the first hook or test on. */
  api: ContractClient;
  /** Everything the app logs, at debug level. */
  logs: CapturedLogs;
  /**
   * The app's deps (this config, the test database, the logger of `logs`), for a job or a
   * service a test runs itself, as the job runner hands them but without its `jobs` queue.
   */
  deps(): AppDeps;
  /**
   * A job runner working `jobs` with its own pg-boss on the test database, as a process working
   * jobs would, polling every `pollingIntervalSeconds`: stop it when done.
   */
  startJobs(
    jobs: readonly JobDefinition<never>[],
    pollingIntervalSeconds?: number,
  ): Promise<JobRunner>;
  /**
   * Does the work that follows the writes so far (risk rules, notifications), as the job
   * runner's `process-history` job does; resolves with how many events it handled.
   */
  processHistory(): Promise<number>;
}

/**
 * The app served over a fresh, migrated database for the tests of one file: registers the
 * beforeAll that creates both and the afterAll that closes the server and drops the database.
 * `config`, `db`, `api` and `logs` can be destructured at once; `routes` as `createApp` takes them.
 */
export function setupTestServer(
  options: { config?: Partial<Config>; routes?: RouteModules } = {},
): ServedTestApp {
  const config = createTestConfig(options.config);
  const logs = captureLogs();
  let testDb: TestDb | undefined;
  let server: TestServer | undefined;

  beforeAll(async () => {
    testDb = await createTestDb();
    server = await startTestServer(
      { config, db: testDb.knex, logger: logs.logger },
      options.routes,
    );
  });
  afterAll(async () => {
    await server?.close();
    await testDb?.destroy();
  });

  const started = (): { testDb: TestDb; server: TestServer } => {
    if (!testDb || !server) throw new Error('The test server starts in beforeAll: read it later');
    return { testDb, server };
  };
  const deps = (): AppDeps => ({ config, db: started().testDb.knex, logger: logs.logger });
  return {
    config,
    logs,
    db: () => started().testDb.knex,
    dbUrl: () => started().testDb.url,
    get server() {
      return started().server;
    },
    api: contractClient(() => started().server.baseUrl),
    deps,
    startJobs: (jobs, pollingIntervalSeconds = 0.5) =>
      startJobRunner(
        { ...deps(), config: { ...config, database: { client: 'pg', url: started().testDb.url } } },
        { work: true, jobs, timing: { pollingIntervalSeconds } },
      ),
    processHistory: () => processHistory(deps()),
  };
}
