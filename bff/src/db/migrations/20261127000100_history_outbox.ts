import type { Knex } from 'knex';

/**
 * The history as an outbox: every company event written to `audit_events` is also queued here,
 * by a trigger in the writing transaction, for the work that follows a change (risk rules,
 * notifications). The job that does that work (bff/src/jobs/process-history.ts) takes rows with
 * `SKIP LOCKED` and deletes them in the transaction that does their work, so each event is
 * handled once across any number of processes, and none is skipped because a transaction that
 * took a smaller id committed later than one with a larger.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('history_outbox', (table) => {
    table
      .bigInteger('audit_event_id')
      .primary()
      .references('id')
      .inTable('audit_events')
      .onDelete('CASCADE');
  });
  // One statement per call: PGlite runs no more in one query.
  await knex.raw(`create function queue_audit_event() returns trigger language plpgsql as $$
    begin
      insert into history_outbox (audit_event_id) values (new.id);
      return null;
    end $$`);
  await knex.raw(`create trigger audit_events_outbox after insert on audit_events
    for each row when (new.company_id is not null) execute function queue_audit_event()`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop trigger audit_events_outbox on audit_events');
  await knex.raw('drop function queue_audit_event()');
  await knex.schema.dropTable('history_outbox');
}
