import type { Knex } from 'knex';
import type { Logger } from '../logger.ts';
import { pruneExpiredSessions } from './session.ts';

export const SESSION_PRUNE_INTERVAL_MS = 10 * 60 * 1000;

export interface SessionPruner {
  /** Stops the timer and waits for a run in progress; call on shutdown before closing the db. */
  stop(): Promise<void>;
}

/**
 * Deletes expired session rows now and then every `intervalMs`. The timer is unref'd, so it
 * never keeps the process alive; a failed run is logged and retried at the next tick. Every
 * BFF process may run it: the delete is idempotent.
 */
export function startSessionPruning(
  db: Knex,
  logger: Logger,
  options: { intervalMs?: number } = {},
): SessionPruner {
  let running: Promise<void> = Promise.resolve();
  let stopped = false;

  const run = () => {
    if (stopped) return;
    running = running.then(async () => {
      try {
        const removed = await pruneExpiredSessions(db);
        if (removed > 0) logger.info({ removed }, 'expired sessions removed');
      } catch (error) {
        logger.warn({ err: error }, 'could not remove expired sessions');
      }
    });
  };

  run();
  const timer = setInterval(run, options.intervalMs ?? SESSION_PRUNE_INTERVAL_MS);
  timer.unref();

  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
