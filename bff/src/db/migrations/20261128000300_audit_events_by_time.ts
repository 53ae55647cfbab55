import type { Knex } from 'knex';

/**
 * The company's history by time: the dashboard's trends read the project changes since the end
 * of last month, which without it means every project change the company ever made.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('create index audit_events_company_at on audit_events (company_id, at)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index audit_events_company_at');
}
