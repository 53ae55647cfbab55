import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '../app-deps.ts';
import { createLogger } from '../logger.ts';
import { createTestConfig } from '../testing/config.ts';
import { createTestDb, type TestDb } from '../testing/db.ts';
import { startJobRunner, type JobRunner, type Timing } from './job-runner.ts';
import type { JobDefinition } from './jobs.ts';

const FAST: Timing = {
  pollingIntervalSeconds: 0.5,
  cronMonitorIntervalSeconds: 1,
  cronWorkerIntervalSeconds: 1,
};

let testDb: TestDb;
let deps: AppDeps;
const runners: JobRunner[] = [];

beforeAll(async () => {
  testDb = await createTestDb();
  deps = {
    config: createTestConfig({ database: { client: 'pg', url: testDb.url } }),
    db: testDb.knex,
    logger: createLogger({ level: 'silent' }),
  };
});
afterAll(async () => {
  await Promise.all(runners.map((runner) => runner.stop()));
  await testDb?.destroy();
});

/** A runner of its own pg-boss instance and pool, as another process would have. */
async function runner(work: boolean, jobs: readonly JobDefinition<never>[]): Promise<JobRunner> {
  const started = await startJobRunner(deps, { work, jobs, timing: FAST });
  runners.push(started);
  return started;
}

/** A job that records the data of each run it is given. */
function recordingJob(
  name: string,
  options: Partial<JobDefinition<{ n: number }>> = {},
): JobDefinition<{ n: number }> & { runs: number[] } {
  const runs: number[] = [];
  return {
    name,
    runs,
    retryDelay: 1,
    run: async (_deps, data) => void runs.push(data.n),
    ...options,
  };
}

describe('the job runner on PostgreSQL', () => {
  it('works a job sent by a process that does not work jobs, once', async () => {
    const job = recordingJob('test-sent');
    const web = await runner(false, [job]);
    await web.send(job, { n: 1 });
    await web.send(job, { n: 2 });
    await runner(true, [job]);
    await expect.poll(() => [...job.runs].sort(), { timeout: 15_000 }).toEqual([1, 2]);
  });

  it('keeps a sent job across a restart: a worker started later does it', async () => {
    const job = recordingJob('test-restart');
    const before = await runner(false, [job]);
    await before.send(job, { n: 7 });
    await before.stop();
    expect(job.runs).toEqual([]);
    await runner(true, [job]);
    await expect.poll(() => job.runs, { timeout: 15_000 }).toEqual([7]);
  });

  it('retries a failed run with back-off until it succeeds', async () => {
    let tries = 0;
    const job = recordingJob('test-retry', {
      retryLimit: 2,
      async run() {
        tries += 1;
        if (tries < 2) throw new Error('the first try fails');
      },
    });
    const worker = await runner(true, [job]);
    const id = await worker.send(job, { n: 1 });
    await expect
      .poll(async () => (await worker.boss.getJobById(job.name, id as string))?.state, {
        timeout: 20_000,
      })
      .toBe('completed');
    expect(tries).toBe(2);
  });

  it('runs a scheduled job once per tick across two processes', async () => {
    // Both runners start well inside one minute, so the minute's tick is the only one due.
    const second = new Date().getUTCSeconds();
    if (second > 45) await sleep((61 - second) * 1000);
    const job = recordingJob('test-schedule', {
      schedule: '* * * * *',
      run: async () => void job.runs.push(Date.now()),
    });
    await Promise.all([runner(true, [job]), runner(true, [job])]);
    await expect.poll(() => job.runs.length, { timeout: 12_000 }).toBeGreaterThan(0);
    // Both processes check the schedule every second: a second run would come within seconds.
    await sleep(4_000);
    expect(job.runs).toHaveLength(1);
  });
});
