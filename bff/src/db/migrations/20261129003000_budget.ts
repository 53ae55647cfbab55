import type { Knex } from 'knex';
import * as helpers from './helpers.ts';

/**
 * Tables whose rows the dashboard's budget variance to date reads besides the projects: each
 * write of them moves the company's data version, as a project's write does, so a summary cached
 * by that version is never stale. (Milestones and baselines, which decide the projects on
 * schedule, move it since 20261129001000_schedule_data_version.)
 */
const SUMMARY_INPUTS = ['spend_entries', 'budget_plan_months', 'project_llm_models'] as const;

/** The statement triggers of tables whose rows name their project, not their company. */
export const BUMPS_DATA_VERSION_BY_PROJECT = {
  suffix: 'bumps_data_version',
  rows: 'changed_rows',
  fn: 'bump_company_data_version_by_project',
};

/**
 * Budget against actuals: the spend entered against a project (month, amount, category, note)
 * and the months of its plan edited by hand (the others follow the default spread of its
 * initial and running costs, computed, never stored).
 */
export async function up(knex: Knex): Promise<void> {
  await helpers.createProjectTable(knex, 'spend_entries', (table) => {
    table.string('month', 7).notNullable();
    table.decimal('amount', 15, 2).notNullable();
    table.string('category', 20).notNullable();
    helpers.checkIn(
      table,
      'category',
      ['people', 'infrastructure', 'llm', 'vendor', 'other'],
      'spend_entries_category_check',
    );
    table.string('note', 500);
    table.uuid('created_by').references('id').inTable('users').onDelete('SET NULL');
    helpers.timestamps(knex, table);
    table.check(helpers.MONTH_FORMAT_CHECK, [], 'spend_entries_month_format');
    table.check('amount >= 0', [], 'spend_entries_amount_not_negative');
    table.index(['project_id', 'month'], 'spend_entries_project_id_month_index');
    table.index(['company_id', 'month'], 'spend_entries_company_id_month_index');
  });

  await helpers.createMonthAmounts(knex, 'budget_plan_months');

  await knex.raw(`
    create function bump_company_data_version_by_project() returns trigger language plpgsql as $$
    begin
      update companies set data_version = data_version + 1
      where id in (select p.company_id from projects p
                    where p.id in (select distinct project_id from changed_rows));
      return null;
    end $$`);
  await helpers.createStatementTriggers(knex, SUMMARY_INPUTS, BUMPS_DATA_VERSION_BY_PROJECT);
}

export async function down(knex: Knex): Promise<void> {
  await helpers.dropStatementTriggers(knex, SUMMARY_INPUTS, BUMPS_DATA_VERSION_BY_PROJECT.suffix, {
    ifExists: true,
  });
  await knex.raw('drop function bump_company_data_version_by_project()');
  await knex.schema.dropTable('budget_plan_months');
  await knex.schema.dropTable('spend_entries');
}
