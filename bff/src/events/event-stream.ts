import { STREAM_RESET_EVENT, MINUTE_MS } from '@portfolio/contracts';
import { createSession, type Session } from 'better-sse';
import type { Context } from 'koa';
import type { Knex } from 'knex';
import type { AppDeps } from '../app-deps.ts';
import { TooManyRequestsError } from '../errors.ts';
import {
  eventHubOf,
  eventsSince,
  latestEventId,
  type CompanySubscriber,
  type StreamEvent,
} from './event-hub.ts';
import { streamAccess, type StreamAccess } from './stream-access.ts';

/** A comment line this often keeps proxies and browsers from closing an idle stream. */
export const HEARTBEAT_MS = 15_000;
/**
 * A stream ends after this long and the client opens the next one at once, resuming from its
 * last event: a backstop to the access notices, which end a stream as its access ends.
 */
export const STREAM_MAX_AGE_MS = 5 * MINUTE_MS;
/** At most this many missed events are replayed; past it the client is told to start over. */
export const REPLAY_LIMIT = 500;
/** How many sent ids a stream remembers, so a replay that overlaps what it sent skips them. */
const SENT_IDS_KEPT = 2_000;

const validPosition = (value: string) => (/^\d{1,18}$/.test(value) ? value : undefined);

/** The answer past the per-person cap. */
export const tooManyStreams = (cap: number) =>
  new TooManyRequestsError(
    `You already have ${cap} live update streams open, the most one person may have; close other tabs or windows of the portfolio, then try again`,
    { retryAfterSeconds: 30 },
  );

/**
 * Answers a member's request with the company's event stream (Server-Sent Events, framed by
 * `better-sse`: chosen as a maintained library without dependencies whose sessions take Node's
 * own request and response, which is what Koa hands over). Koa does not answer for it: the
 * handler returns at once, and the request deadline never cuts the stream.
 *
 * Nothing is lost: the stream listens before it reads the history, holding back live events
 * until what the client missed since its position (`Last-Event-ID`, which the kit also sets
 * from an answer's `Events-Since` before its first stream) has been sent, so an event that
 * commits meanwhile is neither lost nor sent twice. When the process's listening connection
 * drops and comes back, every stream does the same from its last event, and a stream opened
 * while it was down catches up the same way. Replays include rows that committed out of id
 * order (see `eventsSince`); the few of them sent already are skipped by id.
 */
export async function openEventStream(
  ctx: Context,
  deps: AppDeps,
  companyId: string,
): Promise<void> {
  const { db, config } = deps;
  const hub = eventHubOf(db);
  await hub.ready;

  const access = streamAccess(ctx, deps, companyId);
  const cap = config.eventStreamsPerPerson;
  if (hub.openBy(access.person) >= cap) throw tooManyStreams(cap);

  const stream = new LiveStream(db, companyId, access);
  stream.unsubscribe = hub.subscribe(companyId, stream);
  try {
    const asked = validPosition(ctx.get('Last-Event-ID'));
    stream.position = asked ?? (await hub.position());
    if (asked) await stream.replay();
  } catch (error) {
    stream.unsubscribe();
    throw error;
  }

  ctx.respond = false;
  ctx.status = 200;
  const session = await createSession(ctx.req, ctx.res, {
    keepAlive: HEARTBEAT_MS,
    headers: { 'Cache-Control': 'no-cache, no-transform', 'X-Accel-Buffering': 'no' },
  });
  stream.start(session, () => ctx.res.end());
}

/** One open stream: its position, what it sent lately, and what it holds while it catches up. */
class LiveStream implements CompanySubscriber {
  readonly person: string;
  /** The last event sent (the client's `Last-Event-ID`), or where the stream started. */
  position = '0';
  unsubscribe: () => void = () => {};
  private readonly sent = new Set<string>();
  /** Events heard while a replay runs (or before the session opened), in the order heard. */
  private held: StreamEvent[] | undefined = [];
  /** Replayed events waiting for the session to open. */
  private pending: Array<{ event: StreamEvent } | { reset: string }> = [];
  private session: Session | undefined;
  private catchingUp: Promise<void> = Promise.resolve();
  private timers: NodeJS.Timeout[] = [];
  private ended = false;
  /** The listener is down: live events are held until the catch-up after it is back. */
  private paused = false;
  private endResponse = () => {};

  constructor(
    private readonly db: Knex,
    private readonly companyId: string,
    private readonly access: StreamAccess,
  ) {
    this.person = access.person;
  }

  /** The session is open: send what waited, then live events as they come. */
  start(session: Session, endResponse: () => void) {
    this.session = session;
    this.endResponse = endResponse;
    session.once('disconnected', () => this.end());
    this.timers.push(setTimeout(() => this.end(), STREAM_MAX_AGE_MS));
    if (this.access.expiresAt !== undefined) {
      const left = Math.max(0, this.access.expiresAt - Date.now());
      if (left < STREAM_MAX_AGE_MS) this.timers.push(setTimeout(() => this.end(), left));
    }
    for (const item of this.pending) {
      if ('reset' in item) this.pushReset(item.reset);
      else this.send(item.event);
    }
    this.pending = [];
    // After any catch-up already under way, which releases nothing before it ends.
    this.queue(async () => this.release());
  }

  /** Runs catch-ups one after another; one that fails ends the stream (the client resumes). */
  private queue(task: () => Promise<void>) {
    this.catchingUp = this.catchingUp.then(task).catch(() => this.end());
  }

  onEvent(event: StreamEvent) {
    if (this.held) this.held.push(event);
    else this.send(event);
  }

  onLost() {
    this.paused = true;
    this.held ??= [];
  }

  onResumed() {
    this.paused = false;
    this.held ??= [];
    this.queue(async () => {
      if (!(await this.access.stillAllowed())) return this.end();
      await this.replay();
      this.release();
    });
  }

  onAccessNotice(notice: string) {
    if (this.ended || !this.access.concerns(notice)) return;
    void this.access.stillAllowed().then(
      (allowed) => allowed || this.end(),
      () => undefined,
    );
  }

  onClose() {
    this.end();
  }

  /** Sends what the history holds after `position` that this stream has not sent. */
  async replay() {
    const missed = await eventsSince(this.db, this.companyId, this.position, REPLAY_LIMIT);
    if (missed.length > REPLAY_LIMIT) {
      const latest = await latestEventId(this.db, this.companyId);
      this.position = latest;
      if (this.session) this.pushReset(latest);
      else this.pending = [{ reset: latest }];
      return;
    }
    for (const event of missed) {
      if (this.session) this.send(event);
      else this.pending.push({ event });
      this.position = event.eventId;
    }
  }

  /** Sends what was held while replaying (once the session is open), then goes live. */
  private release() {
    if (!this.session || !this.held || this.paused) return;
    const held = this.held;
    this.held = undefined;
    for (const event of held) this.send(event);
  }

  private send(event: StreamEvent) {
    if (this.sent.has(event.eventId) || !this.session?.isConnected) return;
    this.session.push(event.data, event.data.type, event.eventId);
    this.position = event.eventId;
    this.sent.add(event.eventId);
    if (this.sent.size > SENT_IDS_KEPT) {
      this.sent.delete(this.sent.values().next().value as string);
    }
  }

  private pushReset(latest: string) {
    if (this.session?.isConnected) this.session.push({}, STREAM_RESET_EVENT, latest);
  }

  private end() {
    if (this.ended) return;
    this.ended = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.unsubscribe();
    this.endResponse();
  }
}
