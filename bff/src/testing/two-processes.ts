import { randomBytes } from 'node:crypto';
import { spawnBff } from './bff-process.ts';
import { contractClient, type ContractClient } from './contract-client.ts';
import { setupTestServer, type ServedTestApp } from './http.ts';
import { openForTests } from './open-for-tests.ts';

export interface TwoProcesses extends ServedTestApp {
  /** The spawned process's base URL, once beforeAll has run. */
  childUrl(): string;
  /** A contract client for the spawned process. */
  childApi: ContractClient;
}

/**
 * Two BFF processes on one test database with one session secret, each with its own caches:
 * the app served in this process ({@link setupTestServer}) and `bff/src/server.ts` spawned as
 * its own process. Registers the hooks; `api`, `db` and `childApi` can be destructured at once.
 */
export function setupTwoProcesses(): TwoProcesses {
  const sessionSecret = randomBytes(32).toString('hex');
  const own = setupTestServer({ config: { sessionSecret } });
  // Hooks run after in reverse: the child stops before the database is dropped.
  const child = openForTests(
    () =>
      spawnBff({
        DATABASE_URL: own.dbUrl(),
        SESSION_SECRET: sessionSecret,
        SECRETS_KEY: randomBytes(32).toString('hex'),
      }),
    (spawned) => spawned.stop(),
  );

  const childUrl = () => {
    if (!child.baseUrl) throw new Error('The second process starts in beforeAll: read it later');
    return child.baseUrl;
  };
  return {
    config: own.config,
    db: own.db,
    dbUrl: own.dbUrl,
    api: own.api,
    logs: own.logs,
    deps: own.deps,
    startJobs: own.startJobs,
    processHistory: own.processHistory,
    get server() {
      return own.server;
    },
    childUrl,
    childApi: contractClient(childUrl),
  };
}
