import PgBoss from 'pg-boss';
import type { AppDeps, JobSender, SendOptions } from '../app-deps.ts';
import { listenerOf } from '../db/listener.ts';
import { JOBS, type JobDefinition } from './jobs.ts';
import { pgliteExecuteSql } from './pglite-sql.ts';

/**
 * pg-boss keeps jobs in the application's own PostgreSQL (schema `pgboss`): a job sent is a row
 * committed like any other, so it survives a restart; workers lock jobs with `SKIP LOCKED`, so
 * any number of processes share a queue and each job runs once; a schedule's tick is taken by
 * one process only (its cron row is updated with a time check). Chosen over graphile-worker,
 * whose current versions declare Node 22.18+, and over Redis-based queues, which would make
 * Redis required. On the embedded PGlite it runs the same code over knex's one connection.
 */
export interface JobRunner extends JobSender {
  /**
   * Queues a job; it runs in whichever process works jobs. Resolves with its id (null when a
   * `singletonKey` found one waiting).
   */
  send<Data extends object>(
    job: JobDefinition<Data>,
    data: Data,
    options?: SendOptions,
  ): Promise<string | null>;
  /** Stops polling and waits for jobs in progress (up to the grace period); idempotent. */
  stop(): Promise<void>;
  /** The underlying pg-boss instance, for tests and tools. */
  readonly boss: PgBoss;
}

export interface JobRunnerOptions {
  /**
   * Whether this process works jobs and keeps their schedules (JOB_WORKER). A web process with
   * `false` only sends; `npm run worker` processes do the work.
   */
  work: boolean;
  /** The jobs to work; every job of `jobs.ts` unless a test says otherwise. */
  jobs?: readonly JobDefinition<never>[];
  /** Shorter intervals than the defaults, for tests (seconds; see pg-boss's options). */
  timing?: Timing;
}

export interface Timing {
  /** Between polls of a queue: 2 by default, at least 0.5. */
  pollingIntervalSeconds?: number;
  /** Between checks of the schedules: 30 by default, 1–45. */
  cronMonitorIntervalSeconds?: number;
  /** Between moves of due schedule ticks into their queues: 5 by default, 1–45. */
  cronWorkerIntervalSeconds?: number;
}

const STOP_GRACE_MS = 8_000;
/** What PostgreSQL says when two processes create the same queue at once (deadlock, duplicate). */
const RACED = new Set(['40P01', '23505', '42P07']);

/**
 * Creates the job's queue unless it exists. Two processes starting together may both create it;
 * PostgreSQL then breaks their deadlock by failing one, which finds the queue made by the other.
 */
async function ensureQueue(boss: PgBoss, job: JobDefinition<never>, tries = 3): Promise<void> {
  if (await boss.getQueue(job.name)) return;
  try {
    await boss.createQueue(job.name, {
      name: job.name,
      retryLimit: job.retryLimit ?? 3,
      retryDelay: job.retryDelay ?? 30,
      retryBackoff: true,
      policy: job.policy ?? 'standard',
    });
  } catch (error) {
    if (tries <= 1 || !RACED.has((error as { code?: string }).code ?? '')) throw error;
    await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
    await ensureQueue(boss, job, tries - 1);
  }
}

export async function startJobRunner(deps: AppDeps, options: JobRunnerOptions): Promise<JobRunner> {
  const { config, db, logger } = deps;
  const log = logger.child({ component: 'jobs' });
  const jobs = options.jobs ?? JOBS;
  const boss = new PgBoss({
    ...(config.database.client === 'pg'
      ? { connectionString: config.database.url, max: 4, application_name: 'portfolio-jobs' }
      : { db: { executeSql: pgliteExecuteSql(db) } }),
    supervise: options.work,
    schedule: options.work,
    ...options.timing,
  });
  boss.on('error', (error) => log.error({ err: error }, 'job runner error'));
  await boss.start();

  for (const job of jobs) await ensureQueue(boss, job);
  const send: JobRunner['send'] = (job, data, sendOptions = {}) =>
    boss.send(job.name, data, { ...sendOptions });
  // A job's run can queue follow-up work (a history batch queues e-mails).
  const runDeps: AppDeps = { ...deps, jobs: { send } };
  const wakeUps: Array<() => void> = [];
  if (options.work) {
    for (const job of jobs) {
      const workerId = await boss.work<object>(
        job.name,
        { pollingIntervalSeconds: options.timing?.pollingIntervalSeconds ?? 2 },
        async (batch) => {
          for (const received of batch) {
            const started = Date.now();
            try {
              await job.run(runDeps, received.data as never);
              log.debug({ job: job.name, id: received.id, ms: Date.now() - started }, 'job done');
            } catch (error) {
              // Thrown on: pg-boss marks the try failed and retries it with back-off.
              log.warn({ err: error, job: job.name, id: received.id }, 'job failed');
              throw error;
            }
          }
        },
      );
      if (job.schedule) await boss.schedule(job.name, job.schedule, {}, { tz: 'UTC' });
      if (job.wakeOn) {
        // Queued, then this process's worker asked to look now rather than at its next poll.
        const wake = () =>
          void boss
            .send(job.name, {})
            .then(() => boss.notifyWorker(workerId))
            .catch((error: unknown) => log.warn({ err: error, job: job.name }, 'wake-up failed'));
        wakeUps.push(listenerOf(db).on(job.wakeOn, wake).off);
        // And once now: work announced while no process listened (a restart) is not left
        // waiting for the schedule's next tick.
        wake();
      }
    }
  }

  let stopped: Promise<void> | undefined;
  return {
    boss,
    send,
    stop() {
      for (const off of wakeUps) off();
      // Jobs still running after the grace period are marked failed, to be retried.
      stopped ??= boss
        .stop({ graceful: true, wait: true, timeout: STOP_GRACE_MS })
        .catch((error: unknown) => log.warn({ err: error }, 'job runner did not stop cleanly'));
      return stopped;
    },
  };
}
