import type { Knex } from 'knex';
import * as helpers from './helpers.ts';

/**
 * Outgoing webhooks and chat endpoints, and their deliveries. A delivery row is the durable
 * record of one message to one endpoint: the history consumer writes it in the transaction that
 * takes its event from the outbox, and the delivery job (bff/src/integrations/deliveries.ts)
 * claims due rows with `SKIP LOCKED`, so a delivery survives a restart and is tried by one
 * process at a time. Every insert is announced on the `webhook_deliveries` channel, which wakes
 * the job.
 */
export async function up(knex: Knex): Promise<void> {
  await helpers.createCompanyTable(knex, 'webhooks', (table) => {
    table.string('kind', 16).notNullable().defaultTo('webhook');
    table.text('url').notNullable();
    table.string('description', 500).notNullable().defaultTo('');
    table.jsonb('event_types').notNullable();
    table.jsonb('departments').notNullable().defaultTo('[]');
    // AES-256-GCM with the secrets key: signing needs the secret itself, so it is not hashed.
    table.text('secret_encrypted');
    table.text('previous_secret_encrypted');
    table.timestamp('previous_secret_expires_at', { useTz: true });
    table.boolean('enabled').notNullable().defaultTo(true);
    table.string('disabled_reason', 255);
    table.uuid('created_by').references('id').inTable('users').onDelete('SET NULL');
    helpers.timestamps(knex, table);
    helpers.checkIn(table, 'kind', ['webhook', 'slack', 'teams'], 'webhooks_kind_check');
    table.unique(['company_id', 'url'], { indexName: 'webhooks_company_id_url_unique' });
  });

  await helpers.createCompanyTable(knex, 'webhook_deliveries', (table) => {
    helpers.cascadingReference(table, 'webhook_id', 'webhooks');
    // The history event it carries (null for a ping); kept when the event is pruned.
    table.bigInteger('audit_event_id');
    table.string('source', 16).notNullable().defaultTo('event');
    table.string('message_id', 64).notNullable();
    table.string('event_type', 100).notNullable();
    table.jsonb('payload').notNullable();
    table.string('state', 16).notNullable().defaultTo('pending');
    table.integer('attempts').notNullable().defaultTo(0);
    table.timestamp('next_attempt_at', { useTz: true }).defaultTo(knex.fn.now());
    table.timestamp('lease_until', { useTz: true });
    table.timestamp('last_attempt_at', { useTz: true });
    table.integer('last_status');
    table.string('last_error', 500);
    table.string('response_excerpt', 500);
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    helpers.checkIn(
      table,
      'source',
      ['event', 'ping', 'redelivery'],
      'webhook_deliveries_source_check',
    );
    helpers.checkIn(
      table,
      'state',
      ['pending', 'sending', 'succeeded', 'failed'],
      'webhook_deliveries_state_check',
    );
    table.index(['webhook_id', 'created_at'], 'webhook_deliveries_webhook_id_created_at_index');
  });
  // An event is delivered to an endpoint once, whichever process handles it.
  await knex.raw(`create unique index webhook_deliveries_event_unique
    on webhook_deliveries (webhook_id, audit_event_id) where source = 'event'`);
  // What the delivery job claims: due rows, and rows whose sender stopped mid-try.
  await knex.raw(`create index webhook_deliveries_due_index
    on webhook_deliveries (next_attempt_at) where state in ('pending', 'sending')`);
  await knex.raw(`create function notify_webhook_delivery() returns trigger language plpgsql as $$
    begin
      perform pg_notify('webhook_deliveries', '');
      return null;
    end $$`);
  await knex.raw(`create trigger webhook_deliveries_notify after insert on webhook_deliveries
    for each statement execute function notify_webhook_delivery()`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop trigger webhook_deliveries_notify on webhook_deliveries');
  await knex.raw('drop function notify_webhook_delivery()');
  await knex.schema.dropTable('webhook_deliveries');
  await knex.schema.dropTable('webhooks');
}
