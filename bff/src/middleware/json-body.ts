import { bodyParser } from '@koa/bodyparser';
import type { Middleware } from 'koa';
import { InputError, UnsupportedMediaTypeError } from '../errors.ts';

export const JSON_BODY_LIMIT = '100kb';
/** A provider's webhook (a Jira issue with its fields and changelog) runs to hundreds of kB. */
export const INBOUND_EVENT_BODY_LIMIT = '2mb';

/**
 * Objects and arrays a body may nest. No contract body goes past a few levels; 100 kB of
 * brackets is 50,000 levels, and any recursive walk over that (a check, a log line,
 * `JSON.stringify`) overflows the stack.
 */
export const JSON_MAX_DEPTH = 32;

export const JSON_TOO_DEEP_MESSAGE = `The JSON body is nested too deeply: at most ${JSON_MAX_DEPTH} levels of objects and arrays`;

/**
 * Whether JSON text nests objects and arrays deeper than `max`: one pass over the text that
 * counts brackets outside strings, without recursion, so depth costs nothing to measure.
 */
export function jsonNestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > max) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}

/**
 * Parses JSON request bodies (over the limit → 413) and refuses any other body type with 415.
 * A compressed body (Content-Encoding) is refused with 415. Requests without a body pass untouched. Parse errors go to the error middleware.
 * A body nested deeper than `JSON_MAX_DEPTH` is refused with 400 before anything else reads it
 * (`JSON.parse` itself is iterative in V8).
 */
export function jsonBody(
  options: {
    limit?: string;
    /**
     * POST paths that take a form body too, left unread: RFC 8058's one-click unsubscribe posts
     * `List-Unsubscribe=One-Click` as a form, and its route acts on the address alone.
     */
    formPosts?: readonly string[];
    /**
     * POST paths whose body is left unread here: providers' webhooks, read (up to
     * `INBOUND_EVENT_BODY_LIMIT`) once the connection is known (`integrations/inbound/gate.ts`).
     */
    largePosts?: RegExp;
    /**
     * POST paths that take a file as `multipart/form-data` too, left unread here: their route
     * reads the form itself once the caller is signed in (`multipart-upload.ts`).
     */
    uploadPosts?: RegExp;
  } = {},
): Middleware {
  const parse = bodyParser({ enableTypes: ['json'], jsonLimit: options.limit ?? JSON_BODY_LIMIT });
  const formPosts = new Set(options.formPosts ?? []);
  return async (ctx, next) => {
    if (
      ctx.method === 'POST' &&
      formPosts.has(ctx.path) &&
      ctx.is('application/x-www-form-urlencoded', 'multipart/form-data')
    ) {
      await next();
      return;
    }
    if (
      ctx.method === 'POST' &&
      options.uploadPosts?.test(ctx.path) === true &&
      ctx.is('multipart/form-data')
    ) {
      await next();
      return;
    }
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
    if (ctx.method === 'POST' && options.largePosts?.test(ctx.path) === true) {
      await next();
      return;
    }
    await parse(ctx, async () => {
      const raw = (ctx.request as { rawBody?: unknown }).rawBody;
      if (typeof raw === 'string' && jsonNestsDeeperThan(raw, JSON_MAX_DEPTH)) {
        throw new InputError(JSON_TOO_DEEP_MESSAGE);
      }
      await next();
    });
  };
}
