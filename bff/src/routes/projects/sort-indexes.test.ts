import { PROJECT_SORTS } from '@portfolio/contracts';
import { describe, expect, it } from 'vitest';
import { setupTwoCompanies } from '../../testing/two-companies.ts';

// Every order the project list offers is read from its own index, already in order: a list page
// of a 50,000-project company must not sort the company's rows to find its first hundred.

const t = setupTwoCompanies({ config: { listCacheMiB: 0 } });
const { api, db } = t;

/** The statement that read a list page sorted by `sort`, as the BFF sent it. */
async function listStatement(sort: (typeof PROJECT_SORTS)[number]) {
  const seen: Array<{ sql: string; bindings: unknown[] }> = [];
  const listener = (query: { sql: string; bindings?: unknown[] }) => {
    if (query.sql.includes('"api_json"') && query.sql.includes('order by')) {
      seen.push({ sql: query.sql, bindings: query.bindings ?? [] });
    }
  };
  db().on('query', listener);
  try {
    await api.ok('listProjects', {
      ...t.ofA(),
      cookie: t.memberA.cookie,
      query: { sort, limit: 20 },
    });
  } finally {
    db().removeListener('query', listener);
  }
  expect(seen).toHaveLength(1);
  return seen[0]!;
}

describe('the project list', () => {
  it.each(PROJECT_SORTS)('sorted by %s walks an index instead of sorting', async (sort) => {
    const { sql, bindings } = await listStatement(sort);
    const plan = await db().transaction(async (trx) => {
      // Tiny tables are cheaper to scan: make scans the last resort, as on a big portfolio.
      await trx.raw('set local enable_seqscan = off');
      // Sent with positional parameters, in order: back to knex's placeholders.
      const { rows } = (await trx.raw(
        `explain ${sql.replace(/\$\d+/g, '?')}`,
        bindings as never[],
      )) as {
        rows: Array<{ 'QUERY PLAN': string }>;
      };
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    // The rows come in order from one of the list's sort indexes: nothing in the plan sorts.
    expect(plan).toMatch(/Index Scan (Backward )?using projects_company_id_\w+_index on projects/);
    expect(plan).not.toMatch(/^\s*(->\s*)?(Incremental )?Sort\b/m);
  });
});
