import {
  isOneOf,
  EVIDENCE_FILE_MISSING_MESSAGE,
  EVIDENCE_FILE_TYPES,
  EVIDENCE_MAX_FILE_BYTES,
  EVIDENCE_TOO_LARGE_MESSAGE,
  EVIDENCE_URL_MESSAGE,
  evidenceFileTypeOf,
  fileExtensionOf,
  isEvidenceExpired,
  notFoundMessage,
  routes,
  todayCalendarDate,
  type ControlEvidence,
  type EvidenceExpiryState,
  type EvidenceFileType,
  type EvidenceLinkBody,
  type IncidentEvidence,
  type ObligationEvidence,
} from '@portfolio/contracts';
import {
  HttpResponse,
  byProject,
  errorAnswer,
  invalidAnswer,
  mockRoute,
  noContent,
} from './mock-route';

/** What the book needs to know of an obligation: whose it is. */
export interface EvidenceObligation {
  id: string;
  companyId: string;
  projectId: string;
}

/** What the book needs to know of an incident: whose it is. */
export interface EvidenceIncident {
  incidentId: string;
  companyId: string;
}

/** What the book needs to know of a company's control: whose it is. */
export interface EvidenceControl {
  controlId: string;
  companyId: string;
}

interface Stored {
  evidence: ObligationEvidence | IncidentEvidence | ControlEvidence;
  /** A file's bytes, for its download. */
  content?: Blob;
}

const SIGNATURES: Array<{ bytes: number[]; mime: EvidenceFileType['mime'] }> = [
  { bytes: [0x25, 0x50, 0x44, 0x46], mime: 'application/pdf' },
  { bytes: [0x89, 0x50, 0x4e, 0x47], mime: 'image/png' },
  { bytes: [0xff, 0xd8, 0xff], mime: 'image/jpeg' },
];
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const ZIP_EXTENSIONS = ['docx', 'xlsx', 'pptx', 'odt', 'ods', 'odp'];

const startsWith = (head: Uint8Array, bytes: number[]) => bytes.every((b, i) => head[i] === b);

/**
 * A file's type by its first bytes, judged as the BFF judges it (the contract's
 * `evidenceFileTypeOf`) from a simpler reading: the signatures of PDF, PNG and JPEG, a ZIP
 * container taken by its name (the BFF looks inside), and the text of any other. Answers the type
 * or the BFF's refusal.
 */
export async function judgeEvidenceFile(
  file: File,
): Promise<EvidenceFileType | { status: 413 | 415; message: string }> {
  if (file.size > EVIDENCE_MAX_FILE_BYTES)
    return { status: 413, message: EVIDENCE_TOO_LARGE_MESSAGE };
  const extension = fileExtensionOf(file.name);
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  const zipped = (t: EvidenceFileType) =>
    ZIP_EXTENSIONS.includes(extension) && isOneOf(t.extensions, extension);
  const detected =
    SIGNATURES.find((s) => startsWith(head, s.bytes)) ??
    (startsWith(head, ZIP)
      ? { mime: EVIDENCE_FILE_TYPES.find(zipped)?.mime ?? 'application/zip' }
      : undefined);
  let text: string | undefined;
  if (!detected) {
    try {
      text =
        new TextDecoder('utf-8', { fatal: true }).decode(await file.arrayBuffer()) || undefined;
    } catch {
      // Not UTF-8: no text, so no allowed type.
    }
  }
  const judged = evidenceFileTypeOf(file.name, detected ?? { text });
  return 'refused' in judged ? { status: 415, message: judged.refused } : judged;
}

export type EvidenceFields = Omit<EvidenceLinkBody, 'url'> & { url?: string };
type Fields = EvidenceFields;

/** A file sent with a form, judged. */
export interface EvidenceFilePart {
  name: string;
  type: EvidenceFileType;
  content: Blob;
}

const isIncidentEvidence = (e: Stored['evidence']): e is IncidentEvidence => 'incidentId' in e;
const isObligationEvidence = (e: Stored['evidence']): e is ObligationEvidence =>
  'obligationId' in e;
const isControlEvidence = (e: Stored['evidence']): e is ControlEvidence => 'controlId' in e;

/**
 * A POST of evidence read as the BFF reads it: a link as JSON (its address checked), or a form
 * with its `file` part judged by its first bytes. Answers the fields and file, or the refusal.
 */
export async function readEvidenceRequest(
  request: Request,
): Promise<{ fields: Fields; file?: EvidenceFilePart } | Response> {
  if (!(request.headers.get('content-type') ?? '').startsWith('multipart/form-data')) {
    const body = (await request.json()) as EvidenceLinkBody;
    if (!/^https?:\/\/\S+$/.test(body.url ?? '')) {
      return invalidAnswer([{ field: 'url', message: EVIDENCE_URL_MESSAGE }]);
    }
    return { fields: body };
  }
  const form = await request.formData();
  const part = form.get('file');
  // By shape: under jsdom the page's File and the one msw parses are different classes.
  if (typeof part !== 'object' || part === null || !('arrayBuffer' in part)) {
    return errorAnswer(400, EVIDENCE_FILE_MISSING_MESSAGE);
  }
  const file = part as File;
  const judged = await judgeEvidenceFile(file);
  if ('status' in judged) return errorAnswer(judged.status, judged.message);
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' && value !== '' ? value : undefined;
  };
  return {
    fields: {
      title: text('title'),
      reviewedBy: text('reviewedBy'),
      reviewedById: text('reviewedById'),
      reviewedAt: text('reviewedAt'),
      expiresAt: text('expiresAt'),
    },
    file: { name: file.name, type: judged, content: file },
  };
}

/**
 * Evidence on obligations, incidents and controls, in memory, answering like the BFF: newest first, links
 * and files (judged by their first bytes, 10 MB at most), downloads with the BFF's headers,
 * removal. `obligation` says which obligations exist; `kept` names why evidence may not be
 * removed (the document of a recorded incident report); `changed` runs after each write (the
 * store's risk evaluation reads `expiries`).
 */
export function createEvidenceBook(
  options: {
    obligation?: (id: string) => EvidenceObligation | undefined;
    /** The name of a member by id, for a reviewer picked among them. */
    memberName?: (id: string) => string | undefined;
    kept?: (evidenceId: string) => string | undefined;
    changed?: () => void;
  } = {},
) {
  let items: Stored[] = [];
  const known = new Map<string, EvidenceObligation>();
  const obligation = (id: string) => options.obligation?.(id) ?? known.get(id);
  const present = <E extends Stored['evidence']>(evidence: E): E => ({
    ...evidence,
    expired: isEvidenceExpired(evidence.expiresAt, todayCalendarDate()),
  });

  function add(of: EvidenceObligation, fields: Fields, file?: EvidenceFilePart): ObligationEvidence;
  function add(of: EvidenceIncident, fields: Fields, file?: EvidenceFilePart): IncidentEvidence;
  function add(of: EvidenceControl, fields: Fields, file?: EvidenceFilePart): ControlEvidence;
  function add(
    of: EvidenceObligation | EvidenceIncident | EvidenceControl,
    fields: Fields,
    file?: EvidenceFilePart,
  ): Stored['evidence'] {
    const reviewerId = fields.reviewedById ?? null;
    const reviewerName = reviewerId
      ? (options.memberName?.(reviewerId) ?? 'A member')
      : fields.reviewedBy?.trim() || null;
    const common: Omit<ObligationEvidence, 'obligationId' | 'projectId'> = {
      id: crypto.randomUUID(),
      companyId: of.companyId,
      kind: file ? 'file' : 'link',
      title: fields.title?.trim() || file?.name || fields.url || '',
      url: file ? null : (fields.url ?? null),
      file: file ? { name: file.name, contentType: file.type.mime, size: file.content.size } : null,
      reviewedBy: reviewerName ? { id: reviewerId, name: reviewerName } : null,
      reviewedAt: fields.reviewedAt ?? null,
      expiresAt: fields.expiresAt ?? null,
      expired: false,
      createdAt: new Date().toISOString(),
      createdBy: null,
    };
    const evidence: Stored['evidence'] =
      'incidentId' in of
        ? { ...common, incidentId: of.incidentId }
        : 'controlId' in of
          ? { ...common, controlId: of.controlId }
          : { ...common, projectId: of.projectId, obligationId: of.id };
    items = [{ evidence, content: file?.content }, ...items];
    options.changed?.();
    return present(evidence);
  }

  return {
    /** Makes an obligation known to the book (stories and tests without an assessment). */
    addObligation(of: EvidenceObligation) {
      known.set(of.id, of);
    },
    obligation,
    list: (obligationId: string): ObligationEvidence[] =>
      items.flatMap(({ evidence }) =>
        isObligationEvidence(evidence) && evidence.obligationId === obligationId
          ? [present(evidence)]
          : [],
      ),
    /** The evidence of every obligation of a project, newest first (each one's as `list`). */
    ofProject: (projectId: string): ObligationEvidence[] =>
      items.flatMap(({ evidence }) =>
        isObligationEvidence(evidence) && evidence.projectId === projectId
          ? [present(evidence)]
          : [],
      ),
    /** An incident's evidence, newest first. */
    ofIncident: (incidentId: string): IncidentEvidence[] =>
      items.flatMap(({ evidence }) =>
        isIncidentEvidence(evidence) && evidence.incidentId === incidentId
          ? [present(evidence)]
          : [],
      ),
    /** A company's evidence on its controls (all of them, or one control's), newest first. */
    ofControls: (companyId: string, controlId?: string): ControlEvidence[] =>
      items.flatMap(({ evidence }) =>
        isControlEvidence(evidence) &&
        evidence.companyId === companyId &&
        (controlId === undefined || evidence.controlId === controlId)
          ? [present(evidence)]
          : [],
      ),
    find: (id: string) => items.find((i) => i.evidence.id === id),
    add,
    /** Removes it: true; not found: false; kept: the sentence why (409). */
    remove(id: string): boolean | string {
      const found = items.some((i) => i.evidence.id === id);
      const kept = found ? options.kept?.(id) : undefined;
      if (kept) return kept;
      items = items.filter((i) => i.evidence.id !== id);
      if (found) options.changed?.();
      return found;
    },
    /** What the `evidence-expired` rule reads of a project. */
    expiries: (projectId: string): EvidenceExpiryState[] =>
      items.flatMap(({ evidence }) =>
        isObligationEvidence(evidence) && evidence.projectId === projectId
          ? [{ obligationId: evidence.obligationId, expiresAt: evidence.expiresAt }]
          : [],
      ),
  };
}

export type EvidenceBook = ReturnType<typeof createEvidenceBook>;

const OBLIGATION_NOT_FOUND = notFoundMessage('ai_act_obligation');
const EVIDENCE_NOT_FOUND = notFoundMessage('obligation_evidence');

/** The evidence routes over the book, typed by the contract; `project` finds the projects. */
export function evidenceHandlers(
  book: () => EvidenceBook,
  project: (id: string) => object | undefined,
) {
  const withProject = byProject(project);
  return [
    mockRoute(routes.listObligationEvidence, ({ params }) =>
      book().obligation(params.id)
        ? HttpResponse.json(book().list(params.id))
        : errorAnswer(404, OBLIGATION_NOT_FOUND),
    ),
    mockRoute(routes.listProjectObligationEvidence, ({ params }) =>
      withProject(params.id, () => HttpResponse.json(book().ofProject(params.id))),
    ),
    mockRoute(routes.addObligationEvidence, async ({ request, params }) => {
      const of = book().obligation(params.id);
      if (!of) return errorAnswer(404, OBLIGATION_NOT_FOUND);
      const read = await readEvidenceRequest(request);
      if (read instanceof Response) return read as never;
      return HttpResponse.json(book().add(of, read.fields, read.file), { status: 201 });
    }),
    mockRoute(routes.getEvidence, ({ params }) => {
      const found = book().find(params.id);
      if (!found) return errorAnswer(404, EVIDENCE_NOT_FOUND);
      const { evidence, content } = found;
      if (evidence.kind === 'link') {
        return new HttpResponse(null, {
          status: 303,
          headers: { Location: evidence.url!, 'Referrer-Policy': 'no-referrer' },
        }) as never;
      }
      return new HttpResponse(content, {
        headers: {
          'Content-Type': evidence.file!.contentType,
          'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(evidence.file!.name)}`,
          'X-Content-Type-Options': 'nosniff',
          'Content-Security-Policy': "sandbox; default-src 'none'",
          'Cross-Origin-Resource-Policy': 'same-origin',
        },
      }) as never;
    }),
    mockRoute(routes.deleteEvidence, ({ params }) => {
      const removed = book().remove(params.id);
      if (typeof removed === 'string') return errorAnswer(409, removed);
      return removed ? noContent() : errorAnswer(404, EVIDENCE_NOT_FOUND);
    }),
  ];
}
