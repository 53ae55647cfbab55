import type { MiddlewareFactory } from '../app-deps.ts';
import { eventHubOf } from './event-hub.ts';

/** The answer header that names a point of the history from before the answer was read. */
export const EVENTS_SINCE_HEADER = 'Events-Since';

/**
 * Every /api answer names the history row this process heard last, taken before the answer's
 * data is read: a client that opens its event stream with it as `Last-Event-ID` is replayed
 * every change that committed after its first reads and before its stream opened (the first
 * read's gap). No query: the hub keeps it as it hears the history.
 */
export const eventsSinceHeader: MiddlewareFactory = (deps) => async (ctx, next) => {
  const heard = eventHubOf(deps.db).lastHeard;
  if (heard !== undefined) ctx.set(EVENTS_SINCE_HEADER, heard);
  await next();
};
