import type { Knex } from 'knex';

/**
 * Evidence files kept in an S3-compatible bucket outlive their rows when the rows go by cascade
 * (an obligation an assessment no longer gives, a deleted company) or when a delete's call to the
 * bucket fails. Every deleted evidence row with an object queues the object's key here in the
 * deleting transaction, and the `remove-evidence-objects` job deletes the objects after commit
 * and drops the keys: whichever way a row goes, its object follows.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('evidence_object_deletions', (table) => {
    table.bigIncrements('id');
    table.text('storage_key').notNullable();
    table.integer('attempts').notNullable().defaultTo(0);
    table.timestamp('next_attempt_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(['next_attempt_at'], 'evidence_object_deletions_due_index');
  });
  await knex.raw(`create function queue_evidence_object_deletion() returns trigger
    language plpgsql as $$
    begin
      insert into evidence_object_deletions (storage_key) values (old.storage_key);
      perform pg_notify('evidence_object_deletions', '');
      return null;
    end $$`);
  await knex.raw(`create trigger obligation_evidence_object_deletion
    after delete on obligation_evidence for each row
    when (old.storage = 's3' and old.storage_key is not null)
    execute function queue_evidence_object_deletion()`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop trigger obligation_evidence_object_deletion on obligation_evidence');
  await knex.raw('drop function queue_evidence_object_deletion()');
  await knex.schema.dropTable('evidence_object_deletions');
}
