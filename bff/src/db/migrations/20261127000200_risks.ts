import type { Knex } from 'knex';
import * as helpers from './helpers.ts';

/**
 * The risks the rules of `contracts/src/compliance/risk-rules.ts` raise on projects. A risk is
 * open while its rule holds, acknowledged when a person said they know (quiet until the project
 * changes again), resolved once the rule stops holding; a resolved row stays as the record of
 * it. At most one unresolved risk per project and rule.
 */
export async function up(knex: Knex): Promise<void> {
  await helpers.createProjectTable(knex, 'risks', (table) => {
    table.text('rule_id').notNullable();
    table.text('severity').notNullable();
    table.text('state').notNullable().defaultTo('open');
    table.timestamp('opened_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('acknowledged_at', { useTz: true }).nullable();
    table.uuid('acknowledged_by').nullable().references('id').inTable('users').onDelete('SET NULL');
    table.text('acknowledgement_note').nullable();
    table.timestamp('resolved_at', { useTz: true }).nullable();
    helpers.timestamps(knex, table);
    helpers.checkIn(table, 'severity', ['high', 'medium', 'low'], 'risks_severity');
    helpers.checkIn(table, 'state', ['open', 'acknowledged', 'resolved'], 'risks_state');
  });
  await knex.raw(`create unique index risks_one_unresolved on risks (project_id, rule_id)
    where state <> 'resolved'`);
  await knex.raw('create index risks_company_state on risks (company_id, state)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('risks');
}
