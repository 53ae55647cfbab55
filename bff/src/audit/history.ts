import {
  HISTORY_PAGE_DEFAULT,
  type AuditAction,
  type AuditActorType,
  type AuditEntity,
  type AuditExportQuery,
  type HistoryQuery,
  type StoredChange,
} from '@portfolio/contracts';
import type { Knex } from 'knex';

/** A row of `audit_events` as read (camelCase by the knex mappers; the id as text). */
export interface AuditEventRow {
  id: string;
  at: Date;
  actorType: AuditActorType;
  actorId: string | null;
  actorLabel: string;
  entity: AuditEntity;
  entityId: string;
  entityLabel: string | null;
  action: AuditAction;
  changes: Record<string, StoredChange>;
}

export interface AuditEventPage {
  rows: AuditEventRow[];
  /** The id to read on from (`id < cursor`); null on the last page. */
  nextCursor: string | null;
}

const COLUMNS = [
  'id',
  'at',
  'actorType',
  'actorId',
  'actorLabel',
  'entity',
  'entityId',
  'entityLabel',
  'action',
  'changes',
] as const;

/**
 * Newest first by id (the order events were written in), from before `cursor`: one range of
 * the `(…, id desc)` index of the filter. One row past the page tells whether there is more.
 */
export async function historyPage(
  query: Knex.QueryBuilder,
  paging: HistoryQuery,
): Promise<AuditEventPage> {
  const limit = paging.limit ?? HISTORY_PAGE_DEFAULT;
  if (paging.cursor) query.where('id', '<', paging.cursor);
  const rows = (await query
    .select(COLUMNS.map((c) => (c === 'id' ? query.client.raw('id::text as id') : c)))
    // The table's id: the text `id` selected would order '10' before '9'.
    .orderBy('auditEvents.id', 'desc')
    .limit(limit + 1)) as AuditEventRow[];
  const more = rows.length > limit;
  if (more) rows.length = limit;
  return { rows, nextCursor: more ? (rows.at(-1)?.id ?? null) : null };
}

/** The history of a project of the company: its own changes and its LLM model links'. */
export function projectHistory(
  db: Knex,
  project: { id: string; companyId: string },
  paging: HistoryQuery,
): Promise<AuditEventPage> {
  return historyPage(
    db('audit_events').where({ projectId: project.id, companyId: project.companyId }),
    paging,
  );
}

/** The company's events that pass the Activity page's filters (days in UTC, both inclusive). */
function companyEvents(db: Knex, companyId: string, filter: AuditExportQuery) {
  const query = db('audit_events').where({ companyId });
  if (filter.actorId) query.where({ actorType: 'user', actorId: filter.actorId });
  if (filter.entity) query.where({ entity: filter.entity });
  if (filter.action) query.where({ action: filter.action });
  if (filter.from) query.where('at', '>=', db.raw(`?::date at time zone 'UTC'`, [filter.from]));
  if (filter.to) {
    query.where('at', '<', db.raw(`(?::date + 1) at time zone 'UTC'`, [filter.to]));
  }
  return query;
}

export function companyAudit(
  db: Knex,
  companyId: string,
  query: AuditExportQuery & HistoryQuery,
): Promise<AuditEventPage> {
  return historyPage(companyEvents(db, companyId, query), query);
}

/** Every event of the filter, newest first, in batches: one batch in memory at a time. */
export async function* companyAuditBatches(
  db: Knex,
  companyId: string,
  filter: AuditExportQuery,
  batchSize = 500,
): AsyncGenerator<AuditEventRow[]> {
  let cursor: string | undefined;
  for (;;) {
    const { rows, nextCursor } = await historyPage(companyEvents(db, companyId, filter), {
      cursor,
      limit: batchSize,
    });
    if (rows.length > 0) yield rows;
    if (!nextCursor) return;
    cursor = nextCursor;
  }
}
