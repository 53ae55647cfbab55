import type { Knex } from 'knex';
import * as helpers from './helpers.ts';

export async function up(knex: Knex): Promise<void> {
  await helpers.createCompanyTable(knex, 'llm_models', (table) => {
    table.string('name', 255).notNullable();
    table.string('vendor', 100).notNullable();
    // AES-256-GCM ciphertext (see services/secrets.ts), never the clear key.
    table.text('api_key').notNullable();
    table.uuid('created_by').references('id').inTable('users').onDelete('SET NULL');
    helpers.timestamps(knex, table);
    table.index(['company_id'], 'llm_models_company_id_index');
  });

  await knex.schema.createTable('project_llm_models', (table) => {
    helpers.uuidPrimaryKey(knex, table);
    helpers.projectIdColumn(table);
    helpers.cascadingReference(table, 'llm_model_id', 'llm_models');
    table.decimal('monthly_cost', 15, 2);
    table.text('notes');
    helpers.timestamps(knex, table);
    table.unique(['project_id', 'llm_model_id'], {
      indexName: 'project_llm_models_project_id_llm_model_id_unique',
    });
    table.index(['llm_model_id'], 'project_llm_models_llm_model_id_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('project_llm_models');
  await knex.schema.dropTable('llm_models');
}
