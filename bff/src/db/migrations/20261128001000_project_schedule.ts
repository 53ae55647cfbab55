import type { Knex } from 'knex';
import { PROJECT_FIELDS } from './20261125000000_project_api_json.ts';
import * as helpers from './helpers.ts';

/**
 * The contract's `Project` fields in its order, with the schedule's dates after the notes (see
 * the `project_api_json` migration: `presentProject` must write the same text byte for byte).
 */
const NOTES_AT = PROJECT_FIELDS.findIndex(([key]) => key === 'notes') + 1;
export const PROJECT_FIELDS_WITH_DATES = [
  ...PROJECT_FIELDS.slice(0, NOTES_AT),
  ['startDate', helpers.calendarDateSql('new.start_date')],
  ['targetDate', helpers.calendarDateSql('new.target_date')],
  ...PROJECT_FIELDS.slice(NOTES_AT),
] as const;

/** Sort indexes of the two dates, like ROI's: missing dates last in both directions. */
const SORT_INDEXES: Record<string, string> = {
  start_date: '(start_date is null), start_date, id',
  start_date_desc: '(start_date is null), start_date desc, id desc',
  target_date: '(target_date is null), target_date, id',
  target_date_desc: '(target_date is null), target_date desc, id desc',
};

/**
 * A project's schedule: its start and target dates (calendar dates, no time zone), its
 * milestones, the projects it depends on (finish-to-start) and its baseline, the dates and
 * milestones it is measured against. The baseline keeps its milestones as they were (JSON): a
 * milestone renamed, moved or deleted since is still compared with what was planned.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('projects', (table) => {
    table.date('start_date');
    table.date('target_date');
    table.check(
      'target_date is null or start_date is null or target_date >= start_date',
      [],
      'projects_target_not_before_start',
    );
  });
  for (const [name, columns] of Object.entries(SORT_INDEXES)) {
    await knex.raw(
      `create index projects_company_id_${name}_index on projects (company_id, ${columns})`,
    );
  }
  await helpers.replaceProjectApiJson(knex, PROJECT_FIELDS_WITH_DATES);

  await helpers.createProjectTable(knex, 'milestones', (table) => {
    table.string('name', 255).notNullable();
    table.date('due_date').notNullable();
    table.boolean('done').notNullable().defaultTo(false);
    helpers.timestamps(knex, table);
    table.index(['project_id', 'due_date'], 'milestones_project_id_due_date_index');
    table.index(['company_id', 'due_date'], 'milestones_company_id_due_date_index');
  });

  await helpers.createProjectTable(knex, 'project_dependencies', (table) => {
    helpers.cascadingReference(table, 'depends_on_project_id', 'projects');
    table.uuid('created_by').references('id').inTable('users').onDelete('SET NULL');
    helpers.timestamps(knex, table);
    table.unique(['project_id', 'depends_on_project_id'], {
      indexName: 'project_dependencies_pair_unique',
    });
    table.index(['depends_on_project_id'], 'project_dependencies_depends_on_project_id_index');
    table.index(['company_id'], 'project_dependencies_company_id_index');
    table.check('project_id <> depends_on_project_id', [], 'project_dependencies_not_self');
  });

  await helpers.createCompanyTable(knex, 'project_baselines', (table) => {
    helpers.projectIdColumn(table, { unique: 'project_baselines_project_id_unique' });
    table.date('start_date');
    table.date('target_date');
    // [{ milestoneId, name, dueDate }] by due date, as they were when the baseline was set.
    table.jsonb('milestones').notNullable().defaultTo('[]');
    table.uuid('set_by').references('id').inTable('users').onDelete('SET NULL');
    table.timestamp('set_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    helpers.timestamps(knex, table);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('project_baselines');
  await knex.schema.dropTable('project_dependencies');
  await knex.schema.dropTable('milestones');
  for (const name of Object.keys(SORT_INDEXES)) {
    await knex.raw(`drop index projects_company_id_${name}_index`);
  }
  await knex.schema.alterTable('projects', (table) => {
    table.dropChecks(['projects_target_not_before_start']);
    table.dropColumn('start_date');
    table.dropColumn('target_date');
  });
  await helpers.replaceProjectApiJson(knex, PROJECT_FIELDS);
}
