import type { Knex } from 'knex';
import { BUMPS_DATA_VERSION } from './20261123002000_project_speed.ts';
import { PROJECT_FIELDS_WITH_DATES } from './20261128001000_project_schedule.ts';
import * as helpers from './helpers.ts';

/**
 * The contract's `Project` fields in its order (see the `project_api_json` migration:
 * `presentProject` must write the same text byte for byte), with the EU AI Act class last.
 */
const FIELDS_WITH_CLASS = [
  ...PROJECT_FIELDS_WITH_DATES,
  ['aiActRiskClass', 'new.ai_act_risk_class'],
] as const;

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
  await helpers.replaceProjectApiJson(knex, FIELDS_WITH_CLASS);

  await helpers.createStatementTriggers(knex, TABLES, BUMPS_DATA_VERSION);
}

export async function down(knex: Knex): Promise<void> {
  await helpers.dropStatementTriggers(knex, TABLES, BUMPS_DATA_VERSION.suffix);
  await knex.raw('drop trigger ai_act_assessments_copy_risk_class on ai_act_assessments');
  await knex.raw('drop function copy_ai_act_risk_class()');
  await knex.raw('alter table projects drop column ai_act_risk_class');
  await helpers.replaceProjectApiJson(knex, PROJECT_FIELDS_WITH_DATES);
}
