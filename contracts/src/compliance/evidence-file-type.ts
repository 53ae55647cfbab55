import {
  EVIDENCE_FILE_TYPES,
  EVIDENCE_TYPE_MESSAGE,
  evidenceMarkupMessage,
  evidenceNameMismatchMessage,
  type EvidenceFileType,
} from './evidence';
import { isOneOf } from '../one-of';

/**
 * What an evidence file is, judged by its content, then checked against its name: a file named
 * .pdf must be a PDF. The BFF and the mock API read the content their own way (its signature,
 * the head of a text file) and decide here.
 */

/** Tags a browser would act on, anywhere in the head of a "text" file. */
const ACTIVE_MARKUP =
  /<\s*(!doctype|html|head|body|script|iframe|svg|object|embed|meta|link|style|form|img|a\s)/i;

/** How much of a text file's head is read to tell markup. */
export const MARKUP_SNIFF_BYTES = 4096;

/** The extension of a file name, lower case, without the dot ('' for none). */
export const fileExtensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
};

/** Markup by its first characters: a leading `<` (HTML, XML, SVG) or a tag browsers run. */
export function isMarkup(text: string): boolean {
  const head = text
    .slice(0, MARKUP_SNIFF_BYTES)
    .replace(/^\uFEFF/, '')
    .trimStart();
  return head.startsWith('<') || ACTIVE_MARKUP.test(head);
}

const byMime = (mime: string): EvidenceFileType | undefined =>
  EVIDENCE_FILE_TYPES.find((type) => type.mime === mime);

/**
 * The allowed type of a file named `fileName`, or the sentence of its 415 (not an allowed type,
 * markup, or a name that says another type). `content` is the MIME type its signature shows, or
 * for a file without one the head of its text: undefined when it is empty, not UTF-8, or holds
 * control characters text has no use for. A name without an extension takes the content's.
 */
export function evidenceFileTypeOf(
  fileName: string,
  content: { mime: string } | { text: string | undefined },
): EvidenceFileType | { refused: string } {
  const extension = fileExtensionOf(fileName);
  let type: EvidenceFileType | undefined;
  if ('mime' in content) {
    type = byMime(content.mime);
    if (!type) return { refused: EVIDENCE_TYPE_MESSAGE };
  } else {
    if (content.text === undefined) return { refused: EVIDENCE_TYPE_MESSAGE };
    if (isMarkup(content.text)) return { refused: evidenceMarkupMessage(extension || 'txt') };
    type = byMime(extension === 'csv' ? 'text/csv' : 'text/plain')!;
  }
  if (extension !== '' && !isOneOf(type.extensions, extension)) {
    return { refused: evidenceNameMismatchMessage(extension, type.label) };
  }
  return type;
}
