import type { Knex } from 'knex';

/**
 * Runs `run` with the SQL of every query `db` sends while it runs, appended as they go (the
 * array may be emptied in between), and stops listening after it, failed or not.
 */
export async function watchQueries<T>(
  db: Knex,
  run: (queries: string[]) => Promise<T>,
): Promise<T> {
  const queries: string[] = [];
  const onQuery = ({ sql }: { sql: string }) => {
    queries.push(sql);
  };
  db.on('query', onQuery);
  try {
    return await run(queries);
  } finally {
    db.off('query', onQuery);
  }
}
