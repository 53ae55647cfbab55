import type { Knex } from 'knex';

const SEARCH_INDEXES = ['projects_name_trgm_index', 'projects_problem_statement_trgm_index'];

/**
 * The search's trigram indexes take new rows straight into their tree. With GIN's default
 * `fastupdate`, inserted rows wait in an unsorted pending list (up to 4 MB) until a vacuum, and
 * every search reads that whole list: after a bulk import of 50,000 projects it was most of
 * the cost of a search. Writes of projects are rare next to searches, so they pay instead.
 * Rows already pending are moved into the tree now.
 */
export async function up(knex: Knex): Promise<void> {
  for (const index of SEARCH_INDEXES) {
    await knex.raw(`alter index ${index} set (fastupdate = off)`);
    await knex.raw(`select gin_clean_pending_list('${index}'::regclass)`);
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const index of SEARCH_INDEXES) await knex.raw(`alter index ${index} reset (fastupdate)`);
}
