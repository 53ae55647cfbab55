import type { Knex } from 'knex';
import * as helpers from './helpers.ts';

/**
 * Two-factor authentication of built-in accounts: one TOTP credential per user (pending until
 * its first code confirms it) and the account's single-use recovery codes, both going with the
 * user.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('two_factor_credentials', (table) => {
    table.uuid('user_id').primary().references('id').inTable('users').onDelete('CASCADE');
    // AES-256-GCM ciphertext of the base32 secret (see services/secrets.ts), never the secret.
    table.text('secret').notNullable();
    // Null while set-up waits for the first code: sign-in does not ask for it until then.
    table.timestamp('enabled_at', { useTz: true });
    // The TOTP time step of the last code accepted: a code is never accepted twice.
    table.bigInteger('last_time_step');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  await knex.schema.createTable('two_factor_recovery_codes', (table) => {
    helpers.uuidPrimaryKey(knex, table);
    helpers.cascadingReference(table, 'user_id', 'users');
    // SHA-256 of the user id and the normalized code; the code itself is shown once.
    table.text('code_hash').notNullable();
    table.timestamp('used_at', { useTz: true });
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.unique(['user_id', 'code_hash'], {
      indexName: 'two_factor_recovery_codes_user_id_code_hash_unique',
    });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('two_factor_recovery_codes');
  await knex.schema.dropTable('two_factor_credentials');
}
