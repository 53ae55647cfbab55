import { existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { createApp } from '../../bff/src/app.ts';
import { REPO_ROOT, type Config } from '../../bff/src/config.ts';
import { createTestConfig } from '../../bff/src/testing/config.ts';
import { createTestDb, type TestDb } from '../../bff/src/testing/db.ts';
import { closeServer, listenOnLoopback } from '../../bff/src/testing/loopback/listen.ts';
import { createLogger } from '../../bff/src/logger.ts';
import { startJobRunner } from '../../bff/src/jobs/job-runner.ts';

export interface Stack {
  /** e.g. http://127.0.0.1:41234 — the host, every widget and /api on one port. */
  baseUrl: string;
  db: TestDb;
  config: Config;
  close(): Promise<void>;
}

/**
 * The real product for a browser journey: the built host and widgets (dist/, made by
 * `npm run build` before the tests), served with /api by the BFF on a fresh PostgreSQL database.
 */
export async function startStack(
  overrides: Partial<Config> = {},
  {
    host,
    jobs = false,
  }: {
    host?: 'localhost';
    /** Works background jobs as `npm start` does (the work that follows a change: risks). */
    jobs?: boolean;
  } = {},
): Promise<Stack> {
  if (!existsSync(path.join(REPO_ROOT, 'dist', 'host', 'index.html'))) {
    throw new Error('dist/ is missing: run `npm run build` first (npm test does).');
  }
  const db = await createTestDb();
  const server = http.createServer();
  const baseUrl = await listenOnLoopback(server, host);
  const config = createTestConfig({
    publicUrl: baseUrl,
    database: { client: 'pg', url: db.url },
    ...overrides,
  });
  const logger = createLogger({
    level: process.env.E2E_LOG_LEVEL === 'debug' ? 'debug' : 'silent',
  });
  const app = createApp({ config, db: db.knex, logger });
  const runner = jobs
    ? await startJobRunner({ config, db: db.knex, logger }, { work: true })
    : null;
  server.on('request', app.callback());
  return {
    baseUrl,
    db,
    config,
    async close() {
      await closeServer(server);
      await runner?.stop();
      await db.destroy();
    },
  };
}

export interface ForeignSite {
  url: string;
  close(): Promise<void>;
}

/**
 * A page of another origin (another port on the same host: same-site, so the session cookie
 * travels with credentials), like a company's intranet serving its own HTML. Started before the
 * BFF so the BFF can be told to allow its origin; `html` is read at request time.
 */
export async function startForeignSite(html: () => string): Promise<ForeignSite> {
  const server = http.createServer((req, res) => {
    if (req.url === '/' || req.url?.startsWith('/?')) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(html());
    } else {
      res.writeHead(404).end();
    }
  });
  const url = await listenOnLoopback(server);
  return {
    url,
    close: () => closeServer(server),
  };
}
