import type { Knex } from 'knex';
import * as helpers from './helpers.ts';

/**
 * Telling people of changes. The bell's notifications are read from `audit_events` when asked
 * (nothing is copied per person); what a person has seen is one marker per person, the id of
 * the newest event they marked read. The Project Updates e-mail batches changes: each event a
 * person should hear of waits in `project_update_queue` until their next e-mail lists it. A
 * weekly digest sent is remembered per person, company and week, so a retried run of the
 * Monday job sends nobody a second one.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('notification_reads', (table) => {
    table.uuid('user_id').primary().references('id').inTable('users').onDelete('CASCADE');
    table.bigInteger('last_read_id').notNullable().defaultTo(0);
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.schema.createTable('project_update_queue', (table) => {
    helpers.cascadingReference(table, 'user_id', 'users');
    table
      .bigInteger('audit_event_id')
      .notNullable()
      .references('id')
      .inTable('audit_events')
      .onDelete('CASCADE');
    table.timestamp('queued_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.primary(['user_id', 'audit_event_id']);
  });
  await knex.schema.createTable('weekly_digests_sent', (table) => {
    helpers.cascadingReference(table, 'user_id', 'users');
    helpers.companyIdColumn(table);
    table.date('week_of').notNullable();
    table.timestamp('sent_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.primary(['user_id', 'company_id', 'week_of']);
  });
  // Invitations sent to a person's e-mail, from any company: the bell finds them by address.
  await knex.raw(`create index audit_events_invitation_email
    on audit_events (lower(entity_label), id desc) where entity = 'invitation'`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index audit_events_invitation_email');
  await knex.schema.dropTable('weekly_digests_sent');
  await knex.schema.dropTable('project_update_queue');
  await knex.schema.dropTable('notification_reads');
}
