/**
 * Webhook delivery at volume: 1,000 changes to 5 endpoints on loopback, measured from the
 * commit of the changes to the last delivery received, once with the BFF running throughout and once
 * with the BFF stopped (SIGTERM-like: its job runner stops gracefully) and started again once
 * 2,000 of the 5,000 deliveries arrived. The baseline of the same run is the first case: the
 * restart's cost is read against it.
 *
 * The BFF is `bench/bff-server.ts` with its job runner (BENCH_JOBS=1) and
 * WEBHOOK_ALLOW_PRIVATE=true, in its own process, on a fresh PostgreSQL database; the endpoints
 * are five HTTP servers in this process that answer 200 and record each request's `webhook-id`.
 * The changes are 1,000 project updates written through the unit of work (the one write path,
 * history included) in one transaction, as a bulk change would be: the history outbox, the
 * delivery rows and the deliveries are what is measured. None may be lost (every change
 * reaches every endpoint) or doubled (no `webhook-id` arrives twice).
 */
import { randomUUID } from 'node:crypto';
import { SYSTEM_ACTOR, write } from '../bff/src/audit/unit-of-work.ts';
import { createWebhook } from '../bff/src/integrations/webhooks.ts';
import { createTestConfig } from '../bff/src/testing/config.ts';
import { createTestDb } from '../bff/src/testing/db.ts';
import {
  startWebhookReceiver,
  type WebhookReceiver,
} from '../bff/src/testing/loopback/webhook-receiver.ts';
import { seedPortfolio } from './seed.ts';
import { startServer, type Server } from './server-process.ts';

const EVENTS = Number(process.env.BENCH_WEBHOOK_EVENTS ?? 1_000);
const ENDPOINTS = 5;
const LIMIT_MS = 10_000;
/** Deliveries received before the BFF is restarted, in the second case. */
const RESTART_AFTER = 2_000;
/** How long a case may take before it is reported as missed with what arrived. */
const GIVE_UP_MS = 120_000;

export const WEBHOOK_TARGET = `${EVENTS.toLocaleString('en-US')} events to ${ENDPOINTS} endpoints delivered within ${LIMIT_MS / 1000} s, none lost or doubled, also across a BFF restart`;

export interface WebhookCase {
  name: string;
  restarted: boolean;
  /** From the changes' commit to the last delivery received. */
  ms: number;
  /** To the first delivery received. */
  firstMs: number | null;
  /** Writing the changes, one transaction (before the clock starts). */
  writeMs: number;
  /** The BFF's stop and start again, when restarted (included in `ms`). */
  restartMs: number | null;
  /** Of which the stop (the job runner finishing its run gracefully). */
  stopMs: number | null;
  expected: number;
  received: number;
  lost: number;
  doubled: number;
  met: boolean;
}

export interface WebhookFigures {
  events: number;
  endpoints: number;
  cases: WebhookCase[];
  met: boolean;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function runCase(name: string, restart: boolean): Promise<WebhookCase> {
  const testDb = await createTestDb();
  const receivers: WebhookReceiver[] = [];
  let server: Server | undefined;
  try {
    const { company } = await seedPortfolio(testDb.knex, 100);
    const config = createTestConfig({ webhookAllowPrivate: true });
    // The BFF's processes read the signing secrets with the key they were written with.
    const secretsKey = config.secretsKey.toString('hex');
    for (let i = 0; i < ENDPOINTS; i++) {
      const receiver = await startWebhookReceiver();
      receivers.push(receiver);
      await write({ db: testDb.knex }, SYSTEM_ACTOR, (uow) =>
        createWebhook(uow, config, company.id, null, {
          url: `${receiver.url}/hook`,
          eventTypes: ['project.updated'],
        }),
      );
    }
    const env = {
      DATABASE_URL: testDb.url,
      BENCH_JOBS: '1',
      WEBHOOK_ALLOW_PRIVATE: 'true',
      SECRETS_KEY: secretsKey,
    };
    server = await startServer('bff-server.ts', env);
    const projects = (await testDb
      .knex('projects')
      .where({ companyId: company.id })
      .select('id', 'companyId', 'name')) as Array<{ id: string; companyId: string; name: string }>;
    const received = () => receivers.reduce((sum, r) => sum + r.received.length, 0);
    const expected = EVENTS * ENDPOINTS;

    const writing = Date.now();
    await write({ db: testDb.knex }, SYSTEM_ACTOR, async (uow) => {
      for (let i = 0; i < EVENTS; i++) {
        const project = projects[i % projects.length]!;
        await uow.record({
          entity: 'project',
          id: project.id,
          action: 'updated',
          before: { ...project, notes: null },
          after: { ...project, notes: `Change ${i} ${randomUUID()}` },
        });
      }
    });
    // The clock starts as the events commit: from then on they are the BFF's to deliver.
    const started = Date.now();
    const writeMs = started - writing;

    let firstMs: number | null = null;
    void (async () => {
      while (received() === 0 && Date.now() - started < GIVE_UP_MS) await wait(2);
      firstMs = Date.now() - started;
    })();
    let restartMs: number | null = null;
    let stopMs: number | null = null;
    if (restart) {
      while (received() < RESTART_AFTER && Date.now() - started < GIVE_UP_MS) await wait(5);
      const stopping = Date.now();
      await server.stop();
      stopMs = Date.now() - stopping;
      server = await startServer('bff-server.ts', env);
      restartMs = Date.now() - stopping;
    }
    while (received() < expected && Date.now() - started < GIVE_UP_MS) await wait(5);
    const ms = Date.now() - started;
    // Anything doubled would arrive a moment later: wait for stragglers before counting.
    await wait(1_000);
    const ids = receivers.flatMap((r) => r.received.map((q) => String(q.headers['webhook-id'])));
    const unique = new Set(ids).size;
    const lost = expected - unique;
    const doubled = ids.length - unique;
    return {
      name,
      restarted: restart,
      ms,
      writeMs,
      firstMs,
      restartMs,
      stopMs,
      expected,
      received: ids.length,
      lost,
      doubled,
      met: lost === 0 && doubled === 0 && ms <= LIMIT_MS,
    };
  } finally {
    await server?.stop();
    for (const receiver of receivers) await receiver.close();
    await testDb.destroy();
  }
}

export async function measureWebhookDelivery(): Promise<WebhookFigures> {
  const cases = [
    await runCase('running throughout', false),
    await runCase(`restarted after ${RESTART_AFTER.toLocaleString('en-US')} deliveries`, true),
  ];
  return { events: EVENTS, endpoints: ENDPOINTS, cases, met: cases.every((c) => c.met) };
}
