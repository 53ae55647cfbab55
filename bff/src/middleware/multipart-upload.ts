import multer from '@koa/multer';
import type { Middleware } from 'koa';
import { InputError, PayloadTooLargeError } from '../errors.ts';

/** What an upload route's handler gets: the file part as read, bytes in memory. */
export interface UploadedFile {
  name: string;
  content: Buffer;
}

/** Text fields of a form: a handful of short values beside the file. */
const FORM_LIMITS = { fields: 10, fieldSize: 4096, fieldNameSize: 100, parts: 12, headerPairs: 50 };

/**
 * Reads a `multipart/form-data` body with `@koa/multer` (multer over busboy, streaming) into
 * memory: one file part named `file`, at most `maxBytes` (multer stops reading past it and the
 * answer is 413 with `tooLarge`), a few text fields. The fields become the request body, blank
 * ones left out, for `validate` to check against the route's form schema; the file goes to
 * `ctx.state.upload`. Any other body passes untouched (JSON is read by `json-body.ts`). Nothing
 * is written anywhere while reading.
 */
export function multipartUpload(options: {
  file: string;
  maxBytes: number;
  tooLarge: string;
}): Middleware {
  const read = multer({
    storage: multer.memoryStorage(),
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
    const file = ctx.file as { originalname: string; buffer: Buffer } | undefined;
    ctx.state.upload = file
      ? ({ name: file.originalname, content: file.buffer } satisfies UploadedFile)
      : undefined;
    await next();
  };
}
