import type { Knex } from 'knex';
import * as helpers from './helpers.ts';

/** Who the history names as actors: connections too from here on. */
const ACTOR_TYPES = ['user', 'embed_app', 'api_token', 'integration', 'system'];
const ACTOR_TYPES_BEFORE = ['user', 'embed_app', 'api_token', 'system'];

/**
 * Links from projects to outside items (issues, epics, repositories, pull requests, pages), the
 * connections that send events about them in, and the deliveries already received (a replayed
 * delivery is refused). A connection's secret is kept encrypted with SECRETS_KEY: checking a
 * provider's HMAC needs the secret itself. The history names a connection as its own kind of
 * actor.
 */
export async function up(knex: Knex): Promise<void> {
  await helpers.createProjectTable(knex, 'project_links', (table) => {
    table.string('url', 2000).notNullable();
    table.text('provider').notNullable();
    table.text('kind').notNullable();
    table.string('key', 500).notNullable();
    table.string('title', 200);
    table.text('item_state');
    table.string('last_event', 500);
    table.timestamp('last_event_at', { useTz: true });
    table.uuid('created_by').references('id').inTable('users').onDelete('SET NULL');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    helpers.checkIn(
      table,
      'provider',
      ['jira', 'github', 'gitlab', 'linear', 'url'],
      'project_links_provider',
    );
    helpers.checkIn(
      table,
      'kind',
      ['repository', 'issue', 'pull_request', 'merge_request', 'link'],
      'project_links_kind',
    );
    helpers.checkIn(
      table,
      'item_state',
      ['open', 'closed', 'merged', 'done'],
      'project_links_item_state',
    );
    table.unique(['project_id', 'url'], { indexName: 'project_links_project_url_unique' });
    table.index(['project_id', 'created_at'], 'project_links_project_index');
    // An inbound event finds the links of its item (or of the item's repository) by key.
    table.index(['company_id', 'provider', 'key'], 'project_links_item_index');
  });

  await helpers.createCompanyTable(knex, 'integrations', (table) => {
    table.text('provider').notNullable();
    table.string('description', 200);
    table.text('secret_encrypted').notNullable();
    table.uuid('created_by').references('id').inTable('users').onDelete('SET NULL');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('last_event_at', { useTz: true });
    helpers.checkIn(
      table,
      'provider',
      ['github', 'gitlab', 'jira', 'linear'],
      'integrations_provider',
    );
    table.index(['company_id'], 'integrations_company_id_index');
  });

  await knex.schema.createTable('inbound_deliveries', (table) => {
    helpers.cascadingReference(table, 'integration_id', 'integrations');
    table.string('delivery_id', 200).notNullable();
    table.timestamp('received_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.primary(['integration_id', 'delivery_id']);
    table.index(['received_at'], 'inbound_deliveries_received_at_index');
  });

  await helpers.replaceCheckIn(knex, 'audit_events', 'actor_type', ACTOR_TYPES);
}

export async function down(knex: Knex): Promise<void> {
  // Not validated: history written by connections stays (it is never edited).
  await helpers.replaceCheckIn(knex, 'audit_events', 'actor_type', ACTOR_TYPES_BEFORE, {
    notValid: true,
  });
  await knex.schema.dropTable('inbound_deliveries');
  await knex.schema.dropTable('integrations');
  await knex.schema.dropTable('project_links');
}
