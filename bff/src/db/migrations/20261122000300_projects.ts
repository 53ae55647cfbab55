import type { Knex } from 'knex';
import * as helpers from './helpers.ts';

const STATUSES = ['planning', 'in_progress', 'active', 'completed', 'on_hold'];
const COMPLIANCE = ['compliant', 'in_review', 'not_applicable', 'non_compliant'];

export async function up(knex: Knex): Promise<void> {
  await helpers.createCompanyTable(knex, 'projects', (table) => {
    table.string('name', 255).notNullable();
    table.text('problem_statement').notNullable();
    table.string('department', 100).notNullable();
    table.string('business_owner', 255).notNullable();
    table.text('jobs_to_be_done');
    table.decimal('expected_return', 15, 2);
    table.decimal('initial_costs', 15, 2);
    table.decimal('running_costs', 15, 2);
    table.decimal('roi', 8, 2);
    table.string('status', 50).notNullable().defaultTo('planning');
    table.string('eu_ai_act_status', 50).notNullable().defaultTo('not_applicable');
    table.string('gdpr_status', 50).notNullable().defaultTo('not_applicable');
    table.string('dora_status', 50).notNullable().defaultTo('not_applicable');
    table.text('notes');
    table.uuid('created_by').notNullable().references('id').inTable('users');
    table.timestamp('archived_at', { useTz: true });
    helpers.timestamps(knex, table);

    helpers.checkIn(table, 'status', STATUSES, 'projects_status_check');
    helpers.checkIn(table, 'eu_ai_act_status', COMPLIANCE, 'projects_eu_ai_act_status_check');
    helpers.checkIn(table, 'gdpr_status', COMPLIANCE, 'projects_gdpr_status_check');
    helpers.checkIn(table, 'dora_status', COMPLIANCE, 'projects_dora_status_check');

    table.index(['company_id', 'status'], 'projects_company_id_status_index');
    table.index(['company_id', 'department'], 'projects_company_id_department_index');
    table.index(['created_by'], 'projects_created_by_index');
  });
  // Every list is company-scoped; newest first is the default order, name the other common one.
  // Search is ILIKE on name / problem statement within one company, served by these scans.
  await knex.raw(
    'create index projects_company_id_created_at_index on projects (company_id, created_at desc, id)',
  );
  await knex.raw(
    'create index projects_company_id_lower_name_index on projects (company_id, lower(name))',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('projects');
}
