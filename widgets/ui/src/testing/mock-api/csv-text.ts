import { HttpResponse } from 'msw';

/**
 * A CSV file as the BFF's writer makes it (byte order mark, CRLF, quoted when needed, a cell a
 * spreadsheet would run as a formula led by an apostrophe), for the mocks' exports.
 */
export function csvText(header: readonly string[], rows: ReadonlyArray<readonly unknown[]>) {
  const cell = (value: unknown) => {
    let text = value === null || value === undefined ? '' : String(value);
    if (/^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text)) text = `'${text}`;
    return /[",;\t\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  const lines = [header, ...rows].map((values) => values.map(cell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** A CSV download as the BFF answers it: `text` as an attachment named `fileName`. */
export const csvFile = (text: string, fileName: string) =>
  new HttpResponse(text, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${fileName}"`,
    },
  }) as never;

/** The CSV download of `rows` under the contract's `columns` (a header and a value each). */
export const csvOfColumns = <T>(
  columns: ReadonlyArray<{ header: string; value: (row: T) => unknown }>,
  rows: readonly T[],
  fileName: string,
) =>
  csvFile(
    csvText(
      columns.map((c) => c.header),
      rows.map((row) => columns.map((c) => c.value(row))),
    ),
    fileName,
  );
