import type { Knex } from 'knex';
import * as helpers from './helpers.ts';

/**
 * Status reports of projects: drafted every Monday by the `draft-status-reports` job (and on
 * demand), edited while a draft, then published. A published report is a record: a trigger
 * refuses every UPDATE of it, and every DELETE except the cascade of its project or company
 * being deleted (as `audit_events` does).
 *
 * - One draft per project at a time (`status_reports_one_draft`).
 * - `scheduled_week`: the Monday (UTC) whose scheduled run drafted or last refreshed the report;
 *   one per project and week (`status_reports_one_per_week`), so the job drafts each project
 *   once a week however many times it runs, in however many processes.
 * - `changes` and `metrics` hold what the report says, as the contract's `StatusReportChanges`
 *   and `StatusReportMetrics`: a report keeps its words even when the history's wording changes.
 * - `published_by` is the person's id without a foreign key, and `published_by_name` their name
 *   then: the record outlives the person (a `set null` would have to edit a published row).
 */
export async function up(knex: Knex): Promise<void> {
  await helpers.createProjectTable(knex, 'status_reports', (table) => {
    table.text('state').notNullable().defaultTo('draft');
    table.text('health').notNullable();
    table.text('narrative').notNullable().defaultTo('');
    table.jsonb('changes').notNullable();
    table.jsonb('metrics').notNullable();
    table.timestamp('period_start', { useTz: true }).notNullable();
    table.timestamp('period_end', { useTz: true }).notNullable();
    table.date('scheduled_week').nullable();
    helpers.timestamps(knex, table);
    table.timestamp('published_at', { useTz: true }).nullable();
    table.text('published_by').nullable();
    table.text('published_by_name').nullable();
    helpers.checkIn(table, 'state', ['draft', 'published'], 'status_reports_state');
    helpers.checkIn(table, 'health', ['green', 'amber', 'red'], 'status_reports_health');
    table.check(
      `(state = 'draft' and published_at is null)
        or (state = 'published' and published_at is not null and published_by_name is not null)`,
      [],
      'status_reports_published',
    );
    table.check('period_start <= period_end', [], 'status_reports_period');
  });
  await knex.raw(`create unique index status_reports_one_draft on status_reports (project_id)
    where state = 'draft'`);
  await knex.raw(`create unique index status_reports_one_per_week
    on status_reports (project_id, scheduled_week) where scheduled_week is not null`);
  await knex.raw(`create index status_reports_project
    on status_reports (project_id, created_at desc, id desc)`);
  // One statement per call: PGlite runs no more in one query.
  await knex.raw(`create function status_reports_published_immutable() returns trigger
    language plpgsql as $$
    begin
      if old.state <> 'published' then
        return case when tg_op = 'DELETE' then old else new end;
      end if;
      if tg_op = 'DELETE' and (
        not exists (select 1 from projects where id = old.project_id)
        or not exists (select 1 from companies where id = old.company_id)
      ) then
        return old;
      end if;
      raise exception 'a published status report is never changed'
        using errcode = 'insufficient_privilege';
    end $$`);
  await knex.raw(`create trigger status_reports_published_immutable
    before update or delete on status_reports
    for each row execute function status_reports_published_immutable()`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('status_reports');
  await knex.raw('drop function status_reports_published_immutable()');
}
