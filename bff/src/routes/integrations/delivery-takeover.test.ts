import { setTimeout as sleep } from 'node:timers/promises';
import { randomBytes } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { deliverDue } from '../../integrations/deliveries.ts';
import { spawnBff } from '../../testing/bff-process.ts';
import { setupTwoCompanies } from '../../testing/two-companies.ts';
import { setupWebhookReceiver } from '../../testing/loopback/webhook-receiver.ts';
import { MINUTE_MS } from '@portfolio/contracts';

// A sender killed mid-try: its deliveries are taken by another process within the lease (ten
// seconds), not after a long lease and the next minute's tick, and the log says the message may
// have been sent twice. A live sender keeps its deliveries however slow the endpoint.

const t = setupTwoCompanies();
const { api, config, deps } = t;

const receiver = setupWebhookReceiver();
beforeEach(() => {
  config.webhookAllowPrivate = true;
  config.webhookTimeoutSeconds = 15;
});

async function slackEndpoint(path: string) {
  const created = await api.ok('createWebhook', {
    ...t.ofA(),
    cookie: t.adminA.cookie,
    body: { kind: 'slack', url: `${receiver.url}${path}`, eventTypes: ['project.updated'] },
  });
  return created.body.webhook.id;
}

const logOf = async (webhookId: string) =>
  (
    await api.ok('listWebhookDeliveries', {
      params: { id: webhookId },
      cookie: t.adminA.cookie,
    })
  ).body;

describe('a sender that stops mid-try', () => {
  it('a killed process’s delivery is taken over within seconds and logged as sent again', async () => {
    receiver.answer('/killed', 'hang');
    const webhookId = await slackEndpoint('/killed');
    // Another BFF process works the delivery job on the same database.
    const child = await spawnBff({
      DATABASE_URL: t.dbUrl(),
      SESSION_SECRET: randomBytes(32).toString('hex'),
      SECRETS_KEY: randomBytes(32).toString('hex'),
      WEBHOOK_ALLOW_PRIVATE: 'true',
      REDIS_URL: '',
    });
    try {
      await api.ok('pingWebhook', { params: { id: webhookId }, cookie: t.adminA.cookie });
      await receiver.waitFor('/killed', 1, MINUTE_MS);
      const exited = new Promise((resolve) => child.process.once('exit', resolve));
      child.process.kill('SIGKILL');
      await exited;
    } finally {
      await child.stop();
    }
    const killedAt = Date.now();
    receiver.answer('/killed', { status: 200 });
    // This process runs the job as the minute's tick or its wake-up would, twice a second.
    while (receiver.on('/killed').length < 2 && Date.now() - killedAt < 30_000) {
      const run = await deliverDue(deps());
      if (run.tried === 0) {
        // Whoever finds the dead sender's lease is told when it ends.
        expect(run.retries.length).toBeGreaterThan(0);
        expect(Math.max(...run.retries)).toBeLessThanOrEqual(12);
      }
      await sleep(500);
    }
    expect(receiver.on('/killed')).toHaveLength(2);
    expect(Date.now() - killedAt).toBeLessThan(15_000);
    const [delivery] = await logOf(webhookId);
    expect(delivery).toMatchObject({ state: 'succeeded', attempts: 2, interruptedAttempts: 1 });
  }, 180_000);

  it('a live sender keeps its delivery past the lease while the endpoint is slow', async () => {
    config.webhookTimeoutSeconds = 14;
    receiver.answer('/slow', 'hang');
    const webhookId = await slackEndpoint('/slow');
    await api.ok('pingWebhook', { params: { id: webhookId }, cookie: t.adminA.cookie });
    const first = deliverDue(deps());
    await receiver.waitFor('/slow', 1);
    await sleep(11_500);
    expect((await deliverDue(deps())).tried).toBe(0);
    expect(receiver.on('/slow')).toHaveLength(1);
    expect((await first).tried).toBe(1);
    const [delivery] = await logOf(webhookId);
    expect(delivery).toMatchObject({ state: 'pending', attempts: 1, interruptedAttempts: 0 });
  }, 40_000);
});
