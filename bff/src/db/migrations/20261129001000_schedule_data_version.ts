import type { Knex } from 'knex';

/** The schedule's tables: each row names its company. */
const TABLES = ['milestones', 'project_dependencies', 'project_baselines'] as const;

/**
 * A company's `data_version` moves with every write of its schedule too (milestones,
 * dependencies, baselines), as it does with its projects: the portfolio timeline answers all of
 * them under one ETag. The same statement trigger function, whose transition table is named
 * `changed_projects` whatever table it watches.
 */
export async function up(knex: Knex): Promise<void> {
  for (const table of TABLES) {
    for (const [event, transition] of [
      ['insert', 'new'],
      ['update', 'new'],
      ['delete', 'old'],
    ] as const) {
      await knex.raw(`
        create trigger ${table}_${event}_bumps_data_version after ${event} on ${table}
        referencing ${transition} table as changed_projects
        for each statement execute function bump_company_data_version()`);
    }
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const table of TABLES) {
    for (const event of ['insert', 'update', 'delete']) {
      await knex.raw(`drop trigger ${table}_${event}_bumps_data_version on ${table}`);
    }
  }
}
