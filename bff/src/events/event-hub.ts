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
  onEvent(event: StreamEvent): void;
  /** The process stopped hearing the database: events may have been missed. */
  onLost(): void;
}

/**
 * Fans the history's announcements out to this process's streams, by company: an event reaches
 * the subscribers of its own company only. Every process has one hub, fed by its one listening
 * connection, so a write through any process reaches every stream of every process.
 */
export class EventHub {
  private readonly companies = new Map<string, Set<CompanySubscriber>>();
  /** Resolves once the database announces the history to this process. */
  readonly ready: Promise<void>;

  constructor(listener: DbListener) {
    this.ready = listener.on('audit_events', (payload) => this.publish(payload)).ready;
    listener.onLost(() => {
      for (const subscribers of this.companies.values()) {
        for (const subscriber of subscribers) subscriber.onLost();
      }
    });
  }

  private publish(payload: string) {
    let stored: StoredEvent;
    try {
      stored = JSON.parse(payload) as StoredEvent;
    } catch {
      return;
    }
    const event = toStreamEvent(stored);
    for (const subscriber of this.companies.get(stored.companyId) ?? []) {
      subscriber.onEvent(event);
    }
  }

  subscribe(companyId: string, subscriber: CompanySubscriber): () => void {
    let subscribers = this.companies.get(companyId);
    if (!subscribers) {
      subscribers = new Set();
      this.companies.set(companyId, subscribers);
    }
    subscribers.add(subscriber);
    return () => {
      subscribers.delete(subscriber);
      if (subscribers.size === 0) this.companies.delete(companyId);
    };
  }

  /** How many streams of this process are open, per company (for tests and diagnostics). */
  subscriberCount(companyId: string): number {
    return this.companies.get(companyId)?.size ?? 0;
  }
}

const hubs = new WeakMap<Knex, EventHub>();

/** The hub of a database handle (one per process and database). */
export function eventHubOf(db: Knex): EventHub {
  let hub = hubs.get(db);
  if (!hub) {
    hub = new EventHub(listenerOf(db));
    hubs.set(db, hub);
  }
  return hub;
}

/**
 * The company's events after `afterId`, oldest first, at most `limit` (+1, so a caller learns
 * that there were more).
 */
export async function eventsAfter(
  db: Knex,
  companyId: string,
  afterId: string,
  limit: number,
): Promise<StreamEvent[]> {
  const { rows } = await db.raw<{ rows: Array<{ event: StoredEvent }> }>(
    `select audit_event_json(a) as event from audit_events a
      where a.company_id = ? and a.id > ? order by a.id limit ?`,
    [companyId, afterId, limit + 1],
  );
  return rows.map((row) => toStreamEvent(row.event));
}

/** The id of the company's newest event, or '0'. */
export async function latestEventId(db: Knex, companyId: string): Promise<string> {
  const row = await db('audit_events').where({ companyId }).max({ id: 'id' }).first();
  return row?.id != null ? String(row.id) : '0';
}
