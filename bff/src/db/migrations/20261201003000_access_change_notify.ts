import type { Knex } from 'knex';

/**
 * What else ends a bearer's access is announced on the `access_change` channel as it commits,
 * so every BFF process ends the event streams it no longer allows at once
 * (bff/src/events/stream-access.ts): a deleted or changed API token (`t:<id>`), a deleted or
 * changed embed app (`a:<id>`) and a change to a company's allowed embedding origins
 * (`o:<company id>`). Sessions and memberships are announced on `auth_change` already
 * (migration 20261124000000_auth_change_notify). Triggers, so a cascade is covered too.
 */
export async function up(knex: Knex): Promise<void> {
  // One statement per call: PGlite runs no more in one query.
  await knex.raw(`create function notify_access_change() returns trigger language plpgsql as $$
    begin
      perform pg_notify('access_change',
        tg_argv[0] || ':' || (to_jsonb(coalesce(new, old)) ->> tg_argv[1]));
      return null;
    end $$`);
  await knex.raw(`create trigger api_tokens_deleted_access_change after delete on api_tokens
    for each row execute function notify_access_change('t', 'id')`);
  // last_used_at moves while a token is used: only a change that can end its access counts.
  await knex.raw(`create trigger api_tokens_updated_access_change after update on api_tokens
    for each row when (old.expires_at is distinct from new.expires_at
      or old.scope is distinct from new.scope or old.token_hash is distinct from new.token_hash)
    execute function notify_access_change('t', 'id')`);
  await knex.raw(`create trigger embed_apps_access_change after update or delete on embed_apps
    for each row execute function notify_access_change('a', 'id')`);
  await knex.raw(`create trigger company_embed_origins_access_change
    after insert or update or delete on company_embed_origins
    for each row execute function notify_access_change('o', 'company_id')`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop trigger company_embed_origins_access_change on company_embed_origins');
  await knex.raw('drop trigger embed_apps_access_change on embed_apps');
  await knex.raw('drop trigger api_tokens_updated_access_change on api_tokens');
  await knex.raw('drop trigger api_tokens_deleted_access_change on api_tokens');
  await knex.raw('drop function notify_access_change()');
}
