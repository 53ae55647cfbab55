import {
  EVIDENCE_FILE_TYPES,
  EVIDENCE_TYPE_MESSAGE,
  evidenceMarkupMessage,
  evidenceNameMismatchMessage,
} from '@portfolio/contracts';
import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { sniffEvidenceFile, storedFileName } from './evidence-file-type.ts';

/** A ZIP container of stored (uncompressed) entries, as office documents are packed. */
function zip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text);
    const fileName = Buffer.from(name);
    const crc = crc32(data);
    // Both headers hold the same run: CRC-32, stored size, size, then the name's length.
    const writeEntry = (header: Buffer, at: number) => {
      header.writeUInt32LE(crc, at);
      header.writeUInt32LE(data.length, at + 4);
      header.writeUInt32LE(data.length, at + 8);
      header.writeUInt16LE(fileName.length, at + 12);
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    writeEntry(local, 14);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    writeEntry(central, 16);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += 30 + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const CONTENT_TYPES = (main: string) =>
  `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/main.xml" ContentType="${main}"/></Types>`;

const FILES: Array<[name: string, content: Buffer, mime: string]> = [
  ['report.pdf', Buffer.from('%PDF-1.7\n%%EOF\n'), 'application/pdf'],
  [
    'minutes.docx',
    zip({
      '[Content_Types].xml': CONTENT_TYPES(
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
      ),
      'word/document.xml': '<w:document/>',
    }),
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ],
  [
    'register.xlsx',
    zip({
      '[Content_Types].xml': CONTENT_TYPES(
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml',
      ),
      'xl/workbook.xml': '<workbook/>',
    }),
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ],
  [
    'policy.odt',
    zip({ mimetype: 'application/vnd.oasis.opendocument.text', 'content.xml': '<office/>' }),
    'application/vnd.oasis.opendocument.text',
  ],
  ['notes.md', Buffer.from('# Review\n\nAll **clear**.\n'), 'text/plain'],
  ['log.csv', Buffer.from('\uFEFFname;date\nAda;2026-01-02\n'), 'text/csv'],
];

describe('sniffEvidenceFile', () => {
  it.each(FILES)('%s is %s by its content', async (name, content, mime) => {
    expect((await sniffEvidenceFile(content, name)).mime).toBe(mime);
  });

  it('knows every type of the allowed list', () => {
    expect(EVIDENCE_FILE_TYPES.map((t) => t.mime)).toEqual(
      expect.arrayContaining([...new Set(FILES.map(([, , mime]) => mime))]),
    );
  });

  it.each([
    ['report.pdf', '<!DOCTYPE html><p>hi</p>', evidenceMarkupMessage('pdf')],
    ['notes.txt', '\n  <svg xmlns="http://www.w3.org/2000/svg"/>', evidenceMarkupMessage('txt')],
    ['data.csv', 'a,b\n1,<script>alert(1)</script>\n', evidenceMarkupMessage('csv')],
    ['archive.zip', zip({ 'a.txt': 'a' }), EVIDENCE_TYPE_MESSAGE],
    ['empty.txt', '', EVIDENCE_TYPE_MESSAGE],
    ['binary.txt', Buffer.from([0x00, 0x01, 0xfe]), EVIDENCE_TYPE_MESSAGE],
    ['minutes.pdf', FILES[1]![1], evidenceNameMismatchMessage('pdf', 'Word document')],
  ])('refuses %s with 415', async (name, content, message) => {
    const refused = sniffEvidenceFile(Buffer.from(content), name);
    await expect(refused).rejects.toMatchObject({ status: 415, message });
  });
});

describe('storedFileName', () => {
  const pdf = EVIDENCE_FILE_TYPES[0];
  it.each([
    ['C:\\fakepath\\report.pdf', 'report.pdf'],
    ['../../etc/report.pdf', 'report.pdf'],
    ['re\u0000port\r\n.pdf', 'report.pdf'],
    ['scan', 'scan.pdf'],
    ['', 'evidence.pdf'],
    [`${'x'.repeat(300)}.pdf`, `${'x'.repeat(251)}.pdf`],
  ])('%j → %j', (raw, stored) => {
    expect(storedFileName(raw, pdf, 255)).toBe(stored);
  });
});
