import {
  ENTITIES,
  HISTORY_PAGE_DEFAULT,
  describeChanges,
  type AuditAction,
  type AuditEntity,
  type HistoryEntry,
  type HistoryPage,
  type HistoryQuery,
  type StoredChange,
} from '@portfolio/contracts';
import { currentUserRef } from '../demo-data/fixtures';

/**
 * The history as the mocks keep it, in the BFF's shapes: the changes an event stores, the entry
 * the history routes answer (made by the demo user), and their paging. The books keep their own
 * entries; these keep them alike.
 */

/** The fields of the registry's labels that differ, with their raw values, as the BFF stores them. */
export function storedChanges(
  entity: AuditEntity,
  before: object | null | undefined,
  after: object,
): Record<string, StoredChange> {
  const was = (before ?? {}) as Record<string, unknown>;
  const now = after as Record<string, unknown>;
  const changes: Record<string, StoredChange> = {};
  for (const field of Object.keys(ENTITIES[entity].fields)) {
    if ((was[field] ?? null) !== (now[field] ?? null)) {
      changes[field] = { before: was[field] ?? null, after: now[field] ?? null };
    }
  }
  return changes;
}

export interface DemoChange {
  entity: AuditEntity;
  entityId: string;
  entityLabel: string | null;
  action: AuditAction;
  at: string;
  changes: Record<string, StoredChange>;
}

/** The entry the history routes answer for a change by the demo user, its changes worded. */
export function demoHistoryEntry(id: number, change: DemoChange): HistoryEntry {
  return {
    id: String(id),
    at: change.at,
    actor: { type: 'user', ...currentUserRef() },
    entity: change.entity,
    entityId: change.entityId,
    entityLabel: change.entityLabel,
    action: change.action,
    changes: describeChanges(change.entity, change.changes),
  };
}

/** A history route's paging of a request: its cursor and limit, as the validator reads them. */
export function historyQueryOf(url: string): HistoryQuery {
  const search = new URL(url).searchParams;
  const limit = search.get('limit');
  return {
    cursor: search.get('cursor') ?? undefined,
    limit: limit === null ? undefined : Number.parseInt(limit, 10),
  };
}

/**
 * One page of items (newest first, their ids increasing numbers) from before the cursor, with the
 * next page's cursor: the paging of the history and of the notifications, which take its query.
 */
export function pageBefore<T extends { id: string }>(
  items: readonly T[],
  { cursor, limit = HISTORY_PAGE_DEFAULT }: HistoryQuery = {},
): { page: T[]; nextCursor: string | null } {
  const after = items.filter((item) => !cursor || BigInt(item.id) < BigInt(cursor));
  const page = after.slice(0, limit);
  return { page, nextCursor: after.length > limit ? (page.at(-1)?.id ?? null) : null };
}

/** One page of entries (newest first) from before the cursor, with the next page's cursor. */
export function historyPageOf(entries: readonly HistoryEntry[], query?: HistoryQuery): HistoryPage {
  const { page, nextCursor } = pageBefore(entries, query);
  return { entries: page, nextCursor };
}
