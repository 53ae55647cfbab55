/**
 * The product's BFF for the bench, in its own process so its memory is its own: the app of
 * `createApp` on `DATABASE_URL` (PostgreSQL) or, without it, on the embedded PGlite directory
 * `PGLITE_DIR`. Answers its port over IPC. With `BENCH_JOBS=1` it also works the jobs, as
 * `npm start` does (the work that follows each write, woken by its event), and with
 * `WEBHOOK_ALLOW_PRIVATE=true` delivers webhooks to loopback endpoints.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import v8 from 'node:v8';
import { createApp } from '../bff/src/app.ts';
import { createDb, destroyDb } from '../bff/src/db/knex.ts';
import { createLogger } from '../bff/src/logger.ts';
import { LIST_CACHE_DEFAULT_MIB } from '../bff/src/config.ts';
import { createTestConfig } from '../bff/src/testing/config.ts';
import { startJobRunner, type JobRunner } from '../bff/src/jobs/job-runner.ts';
import { SUMMARY } from '../bff/src/routes/projects/portfolio-summary.ts';
import { computationsOf } from '../bff/src/services/single-flight.ts';

const database = process.env.DATABASE_URL
  ? ({ client: 'pg', url: process.env.DATABASE_URL } as const)
  : ({ client: 'pglite', dir: process.env.PGLITE_DIR as string } as const);
const db = createDb({ database });
const server = http.createServer();
let jobs: JobRunner | undefined;
server.listen(0, '127.0.0.1', async () => {
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const config = createTestConfig({
    publicUrl: baseUrl,
    database,
    listCacheMiB: Number(process.env.LIST_CACHE_MIB ?? LIST_CACHE_DEFAULT_MIB),
    webhookAllowPrivate: process.env.WEBHOOK_ALLOW_PRIVATE === 'true',
    // The load generator is one person: the bench measures what runs, exports and open streams
    // cost, not their limits.
    eventStreamsPerPerson: 1000,
    reportingLimits: {
      runsPerMinute: 100_000,
      exportsPerMinute: 100_000,
      exportsPerCompany: 100_000,
    },
    // The same key across processes and restarts, when given: secrets at rest stay readable.
    ...(process.env.SECRETS_KEY ? { secretsKey: Buffer.from(process.env.SECRETS_KEY, 'hex') } : {}),
  });
  const deps = { config, db, logger: createLogger({ level: 'silent' }) };
  if (process.env.BENCH_JOBS === '1') jobs = await startJobRunner(deps, { work: true });
  server.on('request', createApp(deps).callback());
  process.send?.({ port: (server.address() as AddressInfo).port });
});
// `memory` asks for this process's memory figures as they are (garbage not yet collected
// included); `live memory` collects garbage first (the process runs with --expose-gc), so its
// heap figure is what is still referenced: what an export retains, not what it churns through.
// `newSpace` is the size V8 gives its young generation: it shrinks in an idle process and grows
// back under load, and rss with it.
process.on('message', (message) => {
  // How many times this process computed the summary: one per data version under a herd.
  if (message === 'summary computations') process.send?.({ answer: computationsOf(SUMMARY) });
  if (message === 'live memory') globalThis.gc?.();
  if (message === 'memory' || message === 'live memory') {
    const newSpace = v8.getHeapSpaceStatistics().find((s) => s.space_name === 'new_space');
    process.send?.({ memory: { ...process.memoryUsage(), newSpace: newSpace?.space_size ?? 0 } });
  }
});
/** Resolves once no query runs or waits for a connection (at most `ms` later). */
async function queriesSettled(ms = 5_000) {
  const pool = (db.client as { pool?: { numUsed(): number; numPendingAcquires(): number } }).pool;
  for (const end = Date.now() + ms; pool && Date.now() < end;) {
    if (pool.numUsed() + pool.numPendingAcquires() === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
process.on('disconnect', () => {
  server.closeAllConnections();
  server.close();
  // Requests cut off under load still finish their queries: the pool is destroyed after them,
  // or each acquire still waiting would be aborted and logged.
  void (jobs?.stop() ?? Promise.resolve()).then(() => queriesSettled()).then(() => destroyDb(db));
});
