import type { Knex } from 'knex';
import { checkIn, companyIdColumn, timestamps, uuidPrimaryKey } from './helpers.ts';

/** Realised benefit moves the dashboard's return per department: it moves the data version. */
const SUMMARY_INPUTS = ['project_benefits'] as const;

/**
 * The value a project really delivers:
 * - `project_values`: its benefit owner (one of the company's people), one row per project.
 * - `project_benefits`: the benefit it realised in a month (`YYYY-MM`), in $.
 * - `project_kpis` and `kpi_measurements`: its KPIs (baseline, target, which way is better) and
 *   their values over time, one per KPI and day.
 * - `project_gates`: stage-gate decisions, with the actor who took them as the history names
 *   actors (their kind, id and name at the time).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('project_values', (table) => {
    uuidPrimaryKey(knex, table);
    companyIdColumn(table);
    table.uuid('project_id').notNullable().references('id').inTable('projects').onDelete('CASCADE');
    table.uuid('benefit_owner_id').references('id').inTable('people').onDelete('SET NULL');
    timestamps(knex, table);
    table.unique(['project_id'], { indexName: 'project_values_project_unique' });
  });

  await knex.schema.createTable('project_benefits', (table) => {
    uuidPrimaryKey(knex, table);
    companyIdColumn(table);
    table.uuid('project_id').notNullable().references('id').inTable('projects').onDelete('CASCADE');
    table.string('month', 7).notNullable();
    table.decimal('amount', 15, 2).notNullable();
    timestamps(knex, table);
    table.check(`month ~ '^[1-9][0-9]{3}-(0[1-9]|1[0-2])$'`, [], 'project_benefits_month_format');
    table.check('amount >= 0', [], 'project_benefits_amount_not_negative');
    table.unique(['project_id', 'month'], { indexName: 'project_benefits_project_month_unique' });
    table.index(['company_id'], 'project_benefits_company_id_index');
  });

  await knex.schema.createTable('project_kpis', (table) => {
    uuidPrimaryKey(knex, table);
    companyIdColumn(table);
    table.uuid('project_id').notNullable().references('id').inTable('projects').onDelete('CASCADE');
    table.string('name', 200).notNullable();
    table.string('unit', 40).notNullable().defaultTo('');
    table.decimal('baseline', 20, 4).notNullable();
    table.decimal('target', 20, 4).notNullable();
    table.text('direction').notNullable();
    checkIn(table, 'direction', ['higher', 'lower'], 'project_kpis_direction');
    table.uuid('created_by').references('id').inTable('users').onDelete('SET NULL');
    timestamps(knex, table);
    table.index(['project_id', 'created_at'], 'project_kpis_project_index');
  });

  await knex.schema.createTable('kpi_measurements', (table) => {
    uuidPrimaryKey(knex, table);
    companyIdColumn(table);
    table.uuid('kpi_id').notNullable().references('id').inTable('project_kpis').onDelete('CASCADE');
    table.uuid('project_id').notNullable().references('id').inTable('projects').onDelete('CASCADE');
    table.date('date').notNullable();
    table.decimal('value', 20, 4).notNullable();
    timestamps(knex, table);
    table.unique(['kpi_id', 'date'], { indexName: 'kpi_measurements_kpi_date_unique' });
  });

  await knex.schema.createTable('project_gates', (table) => {
    uuidPrimaryKey(knex, table);
    companyIdColumn(table);
    table.uuid('project_id').notNullable().references('id').inTable('projects').onDelete('CASCADE');
    table.text('gate').notNullable();
    table.text('decision').notNullable();
    table.string('reason', 2000).notNullable();
    table.text('actor_type').notNullable();
    table.string('actor_id', 100);
    table.string('actor_name', 255).notNullable();
    table.timestamp('decided_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    checkIn(table, 'gate', ['idea', 'pilot', 'scale', 'retire'], 'project_gates_gate');
    checkIn(table, 'decision', ['go', 'hold', 'stop'], 'project_gates_decision');
    table.index(['project_id', 'decided_at'], 'project_gates_project_index');
  });

  for (const table of SUMMARY_INPUTS) {
    for (const [event, transition] of [
      ['insert', 'new'],
      ['update', 'new'],
      ['delete', 'old'],
    ] as const) {
      await knex.raw(`
        create trigger ${table}_${event}_bumps_data_version after ${event} on ${table}
        referencing ${transition} table as changed_rows
        for each statement execute function bump_company_data_version_by_project()`);
    }
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('project_gates');
  await knex.schema.dropTable('kpi_measurements');
  await knex.schema.dropTable('project_kpis');
  await knex.schema.dropTable('project_benefits');
  await knex.schema.dropTable('project_values');
}
