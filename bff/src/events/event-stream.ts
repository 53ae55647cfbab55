import { STREAM_RESET_EVENT } from '@portfolio/contracts';
import { createSession } from 'better-sse';
import type { Context } from 'koa';
import type { Knex } from 'knex';
import { eventHubOf, eventsAfter, latestEventId, type StreamEvent } from './event-hub.ts';

/** A comment line this often keeps proxies and browsers from closing an idle stream. */
export const HEARTBEAT_MS = 15_000;
/**
 * A stream ends after this long and the client opens the next one at once, resuming from its
 * last event: access (a removed member, an expired embed token) is checked again each time.
 */
export const STREAM_MAX_AGE_MS = 5 * 60_000;
/** At most this many missed events are replayed; past it the client is told to start over. */
export const REPLAY_LIMIT = 500;

/**
 * Answers a member's request with the company's event stream (Server-Sent Events, framed by
 * `better-sse`: chosen as a maintained library without dependencies whose sessions take Node's
 * own request and response, which is what Koa hands over). The stream listens before it reads
 * the history, holding back live events until the replay is sent, so an event that commits
 * meanwhile is neither lost nor sent twice. Koa does not answer for it: the handler returns at
 * once, and the request deadline never cuts the stream.
 */
export async function openEventStream(ctx: Context, db: Knex, companyId: string): Promise<void> {
  const hub = eventHubOf(db);
  await hub.ready;

  // Live events are held here until the replay has been sent.
  const held: StreamEvent[] = [];
  let send: (event: StreamEvent) => void = (event) => void held.push(event);
  let end = () => {};
  const unsubscribe = hub.subscribe(companyId, {
    onEvent: (event) => send(event),
    onLost: () => end(),
  });

  const lastId = /^\d{1,18}$/.test(ctx.get('Last-Event-ID')) ? ctx.get('Last-Event-ID') : '';
  let replay: StreamEvent[] = [];
  let resetTo: string | undefined;
  try {
    if (lastId) replay = await eventsAfter(db, companyId, lastId, REPLAY_LIMIT);
    if (replay.length > REPLAY_LIMIT) resetTo = await latestEventId(db, companyId);
  } catch (error) {
    unsubscribe();
    throw error;
  }

  ctx.respond = false;
  ctx.status = 200;
  const session = await createSession(ctx.req, ctx.res, {
    keepAlive: HEARTBEAT_MS,
    headers: { 'Cache-Control': 'no-cache, no-transform', 'X-Accel-Buffering': 'no' },
  });
  const push = (event: StreamEvent) => {
    if (session.isConnected) session.push(event.data, event.data.type, event.eventId);
  };

  const maxAge = setTimeout(() => end(), STREAM_MAX_AGE_MS);
  end = () => {
    clearTimeout(maxAge);
    unsubscribe();
    ctx.res.end();
  };
  session.once('disconnected', () => {
    clearTimeout(maxAge);
    unsubscribe();
  });

  const sent = new Set<string>();
  if (resetTo) {
    session.push({}, STREAM_RESET_EVENT, resetTo);
  } else {
    for (const event of replay) {
      push(event);
      sent.add(event.eventId);
    }
  }
  for (const event of held) if (!sent.has(event.eventId)) push(event);
  send = push;
}
