import type { Knex } from 'knex';
import * as helpers from './helpers.ts';

export async function up(knex: Knex): Promise<void> {
  await helpers.createCompanyTable(knex, 'invitations', (table) => {
    table.string('email', 255).notNullable();
    table.string('role', 20).notNullable().defaultTo('member');
    table.uuid('invited_by').references('id').inTable('users').onDelete('SET NULL');
    table.text('token').notNullable().unique();
    table.timestamp('expires_at', { useTz: true }).notNullable();
    table.timestamp('accepted_at', { useTz: true });
    table.timestamp('revoked_at', { useTz: true });
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(['company_id'], 'invitations_company_id_index');
    helpers.checkIn(table, 'role', ['admin', 'member'], 'invitations_role_check');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('invitations');
}
