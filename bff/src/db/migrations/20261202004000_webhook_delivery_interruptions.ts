import type { Knex } from 'knex';

/**
 * A delivery's tries cut short by the end of their sender (a crash, a kill): the endpoint may
 * have received the message that many more times than the log's answers say. Delivery is at
 * least once; this makes a try sent twice visible in the endpoint's log.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('webhook_deliveries', (table) => {
    table.integer('interrupted_attempts').notNullable().defaultTo(0);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('webhook_deliveries', (table) => {
    table.dropColumn('interrupted_attempts');
  });
}
