import type { Knex } from 'knex';
import { BUMPS_DATA_VERSION } from './20261123002000_project_speed.ts';
import * as helpers from './helpers.ts';

/** The schedule's tables: each row names its company. */
const TABLES = ['milestones', 'project_dependencies', 'project_baselines'] as const;

/**
 * A company's `data_version` moves with every write of its schedule too (milestones,
 * dependencies, baselines), as it does with its projects: the portfolio timeline answers all of
 * them under one ETag. The same statement trigger function, whose transition table is named
 * `changed_projects` whatever table it watches.
 */
export async function up(knex: Knex): Promise<void> {
  await helpers.createStatementTriggers(knex, TABLES, BUMPS_DATA_VERSION);
}

export async function down(knex: Knex): Promise<void> {
  await helpers.dropStatementTriggers(knex, TABLES, BUMPS_DATA_VERSION.suffix);
}
