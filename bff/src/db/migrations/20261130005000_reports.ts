import type { Knex } from 'knex';
import { BUMPS_DATA_VERSION } from './20261123002000_project_speed.ts';
import * as helpers from './helpers.ts';

/**
 * Saved reports: a definition (validated JSON of column ids, never SQL), private to its creator
 * or shared with the company, and an optional e-mail schedule whose due runs the job finds by
 * `schedule_next_run_at`. A name is taken once among the company's shared reports and once
 * among each person's private ones.
 */
export async function up(knex: Knex): Promise<void> {
  await helpers.createCompanyTable(knex, 'reports', (table) => {
    table.string('name', 120).notNullable();
    table.jsonb('definition').notNullable();
    table.text('visibility').notNullable().defaultTo('private');
    // A creator who is gone leaves their shared reports to the admins (private ones to nobody).
    table.uuid('created_by').references('id').inTable('users').onDelete('SET NULL');
    table.text('schedule_frequency');
    table.jsonb('schedule_recipients').notNullable().defaultTo('[]');
    table.timestamp('schedule_next_run_at', { useTz: true });
    table.timestamp('schedule_last_sent_at', { useTz: true });
    helpers.timestamps(knex, table);
    helpers.checkIn(table, 'visibility', ['private', 'shared'], 'reports_visibility_check');
    helpers.checkIn(
      table,
      'schedule_frequency',
      ['weekly', 'monthly'],
      'reports_schedule_frequency_check',
    );
    table.index(['company_id', 'visibility'], 'reports_company_visibility_index');
  });
  await knex.raw(`create unique index reports_shared_name_unique
    on reports (company_id, lower(name)) where visibility = 'shared'`);
  await knex.raw(`create unique index reports_private_name_unique
    on reports (company_id, created_by, lower(name)) where visibility = 'private'`);
  await knex.raw(`create index reports_schedule_due_index
    on reports (schedule_next_run_at) where schedule_frequency is not null`);
  // A grouped report reads every live project of the company: this index holds the columns
  // reports group and measure, so PostgreSQL answers from it alone (an index-only scan of a
  // few MB instead of the table's rows with their JSON and long texts).
  await knex.raw(`create index projects_report_figures_index on projects (company_id, department)
    include (archived_at, status, business_owner, start_date, target_date, investment, roi,
      expected_return, initial_costs, running_costs, eu_ai_act_status, gdpr_status, dora_status,
      id)`);
  // Open risks per project, read from the index alone.
  await knex.raw(`create index risks_open_by_project_index on risks (company_id, project_id)
    where state <> 'resolved'`);
  // Reports count open risks: a company's data version moves with its risks too, so an answer
  // kept by version (REPORT_CACHE_MIB) is never older than the risks it counts.
  await helpers.createStatementTriggers(knex, ['risks'], BUMPS_DATA_VERSION);
}

export async function down(knex: Knex): Promise<void> {
  await helpers.dropStatementTriggers(knex, ['risks'], BUMPS_DATA_VERSION.suffix);
  await knex.raw('drop index risks_open_by_project_index');
  await knex.raw('drop index projects_report_figures_index');
  await knex.schema.dropTable('reports');
}
