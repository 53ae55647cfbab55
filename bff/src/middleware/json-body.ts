import { bodyParser } from '@koa/bodyparser';
import type { Middleware } from 'koa';
import { UnsupportedMediaTypeError } from '../errors.ts';

export const JSON_BODY_LIMIT = '100kb';

/**
 * Parses JSON request bodies (over the limit → 413) and refuses any other body type with 415.
 * A compressed body (Content-Encoding) is refused with 415. Requests without a body pass untouched. Parse errors go to the error middleware.
 */
export function jsonBody(options: { limit?: string } = {}): Middleware {
  const parse = bodyParser({ enableTypes: ['json'], jsonLimit: options.limit ?? JSON_BODY_LIMIT });
  return async (ctx, next) => {
    // ctx.is() is null when there is no body, false when the type does not match. A browser's
    // body-less POST (archive, reveal, accept…) still says `Content-Length: 0`: no body either.
    const empty = ctx.get('content-length') === '0';
    if (!empty && ctx.is('application/json', '+json') === false) {
      throw new UnsupportedMediaTypeError();
    }
    // Request bodies are small JSON; a compressed one is refused plainly (RFC 7694 says which
    // encodings are accepted) rather than inflated, which would let a tiny body grow huge.
    const encoding = ctx.get('content-encoding').trim().toLowerCase();
    if (encoding !== '' && encoding !== 'identity') {
      ctx.set('Accept-Encoding', 'identity');
      throw new UnsupportedMediaTypeError(
        'Compressed request bodies are not accepted; send the JSON uncompressed',
      );
    }
    await parse(ctx, next);
  };
}
