import { describe, expect, it } from 'vitest';
import { CSV_BOM, CSV_CHUNK_CHARS, csvCell, csvChunks, csvRow, type CsvColumn } from './csv.ts';

describe('csvCell', () => {
  it.each([
    ['writes', 'plain text', 'plain text'],
    ['writes', '', ''],
    ['writes', null, ''],
    ['writes', undefined, ''],
    ['writes', 42, '42'],
    ['writes', true, 'true'],
    ['writes', new Date('2026-11-22T10:00:00.000Z'), '2026-11-22T10:00:00.000Z'],
    ['quotes', 'a,b', '"a,b"'],
    ['quotes', 'say "hi"', '"say ""hi"""'],
    ['quotes', 'two\nlines', '"two\nlines"'],
    ['quotes', 'cr\r\nlf', '"cr\r\nlf"'],
    ['quotes', ' padded', '" padded"'],
    ['quotes', 'padded ', '"padded "'],
    ['neutralises the formula', '=SUM(A1:A9)', "'=SUM(A1:A9)"],
    ['neutralises the formula', '+1+1', "'+1+1"],
    ['neutralises the formula', '-1+cmd', "'-1+cmd"],
    ['neutralises the formula', '@SUM(1)', "'@SUM(1)"],
    ['neutralises the formula', '\tTAB', `"'\tTAB"`],
    ['neutralises the formula', '\rCR', `"'\rCR"`],
    ['neutralises the formula', '=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
    ['quotes', 'a;b', '"a;b"'],
    ['quotes', 'a\tb', '"a\tb"'],
    // A spreadsheet splitting on `;` (or tab, or a line) opened the formula after the separator.
    [
      'neutralises the formula after a separator in',
      "Ops;=cmd|' /C calc'!A0;",
      `"Ops;'=cmd|' /C calc'!A0;"`,
    ],
    ['neutralises the formula after a separator in', 'a,=1+1', `"a,'=1+1"`],
    ['neutralises the formula after a separator in', 'a\t@SUM(1)', `"a\t'@SUM(1)"`],
    ['neutralises the formula after a separator in', 'a;+1;b', `"a;'+1;b"`],
    ['neutralises the formula after a separator in', 'note\n-2+3', `"note\n'-2+3"`],
    ['neutralises the formula after a separator in', 'a;\tb', `"a;'\tb"`],
    ['neutralises the formula after a separator in', 'a;\r=1', `"a;'\r'=1"`],
    ['keeps a number after a separator in', 'from -5;to 10,-2.5', '"from -5;to 10,-2.5"'],
  ])('%s %j as %j', (_, value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it.each(['-12.50', '-5', '0', '1234.56'])('keeps the number %j a number', (value) => {
    expect(csvCell(value)).toBe(value);
  });
});

describe('csvRow and csvChunks', () => {
  it('ends each record with CRLF', () => {
    expect(csvRow(['a', 'b,c', null])).toBe('a,"b,c",\r\n');
  });

  it('starts with the BOM and the header, then one chunk per non-empty batch', async () => {
    const columns: CsvColumn<{ n: number }>[] = [
      { header: 'N', value: (r) => r.n },
      { header: 'Double', value: (r) => r.n * 2 },
    ];
    async function* batches() {
      yield [{ n: 1 }, { n: 2 }];
      yield [];
      yield [{ n: -3 }];
    }
    const chunks: string[] = [];
    for await (const chunk of csvChunks(columns, batches())) chunks.push(chunk);
    expect(chunks).toEqual([`${CSV_BOM}N,Double\r\n`, '1,2\r\n2,4\r\n', '-3,-6\r\n']);
  });

  it('splits a long batch into chunks of about CSV_CHUNK_CHARS', async () => {
    const columns: CsvColumn<{ text: string }>[] = [{ header: 'Text', value: (r) => r.text }];
    const rows = Array.from({ length: 100 }, (_, i) => ({ text: `${i}`.padEnd(1000, 'x') }));
    async function* batches() {
      yield rows;
    }
    const chunks: string[] = [];
    for await (const chunk of csvChunks(columns, batches())) chunks.push(chunk);
    const body = chunks.slice(1);
    expect(body.length).toBeGreaterThan(1);
    for (const chunk of body) expect(chunk.length).toBeLessThan(CSV_CHUNK_CHARS + 1003);
    expect(body.join('')).toBe(rows.map((r) => `${r.text}\r\n`).join(''));
  });
});
