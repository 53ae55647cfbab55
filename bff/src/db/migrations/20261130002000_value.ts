import type { Knex } from 'knex';
import { BUMPS_DATA_VERSION_BY_PROJECT } from './20261129003000_budget.ts';
import * as helpers from './helpers.ts';

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
  await helpers.createProjectTable(knex, 'project_values', (table) => {
    table.uuid('benefit_owner_id').references('id').inTable('people').onDelete('SET NULL');
    helpers.timestamps(knex, table);
    table.unique(['project_id'], { indexName: 'project_values_project_unique' });
  });

  await helpers.createMonthAmounts(knex, 'project_benefits');

  await helpers.createProjectTable(knex, 'project_kpis', (table) => {
    table.string('name', 200).notNullable();
    table.string('unit', 40).notNullable().defaultTo('');
    table.decimal('baseline', 20, 4).notNullable();
    table.decimal('target', 20, 4).notNullable();
    table.text('direction').notNullable();
    helpers.checkIn(table, 'direction', ['higher', 'lower'], 'project_kpis_direction');
    table.uuid('created_by').references('id').inTable('users').onDelete('SET NULL');
    helpers.timestamps(knex, table);
    table.index(['project_id', 'created_at'], 'project_kpis_project_index');
  });

  await helpers.createCompanyTable(knex, 'kpi_measurements', (table) => {
    helpers.cascadingReference(table, 'kpi_id', 'project_kpis');
    helpers.projectIdColumn(table);
    table.date('date').notNullable();
    table.decimal('value', 20, 4).notNullable();
    helpers.timestamps(knex, table);
    table.unique(['kpi_id', 'date'], { indexName: 'kpi_measurements_kpi_date_unique' });
  });

  await helpers.createProjectTable(knex, 'project_gates', (table) => {
    table.text('gate').notNullable();
    table.text('decision').notNullable();
    table.string('reason', 2000).notNullable();
    table.text('actor_type').notNullable();
    table.string('actor_id', 100);
    table.string('actor_name', 255).notNullable();
    table.timestamp('decided_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    helpers.checkIn(table, 'gate', ['idea', 'pilot', 'scale', 'retire'], 'project_gates_gate');
    helpers.checkIn(table, 'decision', ['go', 'hold', 'stop'], 'project_gates_decision');
    table.index(['project_id', 'decided_at'], 'project_gates_project_index');
  });

  await helpers.createStatementTriggers(knex, SUMMARY_INPUTS, BUMPS_DATA_VERSION_BY_PROJECT);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('project_gates');
  await knex.schema.dropTable('kpi_measurements');
  await knex.schema.dropTable('project_kpis');
  await knex.schema.dropTable('project_benefits');
  await knex.schema.dropTable('project_values');
}
