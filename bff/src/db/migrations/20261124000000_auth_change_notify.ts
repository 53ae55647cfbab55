import type { Knex } from 'knex';

/**
 * Every committed change to a session or a membership is announced on the `auth_change` channel
 * (`s:<sid>` or `u:<user id>`), so every BFF process drops what it cached of that session or
 * user at once (bff/src/auth/auth-cache.ts). Triggers, not application code: a deleted company
 * removes its memberships by cascade, and any writer of these tables is covered.
 */
export async function up(knex: Knex): Promise<void> {
  // One statement per call: PGlite runs no more in one query.
  await knex.raw(`create function notify_session_change() returns trigger language plpgsql as $$
    begin
      perform pg_notify('auth_change', 's:' || old.sid);
      return null;
    end $$`);
  await knex.raw(`create trigger sessions_notify after update or delete on sessions
    for each row execute function notify_session_change()`);
  await knex.raw(`create function notify_membership_change() returns trigger language plpgsql as $$
    begin
      if tg_op <> 'INSERT' then perform pg_notify('auth_change', 'u:' || old.user_id); end if;
      if tg_op <> 'DELETE' then perform pg_notify('auth_change', 'u:' || new.user_id); end if;
      return null;
    end $$`);
  await knex.raw(`create trigger company_members_notify after insert or update or delete
    on company_members for each row execute function notify_membership_change()`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop trigger company_members_notify on company_members');
  await knex.raw('drop function notify_membership_change()');
  await knex.raw('drop trigger sessions_notify on sessions');
  await knex.raw('drop function notify_session_change()');
}
