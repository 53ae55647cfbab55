import type { Knex } from 'knex';
import { BUMPS_DATA_VERSION } from './20261123002000_project_speed.ts';
import * as helpers from './helpers.ts';

/** The tables whose writes change a company's coverage, so its answers' ETags move with them. */
const TABLES = ['obligation_evidence', 'custom_frameworks', 'soa_entries'] as const;

/**
 * One control, many frameworks:
 *
 * - Evidence on a control of the library (`control_id`, the library's stable id) lives in the
 *   evidence store beside the obligations' and incidents', with the company and no project.
 * - A company's own frameworks (`custom_frameworks`), imported whole from CSV: their items and
 *   the controls each names.
 * - The Statement of Applicability for ISO/IEC 42001: what the company said of each Annex A
 *   control (`soa_entries`, one row per control it touched), and its published versions
 *   (`soa_versions`), each kept as published: a trigger refuses any change of one, and their
 *   publisher is kept by id and name without a foreign key, so deleting a person changes none.
 * - A company's `data_version` moves with evidence, frameworks and entries, so coverage answered
 *   by ETag is never older than they are.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('obligation_evidence', (table) => {
    table.string('control_id', 60).nullable();
    table.index(['company_id', 'control_id', 'created_at'], 'obligation_evidence_control_index');
  });
  await knex.raw('alter table obligation_evidence drop constraint obligation_evidence_of_one');
  await knex.raw(`alter table obligation_evidence add constraint obligation_evidence_of_one
    check ((obligation_id is not null and project_id is not null and incident_id is null
        and control_id is null)
      or (obligation_id is null and incident_id is not null and control_id is null)
      or (obligation_id is null and incident_id is null and project_id is null
        and control_id is not null))`);

  await helpers.createCompanyTable(knex, 'custom_frameworks', (table) => {
    table.string('name', 120).notNullable();
    table.string('description', 1000).nullable();
    table.uuid('created_by').nullable().references('id').inTable('users').onDelete('SET NULL');
    table.text('created_by_name').nullable();
    helpers.timestamps(knex, table);
  });
  await knex.raw(`create unique index custom_frameworks_company_name
    on custom_frameworks (company_id, lower(name))`);

  await helpers.createCompanyTable(knex, 'custom_framework_items', (table) => {
    helpers.cascadingReference(table, 'framework_id', 'custom_frameworks');
    table.integer('position').notNullable();
    table.string('ref', 40).notNullable();
    table.string('group_name', 120).notNullable();
    table.string('title', 300).notNullable();
    table.unique(['framework_id', 'ref'], { indexName: 'custom_framework_items_ref' });
  });

  await knex.schema.createTable('custom_framework_links', (table) => {
    helpers.cascadingReference(table, 'item_id', 'custom_framework_items');
    table.string('control_id', 60).notNullable();
    table.text('strength').notNullable();
    table.primary(['item_id', 'control_id']);
    helpers.checkIn(table, 'strength', ['direct', 'partial'], 'custom_framework_links_strength');
  });

  await helpers.createCompanyTable(knex, 'soa_entries', (table) => {
    table.string('ref', 12).notNullable();
    table.boolean('applicable').notNullable().defaultTo(true);
    table.string('justification', 2000).notNullable().defaultTo('');
    table.text('status').notNullable().defaultTo('not_started');
    table.uuid('owner_id').nullable().references('id').inTable('users').onDelete('SET NULL');
    table.uuid('updated_by').nullable().references('id').inTable('users').onDelete('SET NULL');
    table.text('updated_by_name').nullable();
    helpers.timestamps(knex, table);
    table.unique(['company_id', 'ref'], { indexName: 'soa_entries_company_ref' });
    helpers.checkIn(
      table,
      'status',
      ['not_started', 'planned', 'in_progress', 'implemented'],
      'soa_entries_status',
    );
    table.check(`applicable or btrim(justification) <> ''`, [], 'soa_entries_exclusion_justified');
  });

  await helpers.createCompanyTable(knex, 'soa_versions', (table) => {
    table.integer('number').notNullable();
    table.timestamp('published_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.uuid('published_by').nullable();
    table.text('published_by_name').notNullable();
    table.string('note', 500).nullable();
    table.jsonb('content').notNullable();
    table.unique(['company_id', 'number'], { indexName: 'soa_versions_company_number' });
    table.check('number > 0', [], 'soa_versions_number_positive');
  });
  await knex.raw(`create function refuse_soa_version_change() returns trigger language plpgsql as $$
    begin
      raise exception 'A published Statement of Applicability is never changed'
        using errcode = 'check_violation';
    end $$`);
  await knex.raw(`create trigger soa_versions_immutable before update on soa_versions
    for each row execute function refuse_soa_version_change()`);

  await helpers.createStatementTriggers(knex, TABLES, BUMPS_DATA_VERSION);
}

export async function down(knex: Knex): Promise<void> {
  await helpers.dropStatementTriggers(knex, TABLES, BUMPS_DATA_VERSION.suffix);
  await knex.schema.dropTable('soa_versions');
  await knex.raw('drop function refuse_soa_version_change()');
  await knex.schema.dropTable('soa_entries');
  await knex.schema.dropTable('custom_framework_links');
  await knex.schema.dropTable('custom_framework_items');
  await knex.schema.dropTable('custom_frameworks');
  await knex.raw('alter table obligation_evidence drop constraint obligation_evidence_of_one');
  await knex.raw('delete from obligation_evidence where control_id is not null');
  await knex.raw(`alter table obligation_evidence add constraint obligation_evidence_of_one
    check ((obligation_id is not null and project_id is not null and incident_id is null)
      or (obligation_id is null and incident_id is not null))`);
  await knex.schema.alterTable('obligation_evidence', (table) => {
    table.dropIndex(
      ['company_id', 'control_id', 'created_at'],
      'obligation_evidence_control_index',
    );
    table.dropColumn('control_id');
  });
}
