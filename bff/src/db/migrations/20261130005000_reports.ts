import type { Knex } from 'knex';
import { checkIn, companyIdColumn, timestamps, uuidPrimaryKey } from './helpers.ts';

/**
 * Saved reports: a definition (validated JSON of column ids, never SQL), private to its creator
 * or shared with the company, and an optional e-mail schedule whose due runs the job finds by
 * `schedule_next_run_at`. A name is taken once among the company's shared reports and once
 * among each person's private ones.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('reports', (table) => {
    uuidPrimaryKey(knex, table);
    companyIdColumn(table);
    table.string('name', 120).notNullable();
    table.jsonb('definition').notNullable();
    table.text('visibility').notNullable().defaultTo('private');
    // A creator who is gone leaves their shared reports to the admins (private ones to nobody).
    table.uuid('created_by').references('id').inTable('users').onDelete('SET NULL');
    table.text('schedule_frequency');
    table.jsonb('schedule_recipients').notNullable().defaultTo('[]');
    table.timestamp('schedule_next_run_at', { useTz: true });
    table.timestamp('schedule_last_sent_at', { useTz: true });
    timestamps(knex, table);
    checkIn(table, 'visibility', ['private', 'shared'], 'reports_visibility_check');
    checkIn(table, 'schedule_frequency', ['weekly', 'monthly'], 'reports_schedule_frequency_check');
    table.index(['company_id', 'visibility'], 'reports_company_visibility_index');
  });
  await knex.raw(`create unique index reports_shared_name_unique
    on reports (company_id, lower(name)) where visibility = 'shared'`);
  await knex.raw(`create unique index reports_private_name_unique
    on reports (company_id, created_by, lower(name)) where visibility = 'private'`);
  await knex.raw(`create index reports_schedule_due_index
    on reports (schedule_next_run_at) where schedule_frequency is not null`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('reports');
}
