import type { Knex } from 'knex';
import type { PGlite } from '@electric-sql/pglite';

/**
 * pg-boss's database adapter over the embedded PGlite, which has one connection: every
 * statement takes knex's connection from its pool and hands it back, so pg-boss never writes
 * into a knex transaction that happens to be open on the same session (it waits for it to end).
 * Parameterised statements run through the extended protocol (`query`); pg-boss's migrations
 * are several statements in one text, which only the simple protocol (`exec`) runs.
 */
export function pgliteExecuteSql(db: Knex) {
  return async (text: string, values: unknown[] = []): Promise<{ rows: unknown[] }> => {
    const connection = (await db.client.acquireConnection()) as PGlite;
    try {
      if (values.length > 0) return await connection.query(text, values);
      const results = await connection.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    } finally {
      await db.client.releaseConnection(connection);
    }
  };
}
