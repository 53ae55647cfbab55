import type { Knex } from 'knex';

/**
 * Rate-limit counters shared by every BFF process (rate-limiter-flexible's PostgreSQL layout:
 * key, points used, expiry in epoch milliseconds).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('rate_limits', (table) => {
    table.string('key', 255).primary();
    table.integer('points').notNullable().defaultTo(0);
    table.bigInteger('expire');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('rate_limits');
}
