/**
 * CSV as RFC 4180 writes it (comma, CRLF, fields quoted when they hold a comma, a quote, a line
 * break or edge spaces; quotes doubled), plus a guard against formula injection: a spreadsheet
 * runs a cell starting with = + - @ (or a tab or carriage return) as a formula, so such text gets
 * a leading apostrophe. Plain numbers, negative ones included, are left as numbers.
 */

export type CsvValue = string | number | boolean | Date | null | undefined;

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => CsvValue;
}

/** Byte order mark: without it, Excel reads UTF-8 as the local code page. */
export const CSV_BOM = '\uFEFF';

const NUMBER = /^-?\d+(\.\d+)?$/;
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

function text(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

/** One field, neutralised and quoted as needed. */
export function csvCell(value: CsvValue): string {
  let cell = text(value);
  if (FORMULA_START.test(cell) && !NUMBER.test(cell)) cell = `'${cell}`;
  return NEEDS_QUOTES.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

/** One record, CRLF-terminated. */
export const csvRow = (values: readonly CsvValue[]) => `${values.map(csvCell).join(',')}\r\n`;

/**
 * The whole file as a stream of text chunks: the BOM and header line first, then one chunk per
 * batch of rows, so only one batch is ever held in memory.
 */
export async function* csvChunks<T>(
  columns: readonly CsvColumn<T>[],
  batches: AsyncIterable<readonly T[]>,
): AsyncGenerator<string> {
  yield CSV_BOM + csvRow(columns.map((c) => c.header));
  for await (const batch of batches) {
    let chunk = '';
    for (const row of batch) chunk += csvRow(columns.map((c) => c.value(row)));
    if (chunk) yield chunk;
  }
}
