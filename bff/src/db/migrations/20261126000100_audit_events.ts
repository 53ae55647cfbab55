import type { Knex } from 'knex';
import * as helpers from './helpers.ts';

/**
 * The one history of every write (bff/src/audit/): a row per change, written in the writing
 * transaction. The identity `id` is both the event's id and the order of events (the event
 * stream resumes from it). Company events carry `company_id`; a person's own settings
 * (preferences) carry `user_id` instead. Rows are never edited: a trigger refuses UPDATE, and
 * DELETE except when the company (or, for a person's own events, the user) the row belongs to
 * is already gone, which is how the ON DELETE CASCADE of a deleted company or account reaches it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('audit_events', (table) => {
    table.specificType('id', 'bigint generated always as identity primary key');
    table.uuid('company_id').nullable().references('id').inTable('companies').onDelete('CASCADE');
    table.uuid('user_id').nullable().references('id').inTable('users').onDelete('CASCADE');
    table.text('actor_type').notNullable();
    // No foreign key: the history outlives the person or app that wrote it; the label is the
    // name they had at the time.
    table.text('actor_id').nullable();
    table.text('actor_label').notNullable();
    table.text('entity').notNullable();
    table.text('entity_id').notNullable();
    table.text('entity_label').nullable();
    // The project a change concerns (the project itself, or one of its LLM model links), so a
    // project's History is one index range. No foreign key, as for the actor.
    table.uuid('project_id').nullable();
    table.text('action').notNullable();
    table.jsonb('changes').notNullable().defaultTo('{}');
    table.timestamp('at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    helpers.checkIn(
      table,
      'actor_type',
      ['user', 'embed_app', 'system'],
      'audit_events_actor_type',
    );
    table.check('company_id is not null or user_id is not null', [], 'audit_events_owner');
  });
  await knex.raw('create index audit_events_company on audit_events (company_id, id desc)');
  await knex.raw(`create index audit_events_entity
    on audit_events (company_id, entity, entity_id, id desc)`);
  await knex.raw('create index audit_events_user on audit_events (user_id, id desc)');
  await knex.raw(`create index audit_events_project on audit_events (project_id, id desc)
    where project_id is not null`);
  // One statement per call: PGlite runs no more in one query.
  await knex.raw(`create function audit_events_immutable() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' and (
        (old.company_id is not null
          and not exists (select 1 from companies where id = old.company_id))
        or (old.company_id is null
          and not exists (select 1 from users where id = old.user_id))
      ) then
        return old;
      end if;
      raise exception 'audit history is never edited' using errcode = 'insufficient_privilege';
    end $$`);
  await knex.raw(`create trigger audit_events_immutable before update or delete on audit_events
    for each row execute function audit_events_immutable()`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('audit_events');
  await knex.raw('drop function audit_events_immutable()');
}
