import type { Knex } from 'knex';
import * as helpers from './helpers.ts';

/**
 * Proposals before they are projects (`contracts/src/intake`).
 *
 * - `proposals`: the project's basic fields, the intake and screening answers and scoring inputs
 *   as JSON, and the tier and score computed from them when written (kept, so the queue sorts in
 *   SQL). `project_id` is the project its approval made (a project comes from one approval at most);
 *   a merged proposal names the project or proposal it joined instead.
 *   `pg_trgm` GIN indexes on name and problem statement serve the duplicate search, as the
 *   projects' own do.
 * - `proposal_approvals`: who approved, for which role, when, with what note; one per person.
 * - `intake_settings`: one row per company that changed its settings; without one, the defaults.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('proposals', (table) => {
    helpers.uuidPrimaryKey(knex, table);
    helpers.companyIdColumn(table);
    table.string('name', 255).notNullable();
    table.text('problem_statement').notNullable();
    table.string('department', 100).notNullable();
    table.string('business_owner', 255).notNullable();
    table.decimal('expected_return', 15, 2).nullable();
    table.decimal('initial_costs', 15, 2).nullable();
    table.decimal('running_costs', 15, 2).nullable();
    table.jsonb('answers').notNullable().defaultTo('{}');
    table.jsonb('screening').notNullable().defaultTo('{}');
    table.text('tier').notNullable();
    table.text('scoring_model').notNullable();
    table.jsonb('scoring_inputs').notNullable().defaultTo('{}');
    table.double('score').nullable();
    table.text('state').notNullable().defaultTo('submitted');
    table.uuid('submitted_by').nullable().references('id').inTable('users').onDelete('SET NULL');
    table.text('rejection_reason').nullable();
    table
      .uuid('project_id')
      .nullable()
      .unique({ indexName: 'proposals_one_per_project_approval' })
      .references('id')
      .inTable('projects')
      .onDelete('SET NULL');
    table
      .uuid('merged_into_project_id')
      .nullable()
      .references('id')
      .inTable('projects')
      .onDelete('SET NULL');
    table
      .uuid('merged_into_proposal_id')
      .nullable()
      .references('id')
      .inTable('proposals')
      .onDelete('SET NULL');
    table.timestamp('decided_at', { useTz: true }).nullable();
    helpers.timestamps(knex, table);
    helpers.checkIn(
      table,
      'tier',
      ['prohibited', 'high', 'limited', 'minimal', 'unknown'],
      'proposals_tier',
    );
    helpers.checkIn(
      table,
      'scoring_model',
      ['wsjf', 'rice', 'weighted'],
      'proposals_scoring_model',
    );
    helpers.checkIn(
      table,
      'state',
      ['submitted', 'in_review', 'approved', 'rejected', 'merged'],
      'proposals_state',
    );
    table.index(['company_id', 'state'], 'proposals_company_state');
  });
  await knex.raw(
    'create index proposals_name_trgm_index on proposals using gin (name gin_trgm_ops)',
  );
  await knex.raw(
    'create index proposals_problem_statement_trgm_index on proposals using gin (problem_statement gin_trgm_ops)',
  );

  await knex.schema.createTable('proposal_approvals', (table) => {
    helpers.uuidPrimaryKey(knex, table);
    helpers.companyIdColumn(table);
    helpers.cascadingReference(table, 'proposal_id', 'proposals');
    table.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.text('role').notNullable();
    table.text('note').nullable();
    table.timestamp('approved_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.unique(['proposal_id', 'user_id'], { indexName: 'proposal_approvals_one_per_person' });
  });

  await knex.schema.createTable('intake_settings', (table) => {
    helpers.uuidPrimaryKey(knex, table);
    helpers.cascadingReference(table, 'company_id', 'companies', {
      unique: 'intake_settings_one_per_company',
    });
    table.jsonb('questions').notNullable().defaultTo('[]');
    table.text('scoring_model').notNullable().defaultTo('wsjf');
    table.jsonb('criteria').notNullable().defaultTo('[]');
    table.jsonb('approval_rules').notNullable();
    table.jsonb('approvers').notNullable().defaultTo('[]');
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    helpers.checkIn(
      table,
      'scoring_model',
      ['wsjf', 'rice', 'weighted'],
      'intake_settings_scoring_model',
    );
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('intake_settings');
  await knex.schema.dropTable('proposal_approvals');
  await knex.schema.dropTable('proposals');
}
