import { describe, expect, it } from 'vitest';
import {
  FRAMEWORK_CSV_EXAMPLE,
  frameworkCsvErrorDetail,
  frameworkCsvMessage,
  parseFrameworkCsv,
  readCsvRecords,
} from './framework-csv';

const errorsOf = (csv: string) => {
  const parsed = parseFrameworkCsv(csv);
  if (parsed.items) throw new Error('expected errors');
  return parsed.errors.map((e) => `${e.row} ${e.column ?? '-'}: ${e.message}`);
};

describe('reading CSV records', () => {
  it('reads quoted fields, doubled quotes, line breaks in quotes, a BOM, LF or CRLF', () => {
    const read = readCsvRecords('\uFEFFa,"b ""c""","d\r\ne"\nf,g,h');
    expect(read).toEqual({
      records: [
        { row: 1, fields: ['a', 'b "c"', 'd\r\ne'] },
        { row: 2, fields: ['f', 'g', 'h'] },
      ],
    });
  });

  it('says where a quoted field is never closed', () => {
    expect(readCsvRecords('a,b\r\n"open,c\r\n')).toEqual({
      error: { row: 2, column: null, message: expect.stringContaining('never closed') },
    });
  });
});

describe('a custom framework’s CSV', () => {
  it('gives the items with their links, repeated refs joined, controls by ref or id', () => {
    const parsed = parseFrameworkCsv(
      [
        'Ref,Title,Control,Strength,Group',
        '1.1,Policy approved,GOV-1,,Governance',
        '1.1,,ai-literacy,PARTIAL,',
        '2.1,Nothing yet,,,',
      ].join('\n'),
    );
    expect(parsed.errors).toEqual([]);
    expect(parsed.items).toEqual([
      {
        ref: '1.1',
        group: 'Governance',
        title: 'Policy approved',
        links: [
          { controlId: 'ai-policy', strength: 'direct' },
          { controlId: 'ai-literacy', strength: 'partial' },
        ],
      },
      { ref: '2.1', group: 'Items', title: 'Nothing yet', links: [] },
    ]);
    expect(parseFrameworkCsv(FRAMEWORK_CSV_EXAMPLE).items).toHaveLength(2);
  });

  it('reports every problem with its row and column', () => {
    expect(
      errorsOf(
        [
          'ref,group,title,control,strength',
          ',G,No ref,GOV-1,',
          '2,G,,GOV-1,',
          '3,G,Unknown,NOPE-1,',
          '4,G,Strength alone,,direct',
          '5,G,Twice,GOV-1,',
          '5,,,gov-1,',
          '6,G,Short,GOV-1',
        ].join('\r\n'),
      ),
    ).toEqual([
      '2 ref: every row needs the item’s ref',
      '3 title: item 2 needs a title on its first row',
      expect.stringMatching(
        /^4 control: no control “NOPE-1” in the library: name one by its ref \(GOV-1, /,
      ),
      '5 strength: a strength needs a control in the same row',
      '7 control: item 5 names control GOV-1 twice',
      '8 -: it has 4 fields where the header has 5: check its commas and quotes',
    ]);
  });

  it('refuses a header without its columns, unknown or twice-named columns, and a file without items', () => {
    expect(errorsOf('ref,control\r\n1,GOV-1')).toEqual([
      '1 title: the header has no such column: add it',
    ]);
    expect(errorsOf('ref,title,owner,title\r\n1,A,B,C')).toEqual([
      '1 owner: unknown column: the columns are ref, group, title, control, strength',
      '1 title: the column is named twice',
    ]);
    expect(errorsOf('')).toEqual([expect.stringMatching(/^1 -: the file is empty/)]);
    expect(errorsOf('ref,title\r\n\r\n')).toEqual(['2 -: the file has a header but no items']);
  });

  it('refuses more than 2000 rows and text past its limits', () => {
    const rows = Array.from({ length: 2001 }, (_, i) => `${i},Item ${i}`);
    expect(errorsOf(['ref,title', ...rows].join('\n'))).toEqual([
      '2002 -: a framework may have at most 2000 rows: split it in two',
    ]);
    expect(errorsOf(`ref,title\n${'r'.repeat(41)},${'t'.repeat(301)}`)).toEqual([
      '2 ref: the ref is longer than 40 characters',
      '2 title: the title is longer than 300 characters',
    ]);
  });

  it('words the 400: how many errors, the first three, the rest counted; a detail per error', () => {
    const parsed = parseFrameworkCsv('ref,title,control\n1,,X\n2,,Y\n3,,Z\n');
    expect(parsed.items).toBeNull();
    expect(frameworkCsvMessage(parsed.errors)).toMatch(
      /^The CSV has 6 errors, so nothing was imported: Row 2, column title: .*; and 3 more$/,
    );
    expect(frameworkCsvErrorDetail(parsed.errors[0]!)).toEqual({
      field: 'rows.2.title',
      message: 'Row 2, column title: item 1 needs a title on its first row',
    });
  });
});
