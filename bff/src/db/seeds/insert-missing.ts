import type { Knex } from 'knex';

/**
 * Inserts the rows a table does not hold yet (a row whose `conflict` columns match one already
 * there is left alone) and answers how many it added, so a second seeding adds nothing.
 */
export async function insertMissing(
  trx: Knex.Transaction,
  table: string,
  rows: Record<string, unknown> | ReadonlyArray<Record<string, unknown>>,
  conflict: string[],
): Promise<number> {
  if (Array.isArray(rows) && rows.length === 0) return 0;
  const added = await trx(table).insert(rows).onConflict(conflict).ignore().returning('id');
  return added.length;
}
