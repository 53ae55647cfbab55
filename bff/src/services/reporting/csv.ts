/**
 * CSV as RFC 4180 writes it (comma, CRLF, fields quoted when they hold a separator, a quote, a
 * line break or edge spaces; quotes doubled), plus a guard against formula injection (OWASP's
 * CSV injection guidance): a spreadsheet runs a cell starting with = + - @ (or a tab or carriage
 * return) as a formula, so such text gets a leading apostrophe. Spreadsheets set to another
 * separator (`;` in much of Europe, or tab) split a cell where this file does not, so the
 * apostrophe also goes after every `,` `;` tab or line break inside a cell, and a cell holding
 * any of them is quoted. Plain numbers, negative ones included, are left as numbers.
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
/** Where a spreadsheet may start a new cell: the separators in use, and line breaks. */
const SEPARATOR = /([,;\t\r\n])/;
const NEEDS_QUOTES = /[",;\t\r\n]|^\s|\s$/;

function text(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

/**
 * The cell with an apostrophe before each piece a spreadsheet could read as a formula: the
 * cell's start, and the text after each separator (split keeps them at odd indexes).
 */
function neutralise(cell: string): string {
  if (!FORMULA_START.test(cell) && !SEPARATOR.test(cell)) return cell;
  const parts = cell.split(SEPARATOR);
  for (let i = 0; i < parts.length; i += 2) {
    const piece = parts[i]!;
    // A piece's tab or CR start is the next separator: `a;<tab>b` splits to '', tab, 'b'.
    const start = piece === '' ? (parts[i + 1] ?? '') : piece;
    if (FORMULA_START.test(start) && !NUMBER.test(piece)) parts[i] = `'${piece}`;
  }
  return parts.join('');
}

/** One field, neutralised and quoted as needed. */
export function csvCell(value: CsvValue): string {
  const cell = neutralise(text(value));
  return NEEDS_QUOTES.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

/** One record, CRLF-terminated. */
export const csvRow = (values: readonly CsvValue[]) => `${values.map(csvCell).join(',')}\r\n`;

/** The byte order mark and the header line: how every file starts. */
const csvHead = <T>(columns: readonly CsvColumn<T>[]) =>
  CSV_BOM + csvRow(columns.map((c) => c.header));
const csvLine = <T>(columns: readonly CsvColumn<T>[], row: T) =>
  csvRow(columns.map((c) => c.value(row)));

/** The whole file at once, for what is read in one go (a company's incidents or proposals). */
export const csvText = <T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string =>
  csvHead(columns) + rows.map((row) => csvLine(columns, row)).join('');

/**
 * Text a chunk grows to before it is handed on. Small chunks keep a streamed export's memory
 * flat: a chunk of a whole batch (about 260 KB per 1,000 projects) is a large object to V8, and
 * one that outlives a young collection stays until a full one, so resident memory grew with
 * the export's length.
 */
export const CSV_CHUNK_CHARS = 16 * 1024;

/**
 * The whole file as a stream of text chunks: the BOM and header line first, then the rows in
 * chunks of about `CSV_CHUNK_CHARS` (a batch's last chunk may be shorter), so only one batch
 * and one chunk are ever held in memory.
 */
export async function* csvChunks<T>(
  columns: readonly CsvColumn<T>[],
  batches: AsyncIterable<readonly T[]>,
): AsyncGenerator<string> {
  yield csvHead(columns);
  for await (const batch of batches) {
    let chunk = '';
    for (const row of batch) {
      chunk += csvLine(columns, row);
      if (chunk.length >= CSV_CHUNK_CHARS) {
        yield chunk;
        chunk = '';
      }
    }
    if (chunk) yield chunk;
  }
}
