import { describeChanges, type HistoryEntry } from '@portfolio/contracts';
import type { AuditEventRow } from '../../audit/history.ts';

/** An event of the history as people read it: who, when, and each field worded. */
export function presentHistoryEntry(row: AuditEventRow): HistoryEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actor: { type: row.actorType, id: row.actorId, name: row.actorLabel },
    entity: row.entity,
    entityId: row.entityId,
    entityLabel: row.entityLabel,
    action: row.action,
    changes: describeChanges(row.entity, row.changes),
  };
}
