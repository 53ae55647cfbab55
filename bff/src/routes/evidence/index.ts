import { randomUUID } from 'node:crypto';
import {
  calendarDateOf,
  EVIDENCE_FILE_MISSING_MESSAGE,
  EVIDENCE_LIMITS,
  EVIDENCE_TOO_LARGE_MESSAGE,
} from '@portfolio/contracts';
import type { Context } from 'koa';
import { write } from '../../audit/unit-of-work.ts';
import { InputError } from '../../errors.ts';
import type { UploadedFile } from '../../middleware/multipart-upload.ts';
import { AiActObligationRow } from '../../models/ai-act.ts';
import { ObligationEvidenceRow } from '../../models/obligation-evidence.ts';
import { presentEvidence } from '../../presenters/evidence.ts';
import {
  addEvidence,
  deleteEvidence,
  forgetUnsavedFile,
  listEvidence,
  readEvidence,
  readEvidenceFile,
  type EvidenceUpload,
} from '../../services/compliance/evidence.ts';
import { sniffEvidenceFile, storedFileName } from '../../services/compliance/evidence-file-type.ts';
import { evidenceFileStore } from '../../services/compliance/evidence-store.ts';
import { contractRoute, type Registration } from '../contract.ts';

const obligationOfPath = { model: AiActObligationRow, param: 'id' } as const;
const evidenceOfPath = { model: ObligationEvidenceRow, param: 'id' } as const;

const listObligationEvidence = contractRoute('listObligationEvidence', {
  row: obligationOfPath,
  async handle({ row, deps }) {
    const today = calendarDateOf(new Date());
    return (await listEvidence(deps.db, row.id)).map((item) => presentEvidence(item, today));
  },
});

/** The uploaded file, judged by its content before anything is kept (415 otherwise). */
async function judgedUpload(ctx: Context): Promise<EvidenceUpload | undefined> {
  if (!ctx.is('multipart/form-data')) return undefined;
  const upload = ctx.state.upload as UploadedFile | undefined;
  if (!upload) throw new InputError(EVIDENCE_FILE_MISSING_MESSAGE);
  const type = await sniffEvidenceFile(upload.content, upload.name);
  return {
    name: storedFileName(upload.name, type, EVIDENCE_LIMITS.fileName),
    content: upload.content,
    type,
  };
}

const addObligationEvidence = contractRoute('addObligationEvidence', {
  row: obligationOfPath,
  tooLarge: EVIDENCE_TOO_LARGE_MESSAGE,
  async handle({ row, body, ctx, actor, userId, deps }) {
    const file = await judgedUpload(ctx);
    const store = evidenceFileStore(deps.config);
    const id = randomUUID();
    try {
      await write(deps, actor, (uow) =>
        addEvidence(uow, {
          id,
          obligation: row,
          fields: body,
          file,
          createdBy: actor.type === 'user' ? userId : null,
          store,
        }),
      );
    } catch (error) {
      if (file) {
        await forgetUnsavedFile(store, { evidenceId: id, companyId: row.companyId }).catch(
          (cleanup: unknown) =>
            deps.logger.warn(
              { err: cleanup, evidenceId: id },
              'an unsaved evidence file was left in the bucket',
            ),
        );
      }
      throw error;
    }
    return presentEvidence(await readEvidence(deps.db, id), calendarDateOf(new Date()));
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

/** Evidence on EU AI Act obligations: list, add (a link or a file), download, delete. */
export const evidenceRoutes: Registration[] = [
  listObligationEvidence,
  addObligationEvidence,
  getEvidence,
  deleteEvidenceRoute,
];
