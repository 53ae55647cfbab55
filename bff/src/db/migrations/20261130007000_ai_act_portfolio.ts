import type { Knex } from 'knex';

/** A timestamptz as `toISOString()` writes it: UTC, milliseconds, `Z`. */
const iso = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
/** A date as the contract's calendar date, `YYYY-MM-DD`, whatever the session's DateStyle. */
const day = (column: string) => `to_char(${column}, 'YYYY-MM-DD')`;

/**
 * The contract's `Project` fields in its order (see the `project_api_json` migration:
 * `presentProject` must write the same text byte for byte), `withClass`: with the EU AI Act
 * class last.
 */
const fields = (withClass: boolean): Array<[key: string, sql: string]> => [
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
  ...(withClass ? [['aiActRiskClass', 'new.ai_act_risk_class'] as [string, string]] : []),
];

const apiJsonSql = (list: Array<[string, string]>) =>
  `${list
    .map(
      ([key, sql], i) => `'${i ? ',' : '{'}"${key}":' || coalesce(to_json(${sql})::text, 'null')`,
    )
    .join(' || ')} || '}'`;

async function replaceApiJson(knex: Knex, withClass: boolean) {
  await knex.raw(`create or replace function project_api_json() returns trigger language plpgsql as $$
    begin
      new.api_json := ${apiJsonSql(fields(withClass))};
      return new;
    end $$`);
  // Rewritten by the trigger.
  await knex.raw('update projects set api_json = null');
}

/** The EU AI Act tables: each row names its company. */
const TABLES = ['ai_act_assessments', 'ai_act_obligations'] as const;

/**
 * The portfolio's view of the EU AI Act:
 * - `projects.ai_act_risk_class`, a copy of its assessment's class kept by a trigger on the
 *   assessments, so the project list shows and filters by it from the stored JSON, as fast as
 *   any other field;
 * - the company's `data_version` moves with every write of assessments and obligations, so the
 *   compliance answer is revalidated by ETag like the dashboard's summary.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`alter table projects add column ai_act_risk_class text
    constraint projects_ai_act_risk_class
    check (ai_act_risk_class in ('prohibited', 'high_risk', 'limited', 'minimal'))`);
  await knex.raw(`create function copy_ai_act_risk_class() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' then
        update projects set ai_act_risk_class = null where id = old.project_id;
        return old;
      end if;
      update projects set ai_act_risk_class = new.risk_class
      where id = new.project_id and ai_act_risk_class is distinct from new.risk_class;
      return new;
    end $$`);
  await knex.raw(`create trigger ai_act_assessments_copy_risk_class
    after insert or update of risk_class or delete on ai_act_assessments
    for each row execute function copy_ai_act_risk_class()`);
  await knex.raw(`update projects set ai_act_risk_class = a.risk_class
    from ai_act_assessments a where a.project_id = projects.id`);
  await replaceApiJson(knex, true);

  for (const table of TABLES) {
    for (const [event, transition] of [
      ['insert', 'new'],
      ['update', 'new'],
      ['delete', 'old'],
    ] as const) {
      await knex.raw(`
        create trigger ${table}_${event}_bumps_data_version after ${event} on ${table}
        referencing ${transition} table as changed_projects
        for each statement execute function bump_company_data_version()`);
    }
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const table of TABLES) {
    for (const event of ['insert', 'update', 'delete']) {
      await knex.raw(`drop trigger ${table}_${event}_bumps_data_version on ${table}`);
    }
  }
  await knex.raw('drop trigger ai_act_assessments_copy_risk_class on ai_act_assessments');
  await knex.raw('drop function copy_ai_act_risk_class()');
  await knex.raw('alter table projects drop column ai_act_risk_class');
  await replaceApiJson(knex, false);
}
