import type { Knex } from 'knex';
import * as helpers from './helpers.ts';

/**
 * Every company event of the history is announced on the `audit_events` channel as it commits,
 * as the JSON `audit_event_json` makes of its row, which is also what a reconnecting event
 * stream replays (bff/src/events/). A trigger, not application code, so no writer can forget it,
 * and nothing is announced that did not commit. A person's own settings (no company) are not
 * company events and are not announced.
 */
export async function up(knex: Knex): Promise<void> {
  // One statement per call: PGlite runs no more in one query.
  await knex.raw(`create function audit_event_json(e audit_events) returns json
    language sql stable as $$
      select json_build_object(
        'eventId', e.id::text,
        'companyId', e.company_id,
        'entity', e.entity,
        'entityId', e.entity_id,
        'projectId', e.project_id,
        'action', e.action,
        'at', ${helpers.isoTimestampSql('e.at')},
        'actor', json_build_object('type', e.actor_type, 'id', e.actor_id, 'label', e.actor_label))
    $$`);
  await knex.raw(`create function notify_audit_event() returns trigger language plpgsql as $$
    begin
      perform pg_notify('audit_events', audit_event_json(new)::text);
      return null;
    end $$`);
  await knex.raw(`create trigger audit_events_notify after insert on audit_events
    for each row when (new.company_id is not null) execute function notify_audit_event()`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop trigger audit_events_notify on audit_events');
  await knex.raw('drop function notify_audit_event()');
  await knex.raw('drop function audit_event_json(audit_events)');
}
