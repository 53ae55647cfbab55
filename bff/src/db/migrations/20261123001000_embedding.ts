import type { Knex } from 'knex';
import * as helpers from './helpers.ts';

/**
 * Embedding on other sites: each company's allowed origins, its embed apps (only a SHA-256 of
 * each secret is kept), the rotating refresh tokens of popup sign-ins (hashed, bound to the
 * page origin, grouped in families so a reused one revokes its whole family) and the audit.
 */
export async function up(knex: Knex): Promise<void> {
  await helpers.createCompanyTable(knex, 'company_embed_origins', (table) => {
    table.string('origin', 255).notNullable();
    table.integer('position').notNullable();
    table.unique(['company_id', 'origin'], {
      indexName: 'company_embed_origins_company_id_origin_unique',
    });
  });

  await helpers.createCompanyTable(knex, 'embed_apps', (table) => {
    table.string('name', 100).notNullable();
    table
      .string('secret_hash', 64)
      .notNullable()
      .unique({ indexName: 'embed_apps_secret_hash_unique' });
    table.boolean('allow_guests').notNullable().defaultTo(false);
    table.uuid('created_by').references('id').inTable('users').onDelete('SET NULL');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('last_used_at', { useTz: true });
    table.index(['company_id'], 'embed_apps_company_id_index');
  });

  await knex.schema.createTable('embed_refresh_tokens', (table) => {
    helpers.uuidPrimaryKey(knex, table);
    table
      .string('token_hash', 64)
      .notNullable()
      .unique({ indexName: 'embed_refresh_tokens_token_hash_unique' });
    table.uuid('family_id').notNullable();
    helpers.companyIdColumn(table);
    helpers.cascadingReference(table, 'user_id', 'users');
    table.string('origin', 255).notNullable();
    table.timestamp('expires_at', { useTz: true }).notNullable();
    table.timestamp('used_at', { useTz: true });
    table.timestamp('revoked_at', { useTz: true });
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(['family_id'], 'embed_refresh_tokens_family_id_index');
    table.index(['expires_at'], 'embed_refresh_tokens_expires_at_index');
  });

  await helpers.createCompanyTable(knex, 'embed_audit', (table) => {
    table.string('action', 20).notNullable();
    // No foreign key: the entry outlives the app it names.
    table.uuid('app_id');
    table.string('app_name', 100);
    table.string('email', 255);
    table.string('actor', 255);
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(['company_id', 'created_at'], 'embed_audit_company_id_created_at_index');
    helpers.checkIn(
      table,
      'action',
      ['app-created', 'app-deleted', 'token-issued'],
      'embed_audit_action_check',
    );
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('embed_audit');
  await knex.schema.dropTable('embed_refresh_tokens');
  await knex.schema.dropTable('embed_apps');
  await knex.schema.dropTable('company_embed_origins');
}
