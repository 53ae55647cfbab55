import type { Logger } from './logger.ts';

/** Work under way gets this long to finish once a stop is asked for; then the process exits. */
const SHUTDOWN_GRACE_MS = 10_000;
/** Once everything is closed, a handle some library left open must not hold the exit back. */
const EXIT_AFTER_STOP_MS = 200;

/**
 * On the first SIGINT or SIGTERM, runs `stop` and exits once it is done (exit code 1 when it
 * failed, logged as `failed`); a stop still under way after SHUTDOWN_GRACE_MS exits with 1.
 * `name` leads the log lines of a process other than the server ("worker stopped").
 */
export function stopOnSignal(
  logger: Logger,
  stop: () => Promise<void>,
  { name, failed }: { name?: string; failed: string },
): void {
  const lead = name ? `${name} ` : '';
  let stopping = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, `${lead}shutting down`);
    const force = setTimeout(() => {
      logger.error(`${lead}shutdown timed out, exiting`);
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    try {
      await stop();
      logger.info(`${lead}stopped`);
    } catch (error) {
      logger.error({ err: error }, failed);
      process.exitCode = 1;
    }
    setTimeout(() => process.exit(), EXIT_AFTER_STOP_MS).unref();
  };
  process.once('SIGINT', (signal) => void shutdown(signal));
  process.once('SIGTERM', (signal) => void shutdown(signal));
}
