import {
  MARKUP_SNIFF_BYTES,
  evidenceFileTypeOf,
  fileExtensionOf,
  type EvidenceFileType,
} from '@portfolio/contracts';
import { createReadStream } from 'node:fs';
import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type';
import { UnsupportedMediaTypeError } from '../../errors.ts';

/**
 * What an uploaded file is, judged by its content (`file-type` reads the signatures, and looks
 * inside ZIP containers to tell DOCX, XLSX, PPTX and OpenDocument apart), then checked against
 * its name by the contract's `evidenceFileTypeOf`: a file named .pdf must be a PDF. Text and CSV
 * have no signature; they must be UTF-8 without control characters and must not be markup, so
 * HTML renamed to .txt or .pdf is refused.
 */

/** A control character text has no use for (tab, line feed, form feed and return are fine). */
const isStrayControl = (code: number) =>
  (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0c && code !== 0x0d) ||
  code === 0x7f;
const hasStrayControl = (text: string) => {
  for (let i = 0; i < text.length; i++) if (isStrayControl(text.charCodeAt(i))) return true;
  return false;
};

/**
 * The first characters of a text file read chunk by chunk (enough to tell markup), or undefined
 * when it is empty, not UTF-8, or holds control characters text has no use for. A file is never
 * held whole: only its head is kept.
 */
async function textHeadOf(
  chunks: AsyncIterable<Buffer> | Iterable<Buffer>,
): Promise<string | undefined> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let head = '';
  let empty = true;
  try {
    for await (const chunk of chunks) {
      if (chunk.length > 0) empty = false;
      const text = decoder.decode(chunk, { stream: true });
      if (hasStrayControl(text)) return undefined;
      if (head.length < MARKUP_SNIFF_BYTES) head += text.slice(0, MARKUP_SNIFF_BYTES - head.length);
    }
    // A sequence cut at the end of the file throws here.
    if (hasStrayControl(decoder.decode())) return undefined;
  } catch {
    return undefined;
  }
  return empty ? undefined : head;
}

/** The allowed type of a file as the contract judges it; its refusal a 415. */
async function judge(
  fileName: string,
  detected: { mime: string } | undefined,
  textHead: () => Promise<string | undefined>,
): Promise<EvidenceFileType> {
  const judged = evidenceFileTypeOf(fileName, detected ?? { text: await textHead() });
  if ('refused' in judged) throw new UnsupportedMediaTypeError(judged.refused);
  return judged;
}

/** The allowed type of `content` (see `judge`). */
export async function sniffEvidenceFile(
  content: Buffer,
  fileName: string,
): Promise<EvidenceFileType> {
  return judge(fileName, await fileTypeFromBuffer(content), () => textHeadOf([content]));
}

/**
 * The allowed type of the file at `filePath` (an upload spooled to disk): `file-type` reads only
 * the signature's bytes, a text file is read in chunks.
 */
export async function sniffEvidenceFileAt(
  filePath: string,
  fileName: string,
): Promise<EvidenceFileType> {
  return judge(fileName, await fileTypeFromFile(filePath), () =>
    textHeadOf(createReadStream(filePath, { highWaterMark: 64 * 1024 })),
  );
}

/**
 * A stored file name: the last path segment, without control characters, at most `max`
 * characters (its extension kept), and the content's extension added when it has none.
 */
export function storedFileName(raw: string, type: EvidenceFileType, max: number): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  const printable = [...base].filter((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f);
  let name = printable.join('').trim() || 'evidence';
  if (fileExtensionOf(name) === '') name = `${name}.${type.extensions[0]}`;
  if (name.length > max) {
    const extension = fileExtensionOf(name);
    name = `${name.slice(0, max - extension.length - 1)}.${extension}`;
  }
  return name;
}
