import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import multer from '@koa/multer';
import type { Middleware } from 'koa';
import { InputError, PayloadTooLargeError } from '../errors.ts';

/**
 * What an upload route's handler gets: the file part as read, spooled to a temporary file
 * (removed when the request ends), never held in memory.
 */
export interface UploadedFile {
  name: string;
  /** The temporary file holding the bytes. */
  path: string;
  size: number;
}

/** multer's disk storage: busboy's stream written to a file of the system's temporary folder. */
export const uploadStorage = multer.diskStorage({ destination: tmpdir() });

/** Text fields of a form: a handful of short values beside the file. */
const FORM_LIMITS = { fields: 10, fieldSize: 4096, fieldNameSize: 100, parts: 12, headerPairs: 50 };

/**
 * Reads a `multipart/form-data` body with `@koa/multer` (multer over busboy, streaming) to a
 * temporary file, so a process holds no upload in memory however many arrive at once: one file
 * part named `file`, at most `maxBytes` (multer stops reading past it, removes the part and the
 * answer is 413 with `tooLarge`), a few text fields. The fields become the request body, blank
 * ones left out, for `validate` to check against the route's form schema; the file goes to
 * `ctx.state.upload` and its temporary file is removed once the request is answered. Any other
 * body passes untouched (JSON is read by `json-body.ts`).
 */
export function multipartUpload(options: {
  file: string;
  maxBytes: number;
  tooLarge: string;
}): Middleware {
  const read = multer({
    storage: uploadStorage,
    limits: { ...FORM_LIMITS, files: 1, fileSize: options.maxBytes },
    // File names as browsers send them: UTF-8.
    defParamCharset: 'utf8',
  } as multer.Options).single(options.file);
  return async (ctx, next) => {
    if (!ctx.is('multipart/form-data')) return next();
    try {
      await read(ctx, async () => {});
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'LIMIT_FILE_SIZE') throw new PayloadTooLargeError(options.tooLarge);
      if (code === 'LIMIT_UNEXPECTED_FILE') {
        throw new InputError(`Send one file, in the form field "${options.file}"`);
      }
      if (code?.startsWith('LIMIT_')) {
        throw new InputError('The form has more or longer fields than this upload takes');
      }
      throw new InputError('The form data could not be read: send it as multipart/form-data');
    }
    const fields: Record<string, unknown> = {};
    for (const [key, value] of Object.entries((ctx.request as { body?: object }).body ?? {})) {
      if (value !== '') fields[key] = value;
    }
    (ctx.request as { body?: unknown }).body = fields;
    const file = ctx.file as { originalname: string; path: string; size: number } | undefined;
    ctx.state.upload = file
      ? ({ name: file.originalname, path: file.path, size: file.size } satisfies UploadedFile)
      : undefined;
    try {
      await next();
    } finally {
      if (file) await rm(file.path, { force: true });
    }
  };
}
