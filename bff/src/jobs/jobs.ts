import type { AppDeps } from '../app-deps.ts';
import { pruneExpiredSessions } from '../auth/session.ts';
import { deliverWebhooksJob } from '../integrations/deliveries.ts';
import { evaluateRisksJob } from './evaluate-risks.ts';
import { draftStatusReportsJob } from './draft-status-reports.ts';
import { processHistoryJob } from './process-history.ts';
import { projectUpdatesJob } from './project-updates.ts';
import { proposalMailJob } from './proposal-mail.ts';
import { weeklyDigestJob } from './weekly-digest.ts';
import { reportSchedulesJob } from './report-schedules.ts';
import { removeEvidenceObjectsJob } from './remove-evidence-objects.ts';
import { watchIncidentClocksJob } from './watch-incident-clocks.ts';

/**
 * A kind of background work: its queue name, how a failed run is retried, an optional schedule
 * and what it does. Work that a request asks for is sent to the queue and done here, never in
 * the request.
 */
export interface JobDefinition<Data extends object = Record<string, never>> {
  name: string;
  /** A cron expression in UTC: one run per tick across every process on the database. */
  schedule?: string;
  /** Runs after the first one that fail (default 3), `retryDelay` seconds apart, doubling. */
  retryLimit?: number;
  retryDelay?: number;
  /** `short`: at most one run waits in the queue (a second send while one waits is dropped). */
  policy?: 'standard' | 'short';
  /** A notification channel whose every notification queues a run (in processes that work). */
  wakeOn?: string;
  run(deps: AppDeps, data: Data): Promise<void>;
}

/** Deletes expired session rows (sign-outs delete their own; abandoned sessions expire). */
export const pruneSessions: JobDefinition = {
  name: 'prune-sessions',
  schedule: '*/10 * * * *',
  async run({ db, logger }) {
    const removed = await pruneExpiredSessions(db);
    if (removed > 0) logger.info({ removed }, 'expired sessions removed');
  },
};

/** Every job the runner works and schedules. */
export const JOBS: readonly JobDefinition<never>[] = [
  pruneSessions,
  processHistoryJob,
  evaluateRisksJob,
  draftStatusReportsJob,
  projectUpdatesJob as JobDefinition<never>,
  proposalMailJob as JobDefinition<never>,
  weeklyDigestJob,
  deliverWebhooksJob,
  reportSchedulesJob,
  removeEvidenceObjectsJob,
  watchIncidentClocksJob,
];
