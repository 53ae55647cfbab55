import type { Knex } from 'knex';
import * as helpers from './helpers.ts';

/**
 * Evidence on an EU AI Act obligation: a link, or a file whose bytes are kept apart in
 * `evidence_files` (so lists never read them) or in an S3-compatible store (`storage_key`).
 * Removing the obligation or the project removes its evidence.
 */
export async function up(knex: Knex): Promise<void> {
  await helpers.createProjectTable(knex, 'obligation_evidence', (table) => {
    helpers.cascadingReference(table, 'obligation_id', 'ai_act_obligations');
    table.text('kind').notNullable();
    table.string('url', 2000);
    table.string('title', 200);
    table.string('file_name', 255);
    // As the content showed it, never as the client said.
    table.text('content_type');
    table.integer('size_bytes');
    table.text('sha256');
    // Where a file's bytes are: `database` (evidence_files) or `s3` (at storage_key).
    table.text('storage');
    table.text('storage_key');
    table.uuid('reviewed_by_id').references('id').inTable('users').onDelete('SET NULL');
    table.string('reviewed_by_name', 200);
    table.date('reviewed_at');
    table.date('expires_at');
    table.uuid('created_by').references('id').inTable('users').onDelete('SET NULL');
    helpers.timestamps(knex, table);
    helpers.checkIn(table, 'kind', ['link', 'file'], 'obligation_evidence_kind');
    helpers.checkIn(table, 'storage', ['database', 's3'], 'obligation_evidence_storage');
    table.check(
      `(kind = 'link' and url is not null and file_name is null and storage is null)
        or (kind = 'file' and url is null and file_name is not null and content_type is not null
          and size_bytes is not null and storage is not null
          and (storage = 'database' or storage_key is not null))`,
      [],
      'obligation_evidence_link_or_file',
    );
    table.index(['obligation_id', 'created_at'], 'obligation_evidence_obligation_index');
    table.index(['project_id'], 'obligation_evidence_project_index');
    table.index(['company_id'], 'obligation_evidence_company_index');
  });

  await knex.schema.createTable('evidence_files', (table) => {
    table
      .uuid('evidence_id')
      .primary()
      .references('id')
      .inTable('obligation_evidence')
      .onDelete('CASCADE');
    table.binary('content').notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('evidence_files');
  await knex.schema.dropTable('obligation_evidence');
}
