import type { Knex } from 'knex';
import * as helpers from './helpers.ts';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('user_preferences', (table) => {
    helpers.uuidPrimaryKey(knex, table);
    table
      .uuid('user_id')
      .notNullable()
      .unique()
      .references('id')
      .inTable('users')
      .onDelete('CASCADE');
    table.boolean('email_notifications').notNullable().defaultTo(true);
    table.boolean('weekly_reports').notNullable().defaultTo(true);
    table.boolean('project_updates').notNullable().defaultTo(false);
    helpers.timestamps(knex, table);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('user_preferences');
}
