import type { Knex } from 'knex';
import * as helpers from './helpers.ts';

/**
 * A project's fundamental rights impact assessment (EU AI Act Article 27; `contracts/src/
 * compliance/fria`): one per project, saved whole.
 *
 * - The six parts of Article 27(1), (a) to (f), one text column each, and `sources`: where each
 *   part's text came from when it was kept as the records pre-filled it (absent: written).
 * - The approval: who (the member, and their name then), on which day, and `approval_basis`, the
 *   parts as approved and the records' values that day, which a later read compares with today's
 *   to tell whether it needs review (Article 27(2)). All set together, or none.
 * - The notification of the market surveillance authority (Article 27(3)): its day, reference
 *   and a link to the document; only once approved.
 */
export async function up(knex: Knex): Promise<void> {
  await helpers.createProjectTable(knex, 'project_frias', (table) => {
    for (const part of ['processes', 'period', 'affected', 'risks', 'oversight', 'measures']) {
      table.text(part).notNullable().defaultTo('');
    }
    table.jsonb('sources').notNullable().defaultTo('{}');
    table.uuid('approved_by').nullable().references('id').inTable('users').onDelete('SET NULL');
    table.string('approved_by_name', 255).nullable();
    table.date('approved_on').nullable();
    table.jsonb('approval_basis').nullable();
    table.date('notified_on').nullable();
    table.string('notification_reference', 200).nullable();
    table.string('notification_url', 2000).nullable();
    helpers.timestamps(knex, table);
    table.unique(['project_id'], { indexName: 'project_frias_project_unique' });
    table.check(
      '(approved_on is null) = (approved_by_name is null) and (approved_on is null) = (approval_basis is null)',
      [],
      'project_frias_approval_whole',
    );
    table.check(
      '(notified_on is null) = (notification_reference is null) and (notified_on is null or approved_on is not null)',
      [],
      'project_frias_notification_after_approval',
    );
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('project_frias');
}
