import type { Knex } from 'knex';

/**
 * What in particular a risk's rule found on its project (the obligation and its date, the
 * person, month and percentage, the milestone, the model), one line each, written by the
 * evaluation that opens or keeps the risk (`contracts/src/compliance/risk-specifics.ts`). Existing
 * risks start empty and are filled at their project's next evaluation.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('risks', (table) => {
    table.jsonb('details').notNullable().defaultTo('[]');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('risks', (table) => {
    table.dropColumn('details');
  });
}
