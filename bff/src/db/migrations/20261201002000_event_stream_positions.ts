import type { Knex } from 'knex';

/**
 * Where each history row stands among concurrent transactions, so an event stream can resume
 * without losing an event that committed out of id order (bff/src/events/). `id` is taken when
 * the row is inserted, not when it commits: a transaction holding id 7 may commit after one
 * holding id 8 was already sent. `tx` is the writing transaction and `horizon` the oldest
 * transaction still running when the row was written (the xmin of its statement's snapshot).
 * Every row with a smaller id that was not committed yet when row L was written belongs to a
 * transaction at or after L's `horizon`, so resuming after L replays the rows after L and the
 * rows before it with `tx >= horizon`, other than L's own (sent with it).
 *
 * Older rows keep both empty: they are long committed. The defaults are set after the columns
 * are added, so the table is not rewritten.
 */
export async function up(knex: Knex): Promise<void> {
  // One statement per call: PGlite runs no more in one query.
  await knex.raw('alter table audit_events add column tx xid8, add column horizon xid8');
  await knex.raw(`alter table audit_events
    alter column tx set default pg_current_xact_id(),
    alter column horizon set default pg_snapshot_xmin(pg_current_snapshot())`);
  await knex.raw(`create index audit_events_company_tx on audit_events (company_id, tx)
    where tx is not null`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index audit_events_company_tx');
  await knex.raw('alter table audit_events drop column tx, drop column horizon');
}
