import type { Knex } from 'knex';

/**
 * What a model needs to be called by the product: its id at the vendor (on Azure OpenAI the
 * deployment name), the API's base URL when it is not the vendor's, and the admin's switch that
 * lets people send a project's text to it for EU AI Act suggestions (off until turned on).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('llm_models', (table) => {
    table.string('vendor_model', 255);
    table.string('endpoint_url', 2048);
    table.boolean('suggestions_enabled').notNullable().defaultTo(false);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('llm_models', (table) => {
    table.dropColumn('suggestions_enabled');
    table.dropColumn('endpoint_url');
    table.dropColumn('vendor_model');
  });
}
