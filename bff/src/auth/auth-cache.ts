import type { MemberRole } from '@portfolio/contracts';
import type { Knex } from 'knex';
import { LRUCache } from 'lru-cache';
import { listenerOf, type DbListener } from '../db/listener.ts';

/** A session as read from the database, with its user's role in each company. */
export interface CachedSession {
  sess: Record<string, unknown>;
  /** When the session row expires (ms since the epoch). */
  expire: number;
  userId: string | undefined;
  roles: Map<string, MemberRole>;
}

/**
 * Sessions and their users' roles kept in this process, so a signed-in request reads neither
 * from the database. The process's listener (bff/src/db/listener.ts) hears `auth_change`, which
 * triggers on `sessions` and `company_members` notify in the same transaction as the change
 * (migration 20261124000000_auth_change_notify): a sign-out, a removed member, a changed role or
 * a deleted company drop the entries in every process as the change commits; before an entry is
 * used, `sync` makes sure every change committed before the request is handled. Data versions
 * are never cached here: they are read with the data itself.
 *
 * Entries are kept only while the listening connection is up (they are cleared when it drops),
 * and a read that raced with a notification is not stored. On PGlite (one process, no
 * listening connection) nothing is cached.
 */
export class AuthCache {
  private readonly entries = new LRUCache<string, CachedSession>({ max: 10_000 });
  /** Moves with every notification: a read begun before one is not stored. */
  private generation = 0;

  constructor(private readonly listener: DbListener) {
    listener.on('auth_change', (payload) => this.invalidate(payload));
    listener.onLost(() => this.drop());
  }

  private get listening() {
    return this.listener.listening;
  }

  private drop() {
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

  /** Every notification of a change committed before this call has been handled (the listener's barrier). */
  sync(): Promise<void> {
    return this.listener.sync();
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
}

const caches = new WeakMap<Knex, AuthCache>();

/** The cache of a database handle, fed by its listener until the handle is destroyed. */
export function authCacheOf(db: Knex): AuthCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new AuthCache(listenerOf(db));
    caches.set(db, cache);
  }
  return cache;
}
