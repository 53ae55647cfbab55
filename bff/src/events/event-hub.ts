import {
  eventType,
  type AuditAction,
  type AuditEntity,
  type CompanyEvent,
} from '@portfolio/contracts';
import type { Knex } from 'knex';
import { listenerOf, type DbListener } from '../db/listener.ts';

/** A history row as `audit_event_json` writes it (migration 20261126000200). */
interface StoredEvent {
  eventId: string;
  companyId: string;
  entity: AuditEntity;
  entityId: string;
  projectId: string | null;
  action: AuditAction;
  at: string;
  actor: CompanyEvent['actor'];
}

/** An event as a stream sends it: the SSE id and event name, and the data. */
export interface StreamEvent {
  eventId: string;
  data: CompanyEvent;
}

export function toStreamEvent(stored: StoredEvent): StreamEvent {
  return {
    eventId: stored.eventId,
    data: {
      type: eventType(stored.entity, stored.action),
      id: stored.entityId,
      companyId: stored.companyId,
      projectId: stored.projectId,
      at: stored.at,
      actor: stored.actor,
    },
  };
}

export interface CompanySubscriber {
  /** Who opened the stream, as the per-person cap counts them. */
  readonly person: string;
  onEvent(event: StreamEvent): void;
  /**
   * The listener dropped: events may be missed until it is back. Live events are held from now
   * on (the first few after it is back may arrive before `onResumed`).
   */
  onLost(): void;
  /**
   * The listener hears again after a drop: what committed meanwhile was never announced and
   * is read from the history, as are the access notices that were missed.
   */
  onResumed(): void;
  /** A change that may end access: `s:<sid>`, `u:<user>`, `t:<api token>`, `a:<embed app>`, `o:<company>`. */
  onAccessNotice(notice: string): void;
  /** The process is stopping: end the stream now. */
  onClose(): void;
}

/**
 * Fans the history's announcements out to this process's streams, by company: an event reaches
 * the subscribers of its own company only. Every process has one hub, fed by its one listening
 * connection, so a write through any process reaches every stream of every process. The hub
 * also hears what ends a person's access (`auth_change`, `access_change`) and tells the streams
 * it may concern, and tells every stream when the listener hears again after a drop.
 */
export class EventHub {
  private readonly companies = new Map<string, Set<CompanySubscriber>>();
  private readonly people = new Map<string, number>();
  /** The history row this process heard last: a position every answer may name (`Events-Since`). */
  private heard: string | undefined;
  /** The listener dropped and is not listening again yet. */
  private down = false;
  /** Resolves once the database announces the history to this process. */
  readonly ready: Promise<void>;

  constructor(
    private readonly db: Knex,
    listener: DbListener,
  ) {
    const notice = (payload: string) => {
      for (const subscriber of this.all()) subscriber.onAccessNotice(payload);
    };
    this.ready = Promise.all([
      listener.on('audit_events', (payload) => this.publish(payload)).ready,
      listener.on('auth_change', notice).ready,
      listener.on('access_change', notice).ready,
    ]).then(() => undefined);
    listener.onLost(() => {
      this.down = true;
      for (const subscriber of this.all()) subscriber.onLost();
    });
    listener.onListening(() => {
      this.down = false;
      for (const subscriber of this.all()) subscriber.onResumed();
    });
    // A position from the start, for a process that has heard nothing yet.
    void this.ready
      .then(() => this.position())
      .then(
        (position) => (this.heard ??= position),
        () => undefined,
      );
  }

  private *all(): Iterable<CompanySubscriber> {
    for (const subscribers of [...this.companies.values()]) yield* [...subscribers];
  }

  private publish(payload: string) {
    let stored: StoredEvent;
    try {
      stored = JSON.parse(payload) as StoredEvent;
    } catch {
      return;
    }
    this.heard = stored.eventId;
    const event = toStreamEvent(stored);
    for (const subscriber of this.companies.get(stored.companyId) ?? []) {
      subscriber.onEvent(event);
    }
  }

  /** The last history row this process heard, if it heard one yet (no query). */
  get lastHeard(): string | undefined {
    return this.heard;
  }

  /**
   * A position to start a stream from: the row heard last, else the newest in the history. The
   * rows before it that were still uncommitted are found from its `horizon` on a later resume.
   */
  async position(): Promise<string> {
    if (this.heard !== undefined) return this.heard;
    const row = await this.db('audit_events').max({ id: 'id' }).first();
    return row?.id != null ? String(row.id) : '0';
  }

  subscribe(companyId: string, subscriber: CompanySubscriber): () => void {
    let subscribers = this.companies.get(companyId);
    if (!subscribers) {
      subscribers = new Set();
      this.companies.set(companyId, subscribers);
    }
    subscribers.add(subscriber);
    if (this.down) subscriber.onLost();
    this.people.set(subscriber.person, (this.people.get(subscriber.person) ?? 0) + 1);
    let done = false;
    return () => {
      if (done) return;
      done = true;
      subscribers.delete(subscriber);
      if (subscribers.size === 0) this.companies.delete(companyId);
      const left = (this.people.get(subscriber.person) ?? 1) - 1;
      if (left > 0) this.people.set(subscriber.person, left);
      else this.people.delete(subscriber.person);
    };
  }

  /** How many streams of this process are open, per company (for tests and diagnostics). */
  subscriberCount(companyId: string): number {
    return this.companies.get(companyId)?.size ?? 0;
  }

  /** How many streams of this process a person has open. */
  openBy(person: string): number {
    return this.people.get(person) ?? 0;
  }

  /** Ends every stream of this process (shutdown). */
  closeAll(): void {
    for (const subscriber of this.all()) subscriber.onClose();
  }
}

const hubs = new WeakMap<Knex, EventHub>();

/** The hub of a database handle (one per process and database). */
export function eventHubOf(db: Knex): EventHub {
  let hub = hubs.get(db);
  if (!hub) {
    hub = new EventHub(db, listenerOf(db));
    hubs.set(db, hub);
  }
  return hub;
}

/** Ends the event streams of a database handle's hub, if it has one (a stopping process). */
export function closeEventStreams(db: Knex): void {
  hubs.get(db)?.closeAll();
}

/**
 * The company's events a stream at `position` may not have sent, oldest first, at most `limit`
 * (+1, so a caller learns that there were more): those after it, and those before it whose
 * transaction had not ended when it was written (see migration 20261201002000). The second set
 * may hold events sent already: a stream skips the ids it sent, a client the ids it saw.
 */
export async function eventsSince(
  db: Knex,
  companyId: string,
  position: string,
  limit: number,
): Promise<StreamEvent[]> {
  const { rows } = await db.raw<{ rows: Array<{ event: StoredEvent }> }>(
    `select event from (
       select a.id, audit_event_json(a) as event from audit_events a
        where a.company_id = :company and a.id > :position
       union all
       select a.id, audit_event_json(a) from audit_events a
         join audit_events p on p.id = :position
        where a.company_id = :company and a.tx >= p.horizon and a.tx <> p.tx
          and a.id < :position
     ) missed order by id limit :limit`,
    { company: companyId, position, limit: limit + 1 },
  );
  return rows.map((row) => toStreamEvent(row.event));
}

/** The id of the company's newest event, or '0'. */
export async function latestEventId(db: Knex, companyId: string): Promise<string> {
  const row = await db('audit_events').where({ companyId }).max({ id: 'id' }).first();
  return row?.id != null ? String(row.id) : '0';
}
