import type { Knex } from 'knex';
import * as helpers from './helpers.ts';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('users', (table) => {
    helpers.uuidPrimaryKey(knex, table);
    // Stored lowercased, so the unique key is case-insensitive.
    table.string('email', 255).notNullable().unique();
    table.string('first_name', 255);
    table.string('last_name', 255);
    table.text('profile_image_url');
    table.text('password_hash');
    table.text('oidc_subject').unique();
    helpers.timestamps(knex, table);
    table.check('email = lower(email)', [], 'users_email_lowercase_check');
  });

  await knex.schema.createTable('sessions', (table) => {
    table.string('sid', 255).primary();
    table.json('sess').notNullable();
    table.timestamp('expire', { useTz: true }).notNullable().index('sessions_expire_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('sessions');
  await knex.schema.dropTable('users');
}
