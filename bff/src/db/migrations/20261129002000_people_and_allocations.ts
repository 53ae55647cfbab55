import type { Knex } from 'knex';
import { BUMPS_DATA_VERSION } from './20261123002000_project_speed.ts';
import * as helpers from './helpers.ts';

/** A user's name as the product shows it: first and last name, else their e-mail. */
const userName = (alias: string) =>
  `coalesce(nullif(trim(concat_ws(' ', ${alias}.first_name, ${alias}.last_name)), ''), ${alias}.email)`;

/**
 * People and their allocations.
 * - `people`: everyone whose time the portfolio plans. A member is one of them without being
 *   typed again: a trigger adds the person when the membership is created (a backfill adds
 *   today's members), with `user_id` set; their name and e-mail are read from their account
 *   while they are a member. When the membership ends, the person stays as one outside the
 *   product under the name they had, so the allocations made for them stay until someone
 *   changes them.
 * - `project_allocations`: a person's share of a month (the month's first day) on a project, in
 *   whole percent, 1–100 (a share of 0 is no row). One row per project, person and month.
 * - Both move the company's `data_version` like its projects do, and so does a member renaming
 *   their account (a person's name is their account's): the dashboard's summary (which counts
 *   the people over-allocated this month) and the capacity view are cached and revalidated by
 *   that version.
 */
export async function up(knex: Knex): Promise<void> {
  await helpers.createCompanyTable(knex, 'people', (table) => {
    table.uuid('user_id').references('id').inTable('users').onDelete('SET NULL');
    table.string('name', 255).notNullable();
    table.string('email', 255);
    table.string('title', 255);
    table.integer('hours_per_week').notNullable().defaultTo(40);
    helpers.timestamps(knex, table);
    table.unique(['company_id', 'user_id'], { indexName: 'people_company_id_user_id_unique' });
    table.check('hours_per_week between 1 and 168', [], 'people_hours_per_week');
  });

  await helpers.createProjectTable(knex, 'project_allocations', (table) => {
    helpers.cascadingReference(table, 'person_id', 'people');
    table.date('month').notNullable();
    table.smallint('percent').notNullable();
    helpers.timestamps(knex, table);
    table.unique(['project_id', 'person_id', 'month'], {
      indexName: 'project_allocations_one_per_month',
    });
    // The capacity view and the over-allocation check read a company's months, then a person's.
    table.index(['company_id', 'month', 'person_id'], 'project_allocations_company_month_index');
    table.index(['person_id', 'month'], 'project_allocations_person_month_index');
    table.check('percent between 1 and 100', [], 'project_allocations_percent');
    table.check("month = date_trunc('month', month)::date", [], 'project_allocations_first_day');
  });

  await knex.raw(`
    create function add_member_person() returns trigger language plpgsql as $$
    begin
      insert into people (company_id, user_id, name, email)
      select new.company_id, u.id, ${userName('u')}, u.email from users u where u.id = new.user_id
      on conflict (company_id, user_id) do nothing;
      return null;
    end $$`);
  await knex.raw(`create trigger company_members_add_person after insert on company_members
    for each row execute function add_member_person()`);
  await knex.raw(`
    create function keep_former_member_person() returns trigger language plpgsql as $$
    begin
      update people p set user_id = null, name = ${userName('u')}, email = u.email,
        updated_at = now()
      from users u
      where u.id = old.user_id and p.company_id = old.company_id and p.user_id = old.user_id;
      return null;
    end $$`);
  await knex.raw(`create trigger company_members_keep_person after delete on company_members
    for each row execute function keep_former_member_person()`);
  await knex.raw(`
    insert into people (company_id, user_id, name, email)
    select m.company_id, u.id, ${userName('u')}, u.email
    from company_members m join users u on u.id = m.user_id
    on conflict (company_id, user_id) do nothing`);

  await knex.raw(`
    create function bump_member_companies_data_version() returns trigger language plpgsql as $$
    begin
      update companies set data_version = data_version + 1
      where id in (select company_id from company_members where user_id = new.id);
      return null;
    end $$`);
  await knex.raw(`create trigger users_name_bumps_data_version
    after update of first_name, last_name, email on users
    for each row when (old.first_name is distinct from new.first_name
      or old.last_name is distinct from new.last_name or old.email is distinct from new.email)
    execute function bump_member_companies_data_version()`);

  await helpers.createStatementTriggers(
    knex,
    ['people', 'project_allocations'],
    BUMPS_DATA_VERSION,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop trigger users_name_bumps_data_version on users');
  await knex.raw('drop function bump_member_companies_data_version()');
  await knex.raw('drop trigger company_members_keep_person on company_members');
  await knex.raw('drop trigger company_members_add_person on company_members');
  await knex.raw('drop function keep_former_member_person()');
  await knex.raw('drop function add_member_person()');
  await knex.schema.dropTable('project_allocations');
  await knex.schema.dropTable('people');
}
