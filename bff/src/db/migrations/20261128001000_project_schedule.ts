import type { Knex } from 'knex';
import { companyIdColumn, timestamps, uuidPrimaryKey } from './helpers.ts';

/** A timestamptz as `toISOString()` writes it: UTC, milliseconds, `Z`. */
const iso = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
/** A date as the contract's calendar date, `YYYY-MM-DD`, whatever the session's DateStyle. */
const day = (column: string) => `to_char(${column}, 'YYYY-MM-DD')`;

/**
 * The contract's `Project` fields in its order, with the schedule's dates (see the
 * `project_api_json` migration: `presentProject` must write the same text byte for byte).
 */
const FIELDS: Array<[key: string, sql: string]> = [
  ['id', 'new.id'],
  ['companyId', 'new.company_id'],
  ['name', 'new.name'],
  ['problemStatement', 'new.problem_statement'],
  ['department', 'new.department'],
  ['businessOwner', 'new.business_owner'],
  ['jobsToBeDone', 'new.jobs_to_be_done'],
  ['expectedReturn', 'new.expected_return::text'],
  ['initialCosts', 'new.initial_costs::text'],
  ['runningCosts', 'new.running_costs::text'],
  ['roi', 'new.roi::text'],
  ['status', 'new.status'],
  ['euAiActStatus', 'new.eu_ai_act_status'],
  ['gdprStatus', 'new.gdpr_status'],
  ['doraStatus', 'new.dora_status'],
  ['notes', 'new.notes'],
  ['startDate', day('new.start_date')],
  ['targetDate', day('new.target_date')],
  ['createdBy', 'new.created_by'],
  ['createdAt', iso('new.created_at')],
  ['updatedAt', iso('new.updated_at')],
  ['archivedAt', iso('new.archived_at')],
];
const WITHOUT_DATES = FIELDS.filter(([key]) => key !== 'startDate' && key !== 'targetDate');

const apiJsonSql = (fields: typeof FIELDS) =>
  `${fields
    .map(
      ([key, sql], i) => `'${i ? ',' : '{'}"${key}":' || coalesce(to_json(${sql})::text, 'null')`,
    )
    .join(' || ')} || '}'`;

async function replaceApiJson(knex: Knex, fields: typeof FIELDS) {
  await knex.raw(`create or replace function project_api_json() returns trigger language plpgsql as $$
    begin
      new.api_json := ${apiJsonSql(fields)};
      return new;
    end $$`);
  // Rewritten by the trigger.
  await knex.raw('update projects set api_json = null');
}

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
  await replaceApiJson(knex, FIELDS);

  await knex.schema.createTable('milestones', (table) => {
    uuidPrimaryKey(knex, table);
    companyIdColumn(table);
    table.uuid('project_id').notNullable().references('id').inTable('projects').onDelete('CASCADE');
    table.string('name', 255).notNullable();
    table.date('due_date').notNullable();
    table.boolean('done').notNullable().defaultTo(false);
    timestamps(knex, table);
    table.index(['project_id', 'due_date'], 'milestones_project_id_due_date_index');
    table.index(['company_id', 'due_date'], 'milestones_company_id_due_date_index');
  });

  await knex.schema.createTable('project_dependencies', (table) => {
    uuidPrimaryKey(knex, table);
    companyIdColumn(table);
    table.uuid('project_id').notNullable().references('id').inTable('projects').onDelete('CASCADE');
    table
      .uuid('depends_on_project_id')
      .notNullable()
      .references('id')
      .inTable('projects')
      .onDelete('CASCADE');
    table.uuid('created_by').references('id').inTable('users').onDelete('SET NULL');
    timestamps(knex, table);
    table.unique(['project_id', 'depends_on_project_id'], {
      indexName: 'project_dependencies_pair_unique',
    });
    table.index(['depends_on_project_id'], 'project_dependencies_depends_on_project_id_index');
    table.index(['company_id'], 'project_dependencies_company_id_index');
    table.check('project_id <> depends_on_project_id', [], 'project_dependencies_not_self');
  });

  await knex.schema.createTable('project_baselines', (table) => {
    uuidPrimaryKey(knex, table);
    companyIdColumn(table);
    table
      .uuid('project_id')
      .notNullable()
      .unique({ indexName: 'project_baselines_project_id_unique' })
      .references('id')
      .inTable('projects')
      .onDelete('CASCADE');
    table.date('start_date');
    table.date('target_date');
    // [{ milestoneId, name, dueDate }] by due date, as they were when the baseline was set.
    table.jsonb('milestones').notNullable().defaultTo('[]');
    table.uuid('set_by').references('id').inTable('users').onDelete('SET NULL');
    table.timestamp('set_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    timestamps(knex, table);
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
  await replaceApiJson(knex, WITHOUT_DATES);
}
