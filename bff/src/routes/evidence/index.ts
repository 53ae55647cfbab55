import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import {
  calendarDateOf,
  EVIDENCE_FILE_MISSING_MESSAGE,
  EVIDENCE_LIMITS,
  EVIDENCE_TOO_LARGE_MESSAGE,
  EVIDENCE_UPLOAD_WINDOW_MINUTES,
  EVIDENCE_UPLOADS_PER_WINDOW,
  evidenceUploadRateMessage,
  MINUTE_MS,
} from '@portfolio/contracts';
import type { Context } from 'koa';
import { write, type Actor } from '../../audit/unit-of-work.ts';
import { InputError } from '../../errors.ts';
import type { UploadedFile } from '../../middleware/multipart-upload.ts';
import { formatWait, rateLimitCounter } from '../../middleware/rate-limit.ts';
import { AiActObligationRow } from '../../models/ai-act.ts';
import { ObligationEvidenceRow } from '../../models/obligation-evidence.ts';
import { presentEvidence } from '../../presenters/compliance/evidence.ts';
import {
  addEvidence,
  deleteEvidence,
  evidenceUsage,
  forgetUnsavedFile,
  listEvidence,
  listProjectEvidence,
  readEvidence,
  readEvidenceFile,
  type EvidenceOwner,
  type EvidenceUpload,
} from '../../services/compliance/evidence.ts';
import {
  sniffEvidenceFileAt,
  storedFileName,
} from '../../services/compliance/evidence-file-type.ts';
import { evidenceFileStore } from '../../services/compliance/evidence-store.ts';
import { contractRoute, type HandlerArgs, type Registration } from '../contract.ts';
import { projectOfPath } from '../projects/projects.ts';

const obligationOfPath = { model: AiActObligationRow, param: 'id' } as const;
const evidenceOfPath = { model: ObligationEvidenceRow, param: 'id' } as const;

const listObligationEvidence = contractRoute('listObligationEvidence', {
  row: obligationOfPath,
  async handle({ row, deps }) {
    const today = calendarDateOf(new Date());
    return (await listEvidence(deps.db, row.id)).map((item) => presentEvidence(item, today));
  },
});

/** The same pieces in the same order as `listObligationEvidence`, for all of a project's at once. */
const listProjectObligationEvidence = contractRoute('listProjectObligationEvidence', {
  row: projectOfPath,
  async handle({ row, deps }) {
    const today = calendarDateOf(new Date());
    return (await listProjectEvidence(deps.db, row.id)).map((item) => presentEvidence(item, today));
  },
});

const getEvidenceUsage = contractRoute('getEvidenceUsage', {
  async handle({ params, deps }) {
    return evidenceUsage(deps.db, params.companyId, quotaBytesOf(deps.config));
  },
});

const quotaBytesOf = (config: { evidenceQuotaMiB: number }) =>
  config.evidenceQuotaMiB * 1024 * 1024;

/**
 * Files per person (or API token) in a window, counted in the app's shared store so every BFF
 * process counts together. Links are cheap and not counted.
 */
const countUpload = rateLimitCounter({
  name: 'evidence-upload:actor',
  max: EVIDENCE_UPLOADS_PER_WINDOW,
  windowMs: EVIDENCE_UPLOAD_WINDOW_MINUTES * MINUTE_MS,
  message: (seconds) => evidenceUploadRateMessage(formatWait(seconds)),
});

const sha256Of = async (path: string) => {
  const hash = createHash('sha256');
  await pipeline(createReadStream(path), hash);
  return hash.digest('hex');
};

/**
 * The uploaded file, counted against its sender's rate (429) and judged by its content (415)
 * before anything is kept. It stays spooled on disk: only chunks of it are ever read.
 */
async function judgedUpload(ctx: Context, actor: Actor): Promise<EvidenceUpload | undefined> {
  if (!ctx.is('multipart/form-data')) return undefined;
  await countUpload(ctx, 'id' in actor ? `${actor.type}:${actor.id}` : actor.type);
  const upload = ctx.state.upload as UploadedFile | undefined;
  if (!upload) throw new InputError(EVIDENCE_FILE_MISSING_MESSAGE);
  const type = await sniffEvidenceFileAt(upload.path, upload.name);
  return {
    name: storedFileName(upload.name, type, EVIDENCE_LIMITS.fileName),
    file: { path: upload.path, size: upload.size },
    sha256: await sha256Of(upload.path),
    type,
  };
}

/**
 * Adds the request's link or file to `owner` in the evidence store: the file counted against
 * its sender's rate and judged by its content first; a file a failed unit left in a bucket is
 * removed. Answers the new evidence's id. Incidents add their evidence through it too.
 */
export async function addEvidenceOfRequest(
  {
    ctx,
    actor,
    userId,
    deps,
    body,
  }: Pick<HandlerArgs<'addObligationEvidence'>, 'ctx' | 'actor' | 'userId' | 'deps' | 'body'>,
  owner: EvidenceOwner,
  companyId: string,
): Promise<string> {
  const file = await judgedUpload(ctx, actor);
  const store = evidenceFileStore(deps.config);
  const id = randomUUID();
  try {
    await write(deps, actor, (uow) =>
      addEvidence(uow, {
        id,
        owner,
        fields: body,
        file,
        createdBy: actor.type === 'user' ? userId : null,
        store,
        quotaBytes: quotaBytesOf(deps.config),
      }),
    );
  } catch (error) {
    if (file) {
      await forgetUnsavedFile(store, { evidenceId: id, companyId }).catch((cleanup: unknown) =>
        deps.logger.warn(
          { err: cleanup, evidenceId: id },
          'an unsaved evidence file was left in the bucket',
        ),
      );
    }
    throw error;
  }
  return id;
}

const addObligationEvidence = contractRoute('addObligationEvidence', {
  row: obligationOfPath,
  tooLarge: EVIDENCE_TOO_LARGE_MESSAGE,
  async handle(args) {
    const id = await addEvidenceOfRequest(args, { obligation: args.row }, args.row.companyId);
    return presentEvidence(await readEvidence(args.deps.db, id), calendarDateOf(new Date()));
  },
});

/**
 * A file as a download that nothing can run: an attachment with a safe name (RFC 6266 with the
 * RFC 5987 `filename*`, by Koa's `content-disposition`), the type its content showed, no
 * sniffing, a sandboxing policy and same-origin only. A link answers 303 to its address.
 */
const getEvidence = contractRoute('getEvidence', {
  row: evidenceOfPath,
  async handle({ row, ctx, deps }) {
    if (row.kind === 'link') {
      ctx.set('Referrer-Policy', 'no-referrer');
      ctx.redirect(row.url!);
      ctx.status = 303;
      return;
    }
    const content = await readEvidenceFile(deps.db, row, evidenceFileStore(deps.config));
    // An ASCII fallback for `filename`, the exact name in `filename*` (UTF-8, percent-encoded).
    ctx.attachment(row.fileName!, { fallback: row.fileName!.replace(/[^\x20-\x7e]/g, '?') });
    ctx.type = row.contentType!.startsWith('text/')
      ? `${row.contentType}; charset=utf-8`
      : row.contentType!;
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Content-Security-Policy', "sandbox; default-src 'none'; frame-ancestors 'none'");
    ctx.set('Cross-Origin-Resource-Policy', 'same-origin');
    ctx.status = 200;
    ctx.body = content;
  },
});

const deleteEvidenceRoute = contractRoute('deleteEvidence', {
  row: evidenceOfPath,
  async handle({ row, actor, deps }) {
    // A file in a bucket is queued for deletion with the row and removed after the commit by
    // the `remove-evidence-objects` job: never a row without its bytes.
    await write(deps, actor, (uow) => deleteEvidence(uow, row));
  },
});

/** Evidence on EU AI Act obligations: list, add (a link or a file), download, delete; usage. */
export const evidenceRoutes: Registration[] = [
  getEvidenceUsage,
  listObligationEvidence,
  listProjectObligationEvidence,
  addObligationEvidence,
  getEvidence,
  deleteEvidenceRoute,
];
