import type { Knex } from 'knex';
import { BUMPS_DATA_VERSION } from './20261123002000_project_speed.ts';
import * as helpers from './helpers.ts';

/** The register's tables whose rows the report builder's incident figures count. */
const TABLES = ['incidents', 'incident_timeline_entries', 'incident_reports'] as const;

/**
 * The report builder's incident figures (`report-sql.ts`), computed by PostgreSQL:
 *
 * - `incident_reports.due_at`: the deadline of the report's clock as `incidentClocks` computes it
 *   from the rules table, kept by the incident service on every write that can move it (the
 *   incident's awareness, zone or project, its answers, its reports, its project's EU AI Act
 *   assessment) and by the clock watch for open incidents (a changed rules table); null where
 *   the clock has no deadline. The rules and the calendar arithmetic stay in TypeScript, once:
 *   SQL compares a report with the deadline it was given, and never recomputes one.
 * - A company's `data_version` moves with these tables as with its projects and risks, so a
 *   report answer kept by version (REPORT_CACHE_MIB) is never older than the incidents it counts.
 *
 * Reports recorded before this migration get their deadline at the incident's next write or
 * the clock watch's next run (open incidents).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('incident_reports', (table) => {
    table.timestamp('due_at', { useTz: true }).nullable();
  });
  await knex.raw(`create index incidents_by_project on incidents (company_id, project_id)`);
  await helpers.createStatementTriggers(knex, TABLES, BUMPS_DATA_VERSION);
}

export async function down(knex: Knex): Promise<void> {
  await helpers.dropStatementTriggers(knex, TABLES, BUMPS_DATA_VERSION.suffix);
  await knex.raw('drop index incidents_by_project');
  await knex.schema.alterTable('incident_reports', (table) => {
    table.dropColumn('due_at');
  });
}
