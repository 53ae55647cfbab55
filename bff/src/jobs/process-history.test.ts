import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { setupTwoCompanies } from '../testing/two-companies.ts';
import {
  processHistory,
  processHistoryJob,
  type HistoryConsumer,
  type HistoryEvent,
} from './process-history.ts';

const t = setupTwoCompanies();
const { api, deps } = t;

/** A consumer that keeps what it is handed; it fails while `failing` is set. */
function recorder() {
  const seen: HistoryEvent[] = [];
  const consumer: HistoryConsumer & { failing: boolean } = {
    name: 'recorder',
    failing: false,
    async handle({ events }) {
      if (consumer.failing) throw new Error('not now');
      seen.push(...events);
    },
  };
  return { seen, consumer };
}

const rename = (id: string, name: string) =>
  api.call('updateProject', { params: { id }, body: { name }, cookie: t.adminA.cookie });

describe('the history as an outbox', () => {
  it('hands each committed company event to every consumer once, oldest first', async () => {
    await processHistory(deps(), []);
    const project = await t.projectOfA({ name: 'Outbox one' });
    expect((await rename(project.id, 'Outbox two')).status).toBe(200);
    expect((await rename(project.id, 'Outbox three')).status).toBe(200);
    const first = recorder();
    const second = recorder();
    expect(await processHistory(deps(), [first.consumer, second.consumer])).toBe(2);
    expect(first.seen.map((event) => [event.entity, event.action, event.entityId])).toEqual([
      ['project', 'updated', project.id],
      ['project', 'updated', project.id],
    ]);
    expect(first.seen[0]!.changes).toEqual({ name: { before: 'Outbox one', after: 'Outbox two' } });
    expect(first.seen[0]!).toMatchObject({ companyId: t.companyA.id, projectId: project.id });
    expect(Number(first.seen[0]!.id)).toBeLessThan(Number(first.seen[1]!.id));
    expect(second.seen).toEqual(first.seen);
    expect(await processHistory(deps(), [first.consumer])).toBe(0);
    expect(first.seen).toHaveLength(2);
  });

  it('a failing consumer leaves the batch queued, and its events are handed again', async () => {
    await processHistory(deps(), []);
    const project = await t.projectOfA();
    await rename(project.id, 'Retried');
    const { seen, consumer } = recorder();
    consumer.failing = true;
    await expect(processHistory(deps(), [consumer])).rejects.toThrow('not now');
    consumer.failing = false;
    expect(await processHistory(deps(), [consumer])).toBe(1);
    expect(seen.map((event) => event.entityId)).toEqual([project.id]);
  });

  it('a refused write queues nothing, and a person’s own settings are not company events', async () => {
    await processHistory(deps(), []);
    const project = await t.projectOfA();
    expect((await rename(project.id, '')).status).toBe(400);
    const put = await api.call('updatePreferences', {
      body: { emailNotifications: true, weeklyReports: false, projectUpdates: true },
      cookie: t.adminA.cookie,
    });
    expect(put.status).toBe(200);
    expect(await processHistory(deps(), [])).toBe(0);
  });

  it('two processes draining at once never hand the same event twice', async () => {
    await processHistory(deps(), []);
    const project = await t.projectOfA();
    for (let i = 0; i < 6; i++) await rename(project.id, `Name ${i}`);
    const { seen, consumer } = recorder();
    const slow: HistoryConsumer = {
      name: 'slow',
      handle: async (batch) => {
        await sleep(20);
        await consumer.handle(batch);
      },
    };
    const counts = await Promise.all([
      processHistory(deps(), [slow]),
      processHistory(deps(), [slow]),
    ]);
    expect(counts[0] + counts[1]).toBe(6);
    expect(new Set(seen.map((event) => event.id)).size).toBe(6);
    expect(seen).toHaveLength(6);
  });

  it('the job runner wakes on a change and drains it without waiting for its schedule', async () => {
    await processHistory(deps(), []);
    const { seen, consumer } = recorder();
    const job = {
      ...processHistoryJob,
      schedule: undefined,
      run: () => processHistory(deps(), [consumer]).then(() => {}),
    };
    const runner = await t.startJobs([job], 30);
    try {
      const project = await t.projectOfA();
      await rename(project.id, 'Woken');
      await expect
        .poll(() => seen.map((event) => event.entityId), { timeout: 5_000 })
        .toEqual([project.id]);
    } finally {
      await runner.stop();
    }
  });
});
