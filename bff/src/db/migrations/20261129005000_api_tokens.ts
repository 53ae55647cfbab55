import type { Knex } from 'knex';
import * as helpers from './helpers.ts';

/** Who the history names as actors: API tokens too from here on. */
const ACTOR_TYPES = ['user', 'embed_app', 'api_token', 'system'];
const ACTOR_TYPES_BEFORE = ['user', 'embed_app', 'system'];

/**
 * Company API tokens (scripts and BI tools): only a SHA-256 of each token is kept. A token acts
 * for its company with the rights its scope gives, while the admin who created it is still one
 * (the token dies with their account). The history names a token as its own kind of actor.
 */
export async function up(knex: Knex): Promise<void> {
  await helpers.createCompanyTable(knex, 'api_tokens', (table) => {
    table.string('name', 100).notNullable();
    table.text('scope').notNullable();
    table
      .string('token_hash', 64)
      .notNullable()
      .unique({ indexName: 'api_tokens_token_hash_unique' });
    table.string('prefix', 16).notNullable();
    helpers.cascadingReference(table, 'created_by', 'users');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('expires_at', { useTz: true });
    table.timestamp('last_used_at', { useTz: true });
    helpers.checkIn(table, 'scope', ['read', 'write'], 'api_tokens_scope');
    table.index(['company_id'], 'api_tokens_company_id_index');
  });
  await helpers.replaceCheckIn(knex, 'audit_events', 'actor_type', ACTOR_TYPES);
}

export async function down(knex: Knex): Promise<void> {
  // Not validated: history written by tokens stays (it is never edited).
  await helpers.replaceCheckIn(knex, 'audit_events', 'actor_type', ACTOR_TYPES_BEFORE, {
    notValid: true,
  });
  await knex.schema.dropTable('api_tokens');
}
