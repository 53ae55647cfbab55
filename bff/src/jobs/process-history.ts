import type { Knex } from 'knex';
import type { AppDeps } from '../app-deps.ts';
import type { AuditEventRow } from '../audit/history.ts';
import { webhookDeliveries } from '../integrations/deliveries.ts';
import { riskEvaluation } from './evaluate-risks.ts';
import type { JobDefinition } from './jobs.ts';
import { projectUpdatesConsumer } from './project-updates.ts';
import { proposalMailConsumer } from './proposal-mail.ts';

/**
 * The work that follows a change (risk rules, notifications) reads the history as an outbox:
 * the `history_outbox` rows a trigger queues with every company event (see its migration). A
 * consumer is handed each batch of new events inside the transaction that removes them from
 * the outbox, so its writes commit with the removal or not at all: a failed batch stays queued
 * and is retried, and no event is handled twice.
 */

/** A company event of the history, as a consumer gets it. */
export interface HistoryEvent extends AuditEventRow {
  companyId: string;
  projectId: string | null;
}

export interface HistoryBatch {
  deps: AppDeps;
  /** The transaction of the batch: a consumer's writes go through it. */
  trx: Knex.Transaction;
  /** Oldest first. */
  events: readonly HistoryEvent[];
  /**
   * Runs `work` once the batch has committed (sending a job, which must not wait on the
   * batch's transaction: on the embedded database that is the one connection).
   */
  afterCommit(work: () => Promise<unknown>): void;
}

/** Something that acts on new history: it must tolerate events it has no interest in. */
export interface HistoryConsumer {
  name: string;
  handle(batch: HistoryBatch): Promise<void>;
}

const BATCH_SIZE = 200;

/**
 * Takes up to one batch of queued events (skipping those another process holds), hands them to
 * every consumer and removes them, in one transaction. Resolves with how many it handled.
 */
async function processBatch(deps: AppDeps, consumers: readonly HistoryConsumer[]): Promise<number> {
  const after: Array<() => Promise<unknown>> = [];
  const handled = await deps.db.transaction(async (trx) => {
    const taken = (await trx('history_outbox')
      .select('auditEventId')
      .orderBy('auditEventId')
      .limit(BATCH_SIZE)
      .forUpdate()
      .skipLocked()) as Array<{ auditEventId: string }>;
    if (taken.length === 0) return 0;
    const ids = taken.map((row) => row.auditEventId);
    const events = (await trx('audit_events')
      .select('*', trx.raw('id::text as id'))
      .whereIn('id', ids)
      .orderBy('auditEvents.id')) as HistoryEvent[];
    for (const consumer of consumers) {
      await consumer.handle({ deps, trx, events, afterCommit: (work) => after.push(work) });
    }
    await trx('history_outbox').whereIn('auditEventId', ids).delete();
    return taken.length;
  });
  for (const work of after) await work();
  return handled;
}

/** Handles every queued event, batch by batch (events written by a consumer included). */
export async function processHistory(
  deps: AppDeps,
  consumers: readonly HistoryConsumer[] = HISTORY_CONSUMERS,
): Promise<number> {
  let total = 0;
  for (;;) {
    const handled = await processBatch(deps, consumers);
    if (handled === 0) return total;
    total += handled;
  }
}

/** Every consumer of new history, in the order they act on a batch. */
export const HISTORY_CONSUMERS: readonly HistoryConsumer[] = [
  riskEvaluation,
  projectUpdatesConsumer,
  proposalMailConsumer,
  webhookDeliveries,
];

/**
 * The job: woken by every history notification in the processes that work jobs (one queued run
 * at a time is enough: it drains the outbox), and every minute in case a wake-up was missed.
 */
export const processHistoryJob: JobDefinition = {
  name: 'process-history',
  schedule: '* * * * *',
  policy: 'short',
  wakeOn: 'audit_events',
  retryDelay: 5,
  async run(deps) {
    await processHistory(deps);
  },
};
