import type { Knex } from 'knex';

/** `id uuid primary key default gen_random_uuid()`. */
export function uuidPrimaryKey(knex: Knex, table: Knex.CreateTableBuilder): void {
  table.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
}

/** `created_at` and `updated_at`, timestamptz not null default now(). */
export function timestamps(knex: Knex, table: Knex.CreateTableBuilder): void {
  table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
}

/**
 * A named check constraint `column in ('a', 'b')`. The values are written out here on purpose:
 * a migration records the schema of its day and must not follow later edits of a constant.
 */
export function checkIn(
  table: Knex.CreateTableBuilder,
  column: string,
  values: readonly string[],
  name: string,
): void {
  const list = values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ');
  table.check(`"${column}" in (${list})`, [], name);
}

/** `company_id uuid not null references companies(id) on delete cascade`: a row a company owns. */
export function companyIdColumn(table: Knex.CreateTableBuilder): void {
  table.uuid('company_id').notNullable().references('id').inTable('companies').onDelete('CASCADE');
}
