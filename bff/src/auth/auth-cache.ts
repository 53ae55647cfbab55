import type { MemberRole } from '@portfolio/contracts';
import type { Knex } from 'knex';
import { LRUCache } from 'lru-cache';
import pg from 'pg';
import { onDestroy } from '../db/knex.ts';

/** A session as read from the database, with its user's role in each company. */
export interface CachedSession {
  sess: Record<string, unknown>;
  /** When the session row expires (ms since the epoch). */
  expire: number;
  userId: string | undefined;
  roles: Map<string, MemberRole>;
}

const RETRY_MS = 1_000;

/**
 * Sessions and their users' roles kept in this process, so a signed-in request reads neither
 * from the database. Every process LISTENs on `auth_change`, which triggers on `sessions` and
 * `company_members` notify in the same transaction as the change (migration
 * 20261124000000_auth_change_notify): a sign-out, a removed member, a changed role or a deleted
 * company drop the entries in every process as the change commits; before an entry is used,
 * `sync` makes sure every change committed before the request is handled. Data versions are
 * never cached here: they are read with the data itself.
 *
 * Entries are kept only while the listening connection is up (it is cleared when that drops),
 * and a read that raced with a notification is not stored. On PGlite (one process, no
 * listening connection) nothing is cached.
 */
export class AuthCache {
  private readonly entries = new LRUCache<string, CachedSession>({ max: 10_000 });
  /** Moves with every notification: a read begun before one is not stored. */
  private generation = 0;
  private client: pg.Client | undefined;
  private listening = false;
  private closed = false;
  private retry: NodeJS.Timeout | undefined;
  /** The ping not sent yet, which callers join; the one before it must finish first. */
  private pingQueued: Promise<void> | undefined;
  private pinging: Promise<unknown> = Promise.resolve();

  constructor(private readonly connection: pg.ClientConfig | undefined) {
    if (connection) this.connect();
  }

  private connect() {
    const client = new pg.Client(this.connection);
    this.client = client;
    const lost = () => {
      if (this.client !== client) return;
      this.client = undefined;
      this.drop();
      client.removeAllListeners('notification');
      void client.end().catch(() => undefined);
      if (!this.closed) this.retry = setTimeout(() => this.connect(), RETRY_MS).unref();
    };
    client.on('error', lost);
    client.on('end', lost);
    client.on('notification', (message) => this.invalidate(message.payload ?? ''));
    client
      .connect()
      .then(() => client.query('listen auth_change'))
      .then(() => {
        // A handle closed without destroyDb must not keep the process alive for this socket.
        (
          client as unknown as { connection: { stream: { unref?(): void } } }
        ).connection.stream.unref?.();
        if (this.client === client) this.listening = true;
      })
      .catch(lost);
  }

  private drop() {
    this.listening = false;
    this.generation += 1;
    this.entries.clear();
  }

  private invalidate(payload: string) {
    this.generation += 1;
    if (payload.startsWith('s:')) this.entries.delete(payload.slice(2));
    else if (payload.startsWith('u:')) {
      const userId = payload.slice(2);
      for (const [sid, entry] of this.entries.entries()) {
        if (entry.userId === userId) this.entries.delete(sid);
      }
    } else this.entries.clear();
  }

  /**
   * Resolves once every notification of a change committed before this call has been handled.
   * PostgreSQL signals listeners while the change commits, and a listening backend sends what
   * it was signalled before it answers its next query: a round trip on the listening
   * connection, begun after the change returned, is a barrier. Concurrent requests share one.
   */
  sync(): Promise<void> {
    const client = this.client;
    if (!client) return Promise.resolve();
    if (!this.pingQueued) {
      const ping = this.pinging.then(() => {
        this.pingQueued = undefined;
        return client.query('select 1');
      });
      this.pingQueued = ping.then(() => undefined);
      this.pinging = ping.catch(() => undefined);
    }
    return this.pingQueued;
  }

  /** A session cached and still current after `sync`, or undefined (read it from the database). */
  async current(sid: string): Promise<CachedSession | undefined> {
    if (!this.get(sid)) return undefined;
    try {
      await this.sync();
    } catch {
      return undefined;
    }
    return this.get(sid);
  }

  get(sid: string): CachedSession | undefined {
    if (!this.listening) return undefined;
    const entry = this.entries.get(sid);
    if (entry && entry.expire <= Date.now()) {
      this.entries.delete(sid);
      return undefined;
    }
    return entry;
  }

  /** Taken before reading a session from the database, handed back to `store` with it. */
  mark(): number {
    return this.generation;
  }

  /** Stores what was read since `mark`, unless a notification came in meanwhile. */
  store(sid: string, entry: CachedSession, mark: number) {
    if (this.listening && mark === this.generation) this.entries.set(sid, entry);
  }

  /** This process changed the session: its next read goes to the database. */
  forget(sid: string) {
    this.generation += 1;
    this.entries.delete(sid);
  }

  async close() {
    this.closed = true;
    clearTimeout(this.retry);
    const client = this.client;
    this.client = undefined;
    this.drop();
    await client?.end().catch(() => undefined);
  }
}

const caches = new WeakMap<Knex, AuthCache>();

/** The cache of a database handle, listening from its first use until the handle is destroyed. */
export function authCacheOf(db: Knex): AuthCache {
  let cache = caches.get(db);
  if (!cache) {
    const config = db.client.config as Knex.Config;
    cache = new AuthCache(
      config.client === 'pg' ? (config.connection as pg.ClientConfig) : undefined,
    );
    caches.set(db, cache);
    const closing = cache;
    onDestroy(db, () => closing.close());
  }
  return cache;
}
