import type { Knex } from 'knex';

/**
 * The company's totals kept beside its projects' kept rows, so the summary after a write sums
 * tens of rows, not one per project (`services/portfolio/company-figures.ts` writes and reads
 * them):
 *
 * - `project_figures` also keeps what the summary's counts and sums by status, department and
 *   compliance read of a project (its status, statuses, class, investment, ROI), and whether it
 *   was made before the month of its row (last month's figures start from those projects).
 * - `company_totals`: the sums of the company's `project_figures` rows, one row per grouping
 *   (the whole company, each status, department, compliance status, AI Act class and month of
 *   creation: this one or earlier). Whatever
 *   writes `project_figures` adds the difference here in the same transaction, so in any snapshot
 *   they are the sums of the rows.
 * - `project_figures_past_index`: the projects past their payback, in the order the summary
 *   lists the first of them.
 *
 * The rows kept so far lack the new columns: they are dropped, and the next summary of each
 * company computes its rows again.
 */
export async function up(knex: Knex): Promise<void> {
  await knex('project_figures').delete();
  await knex('project_figures_stale').delete();
  await knex('company_figures').delete();
  await knex.schema.alterTable('project_figures', (table) => {
    table.text('status').notNullable();
    table.text('eu_ai_act_status').notNullable();
    table.text('gdpr_status').notNullable();
    table.text('dora_status').notNullable();
    table.text('ai_act_risk_class');
    table.decimal('investment', 17, 2).notNullable();
    table.decimal('roi', 8, 2);
    table.boolean('compliant').notNullable();
    table.text('created_in').notNullable().comment("'this month' or 'earlier months'");
  });
  await knex.raw(`
    create index project_figures_past_index on project_figures
      (company_id, planned_payback, (name collate "C"), (project_id::text collate "C"))
      where not paid`);
  await knex.schema.createTable('company_totals', (table) => {
    table.uuid('company_id').notNullable();
    table.text('grouping_set').notNullable().comment("'total', or the column grouped by");
    table.text('key').comment('The value grouped by (null: the total, or no AI Act class)');
    table.integer('projects').notNullable();
    table.decimal('investment', 22, 2).notNullable();
    table.decimal('roi_sum', 22, 2).notNullable();
    table.integer('roi_count').notNullable();
    table.integer('compliant').notNullable();
    table.decimal('budget_planned', 24, 2).notNullable();
    table.decimal('budget_actual', 24, 2).notNullable();
    table.integer('on_schedule').notNullable();
    table.integer('baselined').notNullable();
    table.decimal('value_planned_cents', 26, 0).notNullable();
    table.decimal('realised_cents', 26, 0).notNullable();
    table.integer('valued').notNullable().comment('Projects with planned or realised value');
    table.integer('past_payback').notNullable().comment('Past their planned payback, unpaid');
  });
  await knex.raw(`
    alter table company_totals
      add foreign key (company_id) references companies (id) on delete cascade,
      add constraint company_totals_grouping_unique
        unique nulls not distinct (company_id, grouping_set, key)`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('company_totals');
  await knex.raw('drop index project_figures_past_index');
  await knex('project_figures').delete();
  await knex('project_figures_stale').delete();
  await knex('company_figures').delete();
  await knex.raw(`
    alter table project_figures drop column status, drop column eu_ai_act_status,
      drop column gdpr_status, drop column dora_status, drop column ai_act_risk_class,
      drop column investment, drop column roi, drop column compliant, drop column created_in`);
}
