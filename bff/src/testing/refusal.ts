import type { Knex } from 'knex';
import { expect } from 'vitest';

/**
 * A refused call: makes it, expects `status`, and expects `rows()` (the rows the call could
 * have written) to read the same afterwards. Answers the response for further checks.
 */
export async function expectRefused<R extends { status: number }>(
  rows: () => Promise<unknown>,
  status: number,
  call: () => Promise<R>,
): Promise<R> {
  const before = await rows();
  const response = await call();
  expect(response.status).toBe(status);
  expect(await rows()).toEqual(before);
  return response;
}

/** Every row of each table, by id, under the table's name: the `rows` of {@link expectRefused}. */
export async function tableRows<T extends string>(
  db: Knex,
  tables: readonly T[],
): Promise<Record<T, unknown[]>> {
  const rows = {} as Record<T, unknown[]>;
  for (const table of tables) rows[table] = await db(table).orderBy('id');
  return rows;
}
