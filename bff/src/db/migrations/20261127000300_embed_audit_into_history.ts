import type { Knex } from 'knex';
import * as helpers from './helpers.ts';

/**
 * The embedding audit folds into the one history: its lines become `audit_events` rows (apps
 * created and deleted, which the history already holds since it began, are copied only where it
 * has no such row), and the `embed_audit` table goes. Tokens an app issued are the app's own
 * acts (actor `embed_app`); a token of the sign-in popup is the person's.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`insert into audit_events
      (company_id, actor_type, actor_id, actor_label, entity, entity_id, entity_label, action, at)
    select a.company_id,
      case when a.action = 'token-issued' and a.app_id is not null then 'embed_app' else 'user' end,
      case when a.action = 'token-issued' and a.app_id is not null then a.app_id::text end,
      case when a.action = 'token-issued' and a.app_id is not null
        then coalesce(a.app_name, 'Embed app') else coalesce(a.actor, 'Unknown user') end,
      case when a.action = 'token-issued' then 'embed_token' else 'embed_app' end,
      coalesce(a.app_id::text, a.id::text),
      case when a.action = 'token-issued' then a.email else a.app_name end,
      case a.action when 'app-created' then 'created' when 'app-deleted' then 'deleted'
        else 'issued' end,
      a.created_at
    from embed_audit a
    where a.action = 'token-issued' or not exists (
      select 1 from audit_events e where e.entity = 'embed_app' and e.entity_id = a.app_id::text
        and e.action = case a.action when 'app-created' then 'created' else 'deleted' end)
    order by a.created_at, a.id`);
  await knex.schema.dropTable('embed_audit');
}

/** Back to a separate (empty) embedding audit table; the history keeps the lines it took. */
export async function down(knex: Knex): Promise<void> {
  await knex.schema.createTable('embed_audit', (table) => {
    table.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    helpers.companyIdColumn(table);
    table.text('action').notNullable();
    table.uuid('app_id').nullable();
    table.text('app_name').nullable();
    table.text('email').nullable();
    table.text('actor').nullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}
