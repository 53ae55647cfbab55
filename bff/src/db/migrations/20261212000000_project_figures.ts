import type { Knex } from 'knex';
import * as helpers from './helpers.ts';

/**
 * Every project's share of the dashboard's company-wide planning, value and schedule figures, kept between
 * writes so the summary after a write sums rows instead of computing every project again
 * (`services/portfolio/company-figures.ts` writes and reads them):
 *
 * - `project_figures`: one row per live project, its budget to date, value figures and whether it keeps to its baseline, as of the
 *   month `company_figures.as_of` says (a new month recomputes the company's rows once).
 * - `project_figures_stale`: the projects written since their row was computed. A statement
 *   trigger on every table the figures read marks them in the writing transaction, so no write,
 *   by the product or not, commits without it; the summary recomputes the marked few.
 *
 * Neither names its project by a foreign key: checking one locks the project's row, which the
 * write that marks it may hold, and a summary must never make a write wait. A deleted project is
 * marked like any other, and its kept row goes with its mark.
 */
const INPUTS = [
  'spend_entries',
  'budget_plan_months',
  'project_llm_models',
  'project_benefits',
  'milestones',
  'project_baselines',
];
/** Its statement triggers, which hand the marking functions the changed rows. */
const MARKS_FIGURES = { suffix: 'marks_figures', rows: 'changed_rows' };

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('company_figures', (table) => {
    table.uuid('company_id').primary().references('id').inTable('companies').onDelete('CASCADE');
    table.integer('as_of').notNullable().comment('The month index (year × 12 + month − 1)');
  });
  await knex.schema.createTable('project_figures', (table) => {
    table.uuid('project_id').primary();
    helpers.companyIdColumn(table);
    table.text('name').notNullable();
    table.text('department').notNullable();
    table.decimal('budget_planned', 20, 2).notNullable();
    table.decimal('budget_actual', 20, 2).notNullable();
    table.decimal('value_planned_cents', 22, 0).notNullable();
    table.decimal('realised_cents', 22, 0).notNullable();
    table.decimal('costs_cents', 22, 0).notNullable();
    table.integer('planned_payback');
    table.boolean('paid').notNullable();
    table.boolean('baselined').notNullable();
    table.boolean('on_schedule').notNullable();
    table.index(['company_id'], 'project_figures_company_index');
  });
  await knex.schema.createTable('project_figures_stale', (table) => {
    table.uuid('project_id').primary();
    table.uuid('company_id').notNullable();
    table.index(['company_id'], 'project_figures_stale_company_index');
  });
  // The update touches a mark another write holds, so the summary's refresh, which takes marks
  // with SKIP LOCKED, never takes one whose write has not committed yet.
  const mark = (select: string) => `
    insert into project_figures_stale (project_id, company_id) ${select}
    on conflict (project_id) do update set company_id = excluded.company_id`;
  await knex.raw(`
    create function mark_project_figures_stale() returns trigger language plpgsql as $$
    begin
      ${mark(
        // Not for the projects of a company being deleted: its marks would outlive it.
        'select distinct id, company_id from changed_rows where company_id in (select id from companies)',
      )};
      return null;
    end $$`);
  await knex.raw(`
    create function mark_project_figures_stale_by_project() returns trigger language plpgsql as $$
    begin
      ${mark('select p.id, p.company_id from projects p where p.id in (select project_id from changed_rows)')};
      return null;
    end $$`);
  await helpers.createStatementTriggers(knex, ['projects'], {
    ...MARKS_FIGURES,
    fn: 'mark_project_figures_stale',
  });
  await helpers.createStatementTriggers(knex, INPUTS, {
    ...MARKS_FIGURES,
    fn: 'mark_project_figures_stale_by_project',
  });
}

export async function down(knex: Knex): Promise<void> {
  await helpers.dropStatementTriggers(knex, ['projects', ...INPUTS], MARKS_FIGURES.suffix);
  await knex.raw('drop function mark_project_figures_stale_by_project()');
  await knex.raw('drop function mark_project_figures_stale()');
  await knex.schema.dropTable('project_figures_stale');
  await knex.schema.dropTable('project_figures');
  await knex.schema.dropTable('company_figures');
}
