import type { Static } from '@sinclair/typebox';
import * as Type from '../type';

/**
 * Evidence on an EU AI Act obligation: a link to where it is kept, or a file uploaded with it
 * (stored by the BFF in PostgreSQL, or an S3-compatible store when configured). Each says who
 * reviewed it, when, and when it expires. A file's type is judged by its content, not its name.
 */

export const EVIDENCE_KINDS = ['link', 'file'] as const;
export type EvidenceKind = (typeof EVIDENCE_KINDS)[number];

/** 10 MB: a signed report or a scanned certificate; larger material is linked. */
export const EVIDENCE_MAX_FILE_BYTES = 10 * 1024 * 1024;

export const EVIDENCE_LIMITS = { url: 2000, title: 200, fileName: 255, reviewedBy: 200 } as const;

/**
 * The file types evidence may be, as their content shows them, with the names they may carry.
 * Text and CSV have no signature: they are valid UTF-8 without control characters or markup.
 */
export const EVIDENCE_FILE_TYPES = [
  { mime: 'application/pdf', label: 'PDF', extensions: ['pdf'] },
  { mime: 'image/png', label: 'PNG image', extensions: ['png'] },
  { mime: 'image/jpeg', label: 'JPEG image', extensions: ['jpg', 'jpeg'] },
  { mime: 'text/plain', label: 'text', extensions: ['txt', 'md', 'log'] },
  { mime: 'text/csv', label: 'CSV', extensions: ['csv'] },
  {
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    label: 'Word document',
    extensions: ['docx'],
  },
  {
    mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    label: 'Excel workbook',
    extensions: ['xlsx'],
  },
  {
    mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    label: 'PowerPoint presentation',
    extensions: ['pptx'],
  },
  {
    mime: 'application/vnd.oasis.opendocument.text',
    label: 'OpenDocument text',
    extensions: ['odt'],
  },
  {
    mime: 'application/vnd.oasis.opendocument.spreadsheet',
    label: 'OpenDocument spreadsheet',
    extensions: ['ods'],
  },
  {
    mime: 'application/vnd.oasis.opendocument.presentation',
    label: 'OpenDocument presentation',
    extensions: ['odp'],
  },
] as const;
export type EvidenceFileType = (typeof EVIDENCE_FILE_TYPES)[number];
export type EvidenceContentType = EvidenceFileType['mime'];

/** What a file input accepts: every allowed name ending (`.pdf,.png,…`). */
export const EVIDENCE_FILE_ACCEPT = EVIDENCE_FILE_TYPES.flatMap((t) =>
  t.extensions.map((e) => `.${e}`),
).join(',');

/** The limits as a person reads them before choosing a file. */
export const EVIDENCE_FILE_HINT =
  'Up to 10 MB: PDF, PNG, JPEG, text, CSV, Word, Excel, PowerPoint or OpenDocument. The type is checked by the content, not the name.';

export const EVIDENCE_TOO_LARGE_MESSAGE =
  'The file is larger than 10 MB: upload a smaller file, or add a link to where it is kept';
export const EVIDENCE_TYPE_MESSAGE =
  'Evidence files may be PDF, PNG, JPEG, text, CSV, Word, Excel, PowerPoint or OpenDocument, judged by their content: this file is none of these';
export const EVIDENCE_FILE_MISSING_MESSAGE = 'Choose a file to upload, or add a link instead';
export const EVIDENCE_REVIEWER_MESSAGE = 'The reviewer must be a member of the company';
export const EVIDENCE_URL_MESSAGE = 'Please enter a web address starting with https://';

/** Files one person (or API token) may upload in `EVIDENCE_UPLOAD_WINDOW_MINUTES`. */
export const EVIDENCE_UPLOADS_PER_WINDOW = 20;
export const EVIDENCE_UPLOAD_WINDOW_MINUTES = 10;

/** The 429 for a person who uploaded too many files; `wait` reads "45 seconds", "3 minutes". */
export const evidenceUploadRateMessage = (wait: string) =>
  `You uploaded ${EVIDENCE_UPLOADS_PER_WINDOW} files in ${EVIDENCE_UPLOAD_WINDOW_MINUTES} minutes, the most allowed: upload the next in ${wait}`;

const mebibytes = (bytes: number) => `${Math.ceil(bytes / (1024 * 1024))} MB`;

/** The 413 for a file that would take the company past its quota of evidence files. */
export const evidenceQuotaMessage = (usage: { usedBytes: number; quotaBytes: number }) =>
  `This file would take the company's evidence files past their quota of ${mebibytes(usage.quotaBytes)} (${mebibytes(usage.usedBytes)} used): delete evidence that is no longer needed, add a link instead, or ask your operator to raise EVIDENCE_QUOTA_MIB`;

/** How much of its evidence quota a company uses (shown in Settings). */
export const EvidenceUsage = Type.Object({
  files: Type.Integer({ minimum: 0, description: 'Evidence files kept' }),
  usedBytes: Type.Integer({ minimum: 0, description: 'Their size, in bytes' }),
  quotaBytes: Type.Integer({
    minimum: 0,
    description: 'The most the company may keep, in bytes (EVIDENCE_QUOTA_MIB)',
  }),
});
export type EvidenceUsage = Static<typeof EvidenceUsage>;

/** The sentence for a file whose content is not what its name says. */
export const evidenceNameMismatchMessage = (extension: string, found: string) =>
  `The file is named .${extension} but its content is ${found}: rename it or upload the right file`;

/** The sentence for a file whose content is markup (HTML, SVG, XML): never served as evidence. */
export const evidenceMarkupMessage = (extension: string) =>
  `The file is named .${extension} but its content is HTML or other markup, which evidence may not be: save it as PDF and upload that`;

/** A person as the API names them: a member by id, or a name kept as text. */
export const NamedPerson = Type.Object({
  id: Type.Nullable(
    Type.Uuid({ description: 'A member of the company; null for a name kept as text' }),
  ),
  name: Type.String(),
});

export const ObligationEvidence = Type.Object({
  id: Type.Uuid(),
  companyId: Type.Uuid(),
  projectId: Type.Uuid(),
  obligationId: Type.Uuid({ description: 'The stored obligation it supports' }),
  kind: Type.StringEnum(EVIDENCE_KINDS),
  title: Type.String({ description: "Given, or the file's name, or the link" }),
  url: Type.Nullable(Type.String({ description: 'A link; null for a file' })),
  file: Type.Nullable(
    Type.Object({
      name: Type.String({ description: 'As uploaded, for the download' }),
      contentType: Type.StringEnum(
        EVIDENCE_FILE_TYPES.map((t) => t.mime),
        { description: 'As its content shows it' },
      ),
      size: Type.Integer({ description: 'In bytes' }),
    }),
  ),
  reviewedBy: Type.Nullable(NamedPerson),
  reviewedAt: Type.Nullable(Type.CalendarDate('The day it was reviewed')),
  expiresAt: Type.Nullable(Type.CalendarDate('The last day it holds; null: it does not expire')),
  expired: Type.Boolean({ description: 'Its expiry date has passed' }),
  createdAt: Type.Timestamp,
  createdBy: Type.Nullable(Type.Object({ id: Type.Uuid(), name: Type.String() })),
});
export type ObligationEvidence = Static<typeof ObligationEvidence>;

/** The review fields a link and a file share (a form sends them as text fields). */
const reviewFields = {
  title: Type.Optional(
    Type.labelled('Title', Type.Nullable(Type.String({ maxLength: EVIDENCE_LIMITS.title }))),
  ),
  reviewedById: Type.Optional(
    Type.labelled(
      'Reviewed by',
      Type.Nullable(
        Type.Uuid({
          description: 'A member who reviewed it',
          errorMessage: EVIDENCE_REVIEWER_MESSAGE,
        }),
      ),
    ),
  ),
  reviewedBy: Type.Optional(
    Type.labelled(
      'Reviewed by',
      Type.Nullable(
        Type.String({
          maxLength: EVIDENCE_LIMITS.reviewedBy,
          description: 'Who reviewed it, as text (someone outside the company); reviewedById wins',
        }),
      ),
    ),
  ),
  reviewedAt: Type.Optional(Type.labelled('Reviewed on', Type.Nullable(Type.CalendarDate()))),
  expiresAt: Type.Optional(Type.labelled('Expires on', Type.Nullable(Type.CalendarDate()))),
};

/** POST …/evidence as JSON: a link. */
export const EvidenceLinkBody = Type.StrictObject({
  url: Type.LinkField(EVIDENCE_LIMITS.url, EVIDENCE_URL_MESSAGE),
  ...reviewFields,
});
export type EvidenceLinkBody = Static<typeof EvidenceLinkBody>;

/** POST …/evidence as multipart/form-data: the text fields beside the `file` part. */
export const EvidenceUploadForm = Type.StrictObject(reviewFields);
export type EvidenceUploadForm = Static<typeof EvidenceUploadForm>;

/** The multipart part that holds the file. */
export const EVIDENCE_FILE_FIELD = 'file';

/**
 * What the risk rules read of a piece of evidence: the stored obligation it supports and its
 * expiry (null: it does not expire).
 */
export interface EvidenceExpiry {
  obligationId: string;
  expiresAt: string | null;
}
