import type { Knex } from 'knex';
import * as helpers from './helpers.ts';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('companies', (table) => {
    helpers.uuidPrimaryKey(knex, table);
    table.string('name', 255).notNullable();
    table.string('industry', 100);
    table.string('size', 50);
    table.uuid('owner_id').notNullable().references('id').inTable('users');
    helpers.timestamps(knex, table);
    table.index(['owner_id'], 'companies_owner_id_index');
  });

  await helpers.createCompanyTable(knex, 'company_members', (table) => {
    helpers.cascadingReference(table, 'user_id', 'users');
    table.string('role', 20).notNullable().defaultTo('member');
    table.uuid('invited_by').references('id').inTable('users').onDelete('SET NULL');
    table.timestamp('invited_at', { useTz: true });
    table.timestamp('joined_at', { useTz: true }).defaultTo(knex.fn.now());
    table.unique(['company_id', 'user_id'], {
      indexName: 'company_members_company_id_user_id_unique',
    });
    // The current user's companies are looked up by user.
    table.index(['user_id'], 'company_members_user_id_index');
    helpers.checkIn(table, 'role', ['admin', 'member'], 'company_members_role_check');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('company_members');
  await knex.schema.dropTable('companies');
}
