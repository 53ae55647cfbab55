import type { Knex } from 'knex';
import * as helpers from './helpers.ts';

/**
 * A project's GDPR record and its DORA record (one of each per project, kept apart from the
 * project row: each has its own history and its own form), and the region and deprecation date
 * of LLM models, which the GDPR processors, the DORA register and `model-deprecation` read.
 */
export async function up(knex: Knex): Promise<void> {
  await helpers.createProjectTable(knex, 'project_gdpr', (table) => {
    table.boolean('personal_data').notNullable();
    table.specificType('categories', 'text[]').notNullable().defaultTo('{}');
    table.specificType('special_categories', 'text[]').notNullable().defaultTo('{}');
    table.text('lawful_basis');
    table.boolean('large_scale_monitoring').notNullable().defaultTo(false);
    table.text('dpia_status').notNullable();
    table.text('notes');
    helpers.timestamps(knex, table);
    helpers.checkIn(
      table,
      'lawful_basis',
      [
        'consent',
        'contract',
        'legal_obligation',
        'vital_interests',
        'public_task',
        'legitimate_interests',
      ],
      'project_gdpr_lawful_basis',
    );
    helpers.checkIn(
      table,
      'dpia_status',
      ['not_needed', 'needed', 'in_progress', 'done'],
      'project_gdpr_dpia_status',
    );
    table.unique(['project_id'], { indexName: 'project_gdpr_project_unique' });
  });

  await helpers.createProjectTable(knex, 'project_dora', (table) => {
    table.boolean('supports_critical_function').notNullable();
    table.string('function_name', 200);
    table.text('notes');
    helpers.timestamps(knex, table);
    table.unique(['project_id'], { indexName: 'project_dora_project_unique' });
    // The register reads the company's records at once.
    table.index(['company_id'], 'project_dora_company_index');
  });

  await knex.schema.alterTable('llm_models', (table) => {
    table.string('region', 100);
    table.date('deprecation_date');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('llm_models', (table) => {
    table.dropColumn('deprecation_date');
    table.dropColumn('region');
  });
  await knex.schema.dropTable('project_dora');
  await knex.schema.dropTable('project_gdpr');
}
