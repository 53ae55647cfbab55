import type { Knex } from 'knex';
import * as helpers from './helpers.ts';

/** Its statement triggers hand `bump_company_data_version()` the changed rows by this name. */
export const BUMPS_DATA_VERSION = {
  suffix: 'bumps_data_version',
  rows: 'changed_projects',
  fn: 'bump_company_data_version',
};

/**
 * What a 50,000-project portfolio needs to answer in milliseconds:
 * - `companies.data_version`, bumped by a statement trigger in the same transaction as every
 *   insert, update or delete of the company's projects: a validator (ETag) and a cache key that
 *   any BFF process can trust, since no write can commit without moving it.
 * - `projects.investment`, a stored generated column (initial + 12 × monthly running, missing
 *   costs as 0), so sorting by it is an index scan.
 * - one `(company_id, key…, id)` index per sort key, in the order the list asks for (id is the
 *   tie-break), and `pg_trgm` GIN indexes for the ILIKE search on name and problem statement.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('create extension if not exists pg_trgm');
  await knex.schema.alterTable('companies', (table) => {
    table.bigInteger('data_version').notNullable().defaultTo(0);
  });
  await knex.raw(`
    create function bump_company_data_version() returns trigger language plpgsql as $$
    begin
      update companies set data_version = data_version + 1
      where id in (select distinct company_id from changed_projects);
      return null;
    end $$`);
  await helpers.createStatementTriggers(knex, ['projects'], BUMPS_DATA_VERSION);

  await knex.raw(`
    alter table projects add column investment numeric(17, 2) not null
    generated always as (coalesce(initial_costs, 0) + 12 * coalesce(running_costs, 0)) stored`);

  await knex.raw('drop index projects_company_id_created_at_index');
  await knex.raw('drop index projects_company_id_lower_name_index');
  await knex.raw('drop index projects_company_id_status_index');
  await knex.raw('drop index projects_company_id_department_index');
  const sortIndexes: Record<string, string> = {
    created_at: 'created_at, id',
    lower_name: 'lower(name), id',
    roi: '(roi is null), coalesce(roi, 0), id',
    roi_desc: '(roi is null), coalesce(roi, 0) desc, id desc',
    investment: 'investment, id',
    department: 'department, id',
    status: 'status, id',
  };
  for (const [name, columns] of Object.entries(sortIndexes)) {
    await knex.raw(
      `create index projects_company_id_${name}_index on projects (company_id, ${columns})`,
    );
  }
  await knex.raw('create index projects_name_trgm_index on projects using gin (name gin_trgm_ops)');
  await knex.raw(
    'create index projects_problem_statement_trgm_index on projects using gin (problem_statement gin_trgm_ops)',
  );
}

export async function down(knex: Knex): Promise<void> {
  for (const name of [
    'created_at',
    'lower_name',
    'roi',
    'roi_desc',
    'investment',
    'department',
    'status',
  ]) {
    await knex.raw(`drop index projects_company_id_${name}_index`);
  }
  await knex.raw('drop index projects_name_trgm_index');
  await knex.raw('drop index projects_problem_statement_trgm_index');
  await knex.raw(
    'create index projects_company_id_created_at_index on projects (company_id, created_at desc, id)',
  );
  await knex.raw(
    'create index projects_company_id_lower_name_index on projects (company_id, lower(name))',
  );
  await knex.raw('create index projects_company_id_status_index on projects (company_id, status)');
  await knex.raw(
    'create index projects_company_id_department_index on projects (company_id, department)',
  );
  await knex.raw('alter table projects drop column investment');
  await helpers.dropStatementTriggers(knex, ['projects'], BUMPS_DATA_VERSION.suffix);
  await knex.raw('drop function bump_company_data_version()');
  await knex.schema.alterTable('companies', (table) => table.dropColumn('data_version'));
  // pg_trgm stays: other objects of the database may use it.
}
