import type { Knex } from 'knex';
import * as helpers from './helpers.ts';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('feedback', (table) => {
    helpers.uuidPrimaryKey(knex, table);
    table.string('name', 255).notNullable();
    table.string('email', 255).notNullable();
    table.string('company', 255);
    table.text('feedback').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('feedback');
}
