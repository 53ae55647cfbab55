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
  table.check(inValues(column, values), [], name);
}

const inValues = (column: string, values: readonly string[]) =>
  `"${column}" in (${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')})`;

/**
 * Replaces the check constraint `<table>_<column>` of an existing table by `column in ('a', 'b')`,
 * values written out as in `checkIn`. `notValid` leaves the rows already there unchecked: a
 * rollback keeps what was written meanwhile.
 */
export async function replaceCheckIn(
  knex: Knex,
  table: string,
  column: string,
  values: readonly string[],
  { notValid = false } = {},
): Promise<void> {
  const name = `${table}_${column}`;
  await knex.raw(`alter table ${table} drop constraint ${name}`);
  await knex.raw(
    `alter table ${table} add constraint ${name} check (${inValues(column, values)})${notValid ? ' not valid' : ''}`,
  );
}

/** `company_id uuid not null references companies(id) on delete cascade`: a row a company owns. */
export function companyIdColumn(table: Knex.CreateTableBuilder): void {
  cascadingReference(table, 'company_id', 'companies');
}

/** `<column> uuid not null references <parent>(id) on delete cascade`: a row that goes with its parent. */
export function cascadingReference(
  table: Knex.CreateTableBuilder | Knex.AlterTableBuilder,
  column: string,
  parent: string,
  { unique }: { unique?: string } = {},
): void {
  const reference = table.uuid(column).notNullable();
  // One row per parent: a unique constraint of this name.
  if (unique) reference.unique({ indexName: unique });
  reference.references('id').inTable(parent).onDelete('CASCADE');
}

/** The statement triggers' events, each with the transition table that holds its changed rows. */
export const STATEMENT_EVENTS = [
  ['insert', 'new'],
  ['update', 'new'],
  ['delete', 'old'],
] as const;

/**
 * On each table, a statement trigger `<table>_<event>_<suffix>` after each of insert, update and
 * delete that runs `fn()` with the changed rows as the transition table `rows`.
 */
export async function createStatementTriggers(
  knex: Knex,
  tables: readonly string[],
  { suffix, rows, fn }: { suffix: string; rows: string; fn: string },
): Promise<void> {
  for (const table of tables) {
    for (const [event, transition] of STATEMENT_EVENTS) {
      await knex.raw(`
        create trigger ${table}_${event}_${suffix} after ${event} on ${table}
        referencing ${transition} table as ${rows}
        for each statement execute function ${fn}()`);
    }
  }
}

/** Drops the triggers `createStatementTriggers` made with this suffix. */
export async function dropStatementTriggers(
  knex: Knex,
  tables: readonly string[],
  suffix: string,
  { ifExists = false } = {},
): Promise<void> {
  for (const table of tables) {
    for (const [event] of STATEMENT_EVENTS) {
      await knex.raw(
        `drop trigger ${ifExists ? 'if exists ' : ''}${table}_${event}_${suffix} on ${table}`,
      );
    }
  }
}

/** A timestamptz as `toISOString()` writes it: UTC, milliseconds, `Z`. */
export const isoTimestampSql = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A date as the contract's calendar date, `YYYY-MM-DD`, whatever the session's DateStyle. */
export const calendarDateSql = (column: string) => `to_char(${column}, 'YYYY-MM-DD')`;

/** `{"id":"…","companyId":"…",…}` exactly as `JSON.stringify` writes it (no spaces). */
export const apiJsonSql = (fields: ReadonlyArray<readonly [key: string, sql: string]>) =>
  `${fields
    .map(
      ([key, sql], i) => `'${i ? ',' : '{'}"${key}":' || coalesce(to_json(${sql})::text, 'null')`,
    )
    .join(' || ')} || '}'`;

/** Replaces `project_api_json()` with one that writes these fields, and rewrites every project. */
export async function replaceProjectApiJson(
  knex: Knex,
  fields: ReadonlyArray<readonly [key: string, sql: string]>,
): Promise<void> {
  await knex.raw(`create or replace function project_api_json() returns trigger language plpgsql as $$
    begin
      new.api_json := ${apiJsonSql(fields)};
      return new;
    end $$`);
  // Rewritten by the trigger.
  await knex.raw('update projects set api_json = null');
}

/** `project_id uuid not null references projects(id) on delete cascade`: a row of a project. */
export function projectIdColumn(
  table: Knex.CreateTableBuilder | Knex.AlterTableBuilder,
  options: { unique?: string } = {},
): void {
  cascadingReference(table, 'project_id', 'projects', options);
}

/**
 * A table of rows a company owns: `id` uuid primary key and `company_id`, then the columns
 * `columns` adds.
 */
export async function createCompanyTable(
  knex: Knex,
  name: string,
  columns: (table: Knex.CreateTableBuilder) => void,
): Promise<void> {
  await knex.schema.createTable(name, (table) => {
    uuidPrimaryKey(knex, table);
    companyIdColumn(table);
    columns(table);
  });
}

/** A table of rows of a project: as `createCompanyTable`, with `project_id` after `company_id`. */
export async function createProjectTable(
  knex: Knex,
  name: string,
  columns: (table: Knex.CreateTableBuilder) => void,
): Promise<void> {
  await createCompanyTable(knex, name, (table) => {
    projectIdColumn(table);
    columns(table);
  });
}

/** A calendar month as the contract writes it, `YYYY-MM`. */
export const MONTH_FORMAT_CHECK = `month ~ '^[1-9][0-9]{3}-(0[1-9]|1[0-2])$'`;

/** A project's amounts by month: one row a month (`YYYY-MM`), a decimal amount, not negative. */
export async function createMonthAmounts(knex: Knex, name: string): Promise<void> {
  await createProjectTable(knex, name, (table) => {
    table.string('month', 7).notNullable();
    table.decimal('amount', 15, 2).notNullable();
    timestamps(knex, table);
    table.check(MONTH_FORMAT_CHECK, [], `${name}_month_format`);
    table.check('amount >= 0', [], `${name}_amount_not_negative`);
    table.unique(['project_id', 'month'], { indexName: `${name}_project_month_unique` });
    table.index(['company_id'], `${name}_company_id_index`);
  });
}
