import type { AppDeps } from '../app-deps.ts';
import type { JobDefinition } from './jobs.ts';

/**
 * Sends for each item in turn (`send` answers the e-mails it sent): one that fails is logged
 * (`notSent`, with what `about` tells of it) and the others still get theirs; the run then
 * fails with the first failure, to be retried. Answers the e-mails sent.
 */
export async function sendEach<T>(
  { logger }: Pick<AppDeps, 'logger'>,
  items: Iterable<T>,
  send: (item: T) => Promise<number>,
  notSent: { message: string; about: (item: T) => object },
): Promise<number> {
  let sent = 0;
  let failure: unknown;
  for (const item of items) {
    try {
      sent += await send(item);
    } catch (error) {
      logger.warn({ err: error, ...notSent.about(item) }, notSent.message);
      failure ??= error;
    }
  }
  if (failure) throw failure;
  return sent;
}

/** A scheduled job that sends e-mails with `send`, retried five minutes on, and logs how many. */
export const mailJob = (
  name: string,
  schedule: string,
  send: (deps: AppDeps) => Promise<number>,
  sentMessage: string,
): JobDefinition => ({
  name,
  schedule,
  retryDelay: 300,
  async run(deps) {
    const sent = await send(deps);
    if (sent > 0) deps.logger.info({ sent }, sentMessage);
  },
});
