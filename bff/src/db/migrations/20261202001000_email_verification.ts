import type { Knex } from 'knex';
import * as helpers from './helpers.ts';

/**
 * Verified e-mail addresses. Invitations reach an account's bell, and an identity provider's
 * first sign-in joins an account, by e-mail alone: only an address its owner proved counts.
 * `users.email_verified_at` says when; accounts made before stay unverified until their owner
 * opens a link (or their identity provider vouches at the next sign-in).
 *
 * `email_verifications` holds the links in flight, by a SHA-256 of their token (the token is
 * only in the e-mail): a sign-up waiting for its address (`sign_up`: the names and password
 * hash, no account yet, so nobody can hold an address they cannot read) or an existing account
 * verifying its own (`account`). A link is deleted when used.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (table) => {
    table.timestamp('email_verified_at', { useTz: true });
  });
  await knex.schema.createTable('email_verifications', (table) => {
    helpers.uuidPrimaryKey(knex, table);
    table.text('purpose').notNullable();
    table.text('email').notNullable();
    table.uuid('user_id').references('id').inTable('users').onDelete('CASCADE');
    table.string('first_name', 100);
    table.string('last_name', 100);
    table.text('password_hash');
    table
      .string('token_hash', 64)
      .notNullable()
      .unique({ indexName: 'email_verifications_token_hash_unique' });
    table.timestamp('expires_at', { useTz: true }).notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    helpers.checkIn(table, 'purpose', ['sign_up', 'account'], 'email_verifications_purpose');
    table.index(['email'], 'email_verifications_email_index');
    table.index(['user_id'], 'email_verifications_user_id_index');
  });
  await knex.raw(`alter table email_verifications add constraint email_verifications_shape check (
    (purpose = 'sign_up' and user_id is null and password_hash is not null)
    or (purpose = 'account' and user_id is not null and password_hash is null))`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('email_verifications');
  await knex.schema.alterTable('users', (table) => {
    table.dropColumn('email_verified_at');
  });
}
