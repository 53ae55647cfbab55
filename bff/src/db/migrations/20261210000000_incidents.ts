import type { Knex } from 'knex';
import * as helpers from './helpers.ts';

/**
 * The incident register. An incident belongs to a company and usually to one of its projects;
 * its reporting clocks are computed from its rows (`contracts/src/incidents/clocks.ts`), never
 * stored. Nothing of it is deleted through the product: answers, timeline entries and reports
 * only grow (the current answer to a question is its latest row; a corrected report is
 * superseded by a new one, which names it), so the record reads as it happened.
 *
 * - `incident_answers.value` is the answer as JSON (null: withdrawn), with who gave it and when.
 * - `incident_reports.supersedes_id`: at most one correction per report.
 * - `incident_clock_warnings`: the warnings the watching job sent, one per clock, threshold and
 *   deadline (a deadline that moves warns again); the job's own bookkeeping.
 * - `ai_act_assessments.incident_review_at`: an incident on the project asked for the assessment
 *   to be reviewed (post-market monitoring, Articles 72 and 73); cleared when it is saved again.
 * - Evidence of an incident lives in the evidence store beside the obligations' (`incident_id`).
 */
export async function up(knex: Knex): Promise<void> {
  await helpers.createCompanyTable(knex, 'incidents', (table) => {
    table.uuid('project_id').nullable().references('id').inTable('projects').onDelete('SET NULL');
    table.string('title', 200).notNullable();
    table.text('description').notNullable().defaultTo('');
    table.timestamp('occurred_at', { useTz: true }).nullable();
    table.timestamp('aware_at', { useTz: true }).notNullable();
    table.string('time_zone', 64).notNullable().defaultTo('UTC');
    table.string('reported_by', 200).notNullable().defaultTo('');
    table.text('severity').notNullable();
    table.text('status').notNullable().defaultTo('open');
    table.uuid('owner_id').nullable().references('id').inTable('users').onDelete('SET NULL');
    table.text('root_cause').nullable();
    table.uuid('created_by').nullable().references('id').inTable('users').onDelete('SET NULL');
    helpers.timestamps(knex, table);
    helpers.checkIn(table, 'severity', ['critical', 'high', 'medium', 'low'], 'incidents_severity');
    helpers.checkIn(
      table,
      'status',
      ['open', 'contained', 'resolved', 'closed'],
      'incidents_status',
    );
    table.index(['company_id', 'status'], 'incidents_company_status');
    table.index(['project_id'], 'incidents_project');
  });

  await knex.schema.createTable('incident_llm_models', (table) => {
    helpers.cascadingReference(table, 'incident_id', 'incidents');
    helpers.cascadingReference(table, 'llm_model_id', 'llm_models');
    table.primary(['incident_id', 'llm_model_id']);
  });

  await knex.schema.createTable('incident_answers', (table) => {
    table.bigIncrements('id').primary();
    helpers.companyIdColumn(table);
    helpers.cascadingReference(table, 'incident_id', 'incidents');
    table.text('question').notNullable();
    table.jsonb('value').nullable();
    table.uuid('answered_by').nullable().references('id').inTable('users').onDelete('SET NULL');
    table.text('answered_by_name').nullable();
    table.timestamp('answered_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(['incident_id', 'question', 'id'], 'incident_answers_latest');
  });

  await helpers.createCompanyTable(knex, 'incident_timeline_entries', (table) => {
    helpers.cascadingReference(table, 'incident_id', 'incidents');
    table.text('kind').notNullable();
    table.timestamp('at', { useTz: true }).notNullable();
    table.text('note').notNullable().defaultTo('');
    table.uuid('created_by').nullable().references('id').inTable('users').onDelete('SET NULL');
    table.text('created_by_name').nullable();
    helpers.timestamps(knex, table);
    table.index(['incident_id', 'at'], 'incident_timeline_incident');
  });

  await helpers.createCompanyTable(knex, 'incident_actions', (table) => {
    helpers.cascadingReference(table, 'incident_id', 'incidents');
    table.string('title', 300).notNullable();
    table.uuid('owner_id').nullable().references('id').inTable('users').onDelete('SET NULL');
    table.date('due_on').nullable();
    table.text('status').notNullable().defaultTo('open');
    table.timestamp('done_at', { useTz: true }).nullable();
    helpers.timestamps(knex, table);
    helpers.checkIn(table, 'status', ['open', 'done'], 'incident_actions_status');
    table.index(['incident_id', 'created_at'], 'incident_actions_incident');
  });

  await knex.schema.alterTable('obligation_evidence', (table) => {
    table.uuid('incident_id').nullable().references('id').inTable('incidents').onDelete('CASCADE');
    table.index(['incident_id', 'created_at'], 'obligation_evidence_incident_index');
  });
  await knex.raw('alter table obligation_evidence alter column project_id drop not null');
  await knex.raw('alter table obligation_evidence alter column obligation_id drop not null');
  await knex.raw(`alter table obligation_evidence add constraint obligation_evidence_of_one
    check ((obligation_id is not null and project_id is not null and incident_id is null)
      or (obligation_id is null and incident_id is not null))`);

  await helpers.createCompanyTable(knex, 'incident_reports', (table) => {
    helpers.cascadingReference(table, 'incident_id', 'incidents');
    table.text('clock').notNullable();
    table.text('kind').notNullable();
    table.timestamp('submitted_at', { useTz: true }).notNullable();
    table.string('recipient', 300).notNullable();
    table.string('reference', 200).nullable();
    table
      .uuid('evidence_id')
      .nullable()
      .references('id')
      .inTable('obligation_evidence')
      .onDelete('SET NULL');
    table.text('notes').nullable();
    table
      .uuid('supersedes_id')
      .nullable()
      .unique({ indexName: 'incident_reports_one_correction' })
      .references('id')
      .inTable('incident_reports');
    table.uuid('created_by').nullable().references('id').inTable('users').onDelete('SET NULL');
    table.text('created_by_name').nullable();
    helpers.timestamps(knex, table);
    helpers.checkIn(table, 'kind', ['initial', 'complete'], 'incident_reports_kind');
    table.index(['incident_id', 'submitted_at'], 'incident_reports_incident');
  });

  await knex.schema.createTable('incident_clock_warnings', (table) => {
    helpers.cascadingReference(table, 'incident_id', 'incidents');
    table.text('clock').notNullable();
    table.text('threshold').notNullable();
    table.timestamp('due_at', { useTz: true }).notNullable();
    table.timestamp('sent_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.primary(['incident_id', 'clock', 'threshold', 'due_at']);
    helpers.checkIn(
      table,
      'threshold',
      ['half', 'ninety', 'overdue'],
      'incident_clock_warnings_threshold',
    );
  });

  await knex.schema.alterTable('ai_act_assessments', (table) => {
    table.timestamp('incident_review_at', { useTz: true }).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('ai_act_assessments', (table) => {
    table.dropColumn('incident_review_at');
  });
  await knex.schema.dropTable('incident_clock_warnings');
  await knex.schema.dropTable('incident_reports');
  await knex.raw('alter table obligation_evidence drop constraint obligation_evidence_of_one');
  await knex.raw('delete from obligation_evidence where incident_id is not null');
  await knex.raw('alter table obligation_evidence alter column obligation_id set not null');
  await knex.raw('alter table obligation_evidence alter column project_id set not null');
  await knex.schema.alterTable('obligation_evidence', (table) => {
    table.dropIndex(['incident_id', 'created_at'], 'obligation_evidence_incident_index');
    table.dropColumn('incident_id');
  });
  await knex.schema.dropTable('incident_actions');
  await knex.schema.dropTable('incident_timeline_entries');
  await knex.schema.dropTable('incident_answers');
  await knex.schema.dropTable('incident_llm_models');
  await knex.schema.dropTable('incidents');
}
