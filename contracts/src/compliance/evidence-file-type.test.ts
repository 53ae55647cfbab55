import { describe, expect, it } from 'vitest';
import { EVIDENCE_TYPE_MESSAGE, evidenceMarkupMessage } from './evidence';
import { evidenceFileTypeOf } from './evidence-file-type';

describe('evidenceFileTypeOf', () => {
  it('takes the type the content shows, checked against the name', () => {
    expect(evidenceFileTypeOf('report.PDF', { mime: 'application/pdf' })).toMatchObject({
      label: 'PDF',
    });
    expect(evidenceFileTypeOf('report.png', { mime: 'application/pdf' })).toEqual({
      refused: 'The file is named .png but its content is PDF: rename it or upload the right file',
    });
    expect(evidenceFileTypeOf('run.exe', { mime: 'application/x-msdownload' })).toEqual({
      refused: EVIDENCE_TYPE_MESSAGE,
    });
  });

  it('reads a file without a signature as text or CSV by its name, never markup', () => {
    expect(evidenceFileTypeOf('notes', { text: 'Reviewed' })).toMatchObject({ mime: 'text/plain' });
    expect(evidenceFileTypeOf('rows.csv', { text: 'a,b' })).toMatchObject({ mime: 'text/csv' });
    expect(evidenceFileTypeOf('page.txt', { text: '\uFEFF  <html>' })).toEqual({
      refused: evidenceMarkupMessage('txt'),
    });
    expect(evidenceFileTypeOf('x.txt', { text: 'see <script>alert(1)</script>' })).toEqual({
      refused: evidenceMarkupMessage('txt'),
    });
    expect(evidenceFileTypeOf('empty.txt', { text: undefined })).toEqual({
      refused: EVIDENCE_TYPE_MESSAGE,
    });
  });
});
