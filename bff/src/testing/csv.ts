import { expect } from 'vitest';

/**
 * The headers of a CSV export as every export answers them: UTF-8 CSV, sent as an attachment
 * named `<name>-YYYY-MM-DD.csv` after the day it was made.
 */
export function expectCsvDownload(headers: Headers, name: string): void {
  expect(headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect(headers.get('content-disposition')).toMatch(
    new RegExp(`^attachment; filename="${name}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`),
  );
}

/** A strict RFC 4180 reader, to check the export the way a spreadsheet reads it. */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (c === '"' && field === '') {
      i += 1;
      for (;;) {
        const end = text.indexOf('"', i);
        if (end < 0) throw new Error('Unterminated quoted field');
        field += text.slice(i, end);
        i = end + 1;
        if (text[i] === '"') {
          field += '"';
          i += 1;
        } else break;
      }
    } else if (c === ',') {
      record.push(field);
      field = '';
      i += 1;
    } else if (c === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i += 2;
    } else if (c === '"' || c === '\n' || c === '\r') {
      throw new Error(`Unquoted ${JSON.stringify(c)} at ${i}`);
    } else {
      field += c;
      i += 1;
    }
  }
  if (field !== '' || record.length > 0) throw new Error('Last record is not CRLF-terminated');
  return records;
}
