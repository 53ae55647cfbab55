import type { Knex } from 'knex';

/**
 * `user_preferences.proposal_updates`: whether a person is e-mailed about proposals (one that
 * waits for their approval, one of theirs decided). On by default: an approver who never opened
 * Settings still hears of the proposals that wait for them.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('user_preferences', (table) => {
    table.boolean('proposal_updates').notNullable().defaultTo(true);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('user_preferences', (table) => {
    table.dropColumn('proposal_updates');
  });
}
