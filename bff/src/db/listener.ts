import type { PGlite } from '@electric-sql/pglite';
import type { Knex } from 'knex';
import pg from 'pg';
import { onDestroy } from './knex.ts';

type Handler = (payload: string) => void;

/** A subscription: `ready` once the database announces the channel's changes to this process. */
export interface Subscription {
  ready: Promise<void>;
  off(): void;
}

const RETRY_MS = 1_000;

/**
 * The one LISTENing connection of a process to its database. Triggers announce committed
 * changes on channels (`auth_change` for sessions and memberships, `audit_events` for the
 * history); the auth cache and the event hub subscribe here instead of each holding a
 * connection. A lost connection is reported to every `onLost` handler (what was heard may have
 * gaps) and made again a second later; `onListening` handlers then read what they missed.
 *
 * On the embedded PGlite there is one session, which is knex's: LISTEN runs on it while knex
 * lends it out, so it never lands in an open transaction, and PGlite hands its notifications to
 * the listener in process. `listening` stays false there: nothing may rely on a barrier.
 */
export class DbListener {
  private readonly handlers = new Map<string, Set<Handler>>();
  /** Per channel: resolved once it is listened to (the first time). */
  private readonly listened = new Map<string, { promise: Promise<void>; resolve: () => void }>();
  private readonly lostHandlers = new Set<() => void>();
  private readonly listeningHandlers = new Set<() => void>();
  private client: pg.Client | undefined;
  private connected = false;
  private closed = false;
  private retry: NodeJS.Timeout | undefined;
  /** The ping not sent yet, which callers join; the queries before it must finish first. */
  private pingQueued: Promise<void> | undefined;
  /** The last query sent on the current connection: the next waits for it (see `inTurn`). */
  private turns: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly source:
      { kind: 'pg'; connection: pg.ClientConfig } | { kind: 'pglite'; db: Knex },
  ) {
    if (source.kind === 'pg') this.connect(source.connection);
  }

  /** True while the pg connection listens on every subscribed channel. */
  get listening(): boolean {
    return this.connected;
  }

  /** The server process of the listening connection, while there is one (tests, diagnostics). */
  get backendPid(): number | undefined {
    return this.connected
      ? (this.client as unknown as { processID?: number } | undefined)?.processID
      : undefined;
  }

  /** Calls `handler` with the payload of each notification on `channel`. */
  on(channel: string, handler: Handler): Subscription {
    let set = this.handlers.get(channel);
    if (!set) {
      set = new Set();
      this.handlers.set(channel, set);
      let resolve!: () => void;
      const promise = new Promise<void>((done) => (resolve = done));
      this.listened.set(channel, { promise, resolve });
      this.listenOn(channel);
    }
    set.add(handler);
    const handlers = set;
    return { ready: this.listened.get(channel)!.promise, off: () => handlers.delete(handler) };
  }

  /** Calls `handler` whenever the connection drops (notifications may have been missed). */
  onLost(handler: () => void): () => void {
    this.lostHandlers.add(handler);
    return () => this.lostHandlers.delete(handler);
  }

  /**
   * Calls `handler` each time the pg connection listens again on every channel after a drop:
   * what committed meanwhile was not announced and must be read from the tables.
   */
  onListening(handler: () => void): () => void {
    this.listeningHandlers.add(handler);
    return () => this.listeningHandlers.delete(handler);
  }

  private deliver(channel: string, payload: string) {
    for (const handler of this.handlers.get(channel) ?? []) handler(payload);
  }

  private listenOn(channel: string) {
    if (this.source.kind === 'pglite') {
      const { db } = this.source;
      void (async () => {
        const connection = (await db.client.acquireConnection()) as PGlite;
        try {
          await connection.listen(channel, (payload) => this.deliver(channel, payload));
          this.listened.get(channel)?.resolve();
        } finally {
          await db.client.releaseConnection(connection);
        }
      })();
    } else if (this.client && this.connected) {
      const client = this.client;
      this.inTurn(() => client.query(`listen ${pg.escapeIdentifier(channel)}`))
        .then(() => this.listened.get(channel)?.resolve())
        .catch(() => client.end());
    }
  }

  /**
   * Sends the connection's queries one at a time: channels subscribed together and barriers
   * would otherwise queue inside pg, which warns that this is deprecated.
   */
  private inTurn<T>(query: () => Promise<T>): Promise<T> {
    const turn = this.turns.then(query);
    this.turns = turn.catch(() => undefined);
    return turn;
  }

  private connect(connection: pg.ClientConfig) {
    const client = new pg.Client(connection);
    this.client = client;
    // A query of a lost connection holds nothing up on the new one.
    this.turns = Promise.resolve();
    const lost = () => {
      if (this.client !== client) return;
      this.client = undefined;
      this.connected = false;
      for (const handler of this.lostHandlers) handler();
      client.removeAllListeners('notification');
      void client.end().catch(() => undefined);
      if (!this.closed) this.retry = setTimeout(() => this.connect(connection), RETRY_MS).unref();
    };
    client.on('error', lost);
    client.on('end', lost);
    client.on('notification', (message) => this.deliver(message.channel, message.payload ?? ''));
    client
      .connect()
      .then(async () => {
        for (const channel of this.handlers.keys()) {
          await this.inTurn(() => client.query(`listen ${pg.escapeIdentifier(channel)}`));
        }
        // A handle closed without destroyDb must not keep the process alive for this socket.
        (
          client as unknown as { connection: { stream: { unref?(): void } } }
        ).connection.stream.unref?.();
        if (this.client !== client) return;
        this.connected = true;
        for (const { resolve } of this.listened.values()) resolve();
        for (const handler of this.listeningHandlers) handler();
      })
      .catch(lost);
  }

  /**
   * Resolves once every notification of a change committed before this call has been handled.
   * PostgreSQL signals listeners while the change commits, and a listening backend sends what
   * it was signalled before it answers its next query: a round trip on the listening
   * connection, begun after the change returned, is a barrier. Concurrent callers share one.
   */
  sync(): Promise<void> {
    const client = this.client;
    if (!client) return Promise.resolve();
    this.pingQueued ??= this.inTurn(() => {
      this.pingQueued = undefined;
      return client.query('select 1');
    }).then(() => undefined);
    return this.pingQueued;
  }

  async close() {
    this.closed = true;
    clearTimeout(this.retry);
    const client = this.client;
    this.client = undefined;
    this.connected = false;
    await client?.end().catch(() => undefined);
  }
}

const listeners = new WeakMap<Knex, DbListener>();

/** The listener of a database handle, from its first use until the handle is destroyed. */
export function listenerOf(db: Knex): DbListener {
  let listener = listeners.get(db);
  if (!listener) {
    const config = db.client.config as Knex.Config;
    listener = new DbListener(
      config.client === 'pg'
        ? { kind: 'pg', connection: config.connection as pg.ClientConfig }
        : { kind: 'pglite', db },
    );
    listeners.set(db, listener);
    const closing = listener;
    onDestroy(db, () => closing.close());
  }
  return listener;
}
