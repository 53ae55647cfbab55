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
