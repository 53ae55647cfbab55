import { promisify } from 'node:util';
import zlib from 'node:zlib';
import Router from '@koa/router';
import {
  routes,
  toRouterPath,
  type BodyOf,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
  type RouteDef,
  type RouteName,
} from '@portfolio/contracts';
import type { Context, Middleware } from 'koa';
import type { AppDeps } from '../app-deps.ts';
import { SYSTEM_ACTOR, write, type Actor, type UnitOfWork } from '../audit/unit-of-work.ts';
import {
  authenticate,
  authorize,
  type KnownMemberships,
  type Membership,
} from '../middleware/access';
import { multipartUpload } from '../middleware/multipart-upload.ts';
import { validate, type ValidatedInput } from '../middleware/validate';
import type { BaseModel } from '../models/base-model.ts';
import { Company } from '../models/company.ts';
import { findOwned, type Owned, type OwnedModel } from '../models/owned.ts';

/** What a handler receives: the checked input of its contract route, the caller and the deps. */
export interface HandlerArgs<N extends RouteName, R extends BaseModel = never> {
  params: ParamsOf<N>;
  query: QueryOf<N>;
  body: BodyOf<N>;
  /** The signed-in user's id; set on every route that is not public. */
  userId: string;
  /**
   * Who the request acts as, for the history of what it writes: the signed-in person (by cookie
   * or bearer), or the product itself on a public route nobody signed in to.
   */
  actor: Actor;
  /** The caller's membership in the company that owns the resource (member/admin routes). */
  membership: Membership;
  /** The row named by the path, on routes that declare `row` (read once, before the check). */
  row: [R] extends [never] ? undefined : Owned<R>;
  ctx: Context;
  deps: AppDeps;
}

/**
 * What a handler resolves with: its route's answer (or its JSON text); nothing for a stream,
 * which the handler answers itself, its `response` being the schema of each event's data.
 */
export type HandlerResult<N extends RouteName> = (typeof routes)[N]['reply'] extends 'stream'
  ? void
  : ResponseOf<N> | JsonText<ResponseOf<N>> | CsvText;

/** The row a route acts on: its model and the path parameter holding its id. */
export interface RowOf<N extends RouteName, R extends BaseModel> {
  /** Its rows are `R`: inferred from the constructor alone (Objection's statics say `Model`). */
  model: OwnedModel<NoInfer<R>> & (new () => R);
  param: keyof ParamsOf<N> & string;
}

export interface ContractHandler<N extends RouteName, R extends BaseModel = never> {
  /**
   * For member/admin routes whose path names a row instead of the company: the row is read
   * once with its company's id (`findOwned`), its company decides access, and the handler gets
   * it as `row`. No such row, or a row of a company the caller does not belong to: 404.
   */
  row?: RowOf<N, R>;
  /**
   * JSON replies return the body; `empty` replies return nothing; redirects and CSV set the
   * response on `ctx` themselves.
   */
  handle: (args: HandlerArgs<N, R>) => Promise<HandlerResult<N>>;
  /**
   * The answer depends only on the company's projects: the company's data version (read with
   * the membership) is its ETag, and a request whose `If-None-Match` holds it is answered 304
   * without running the handler. Browsers store it and revalidate (`private, no-cache`).
   * An answer that also depends on something else (the month the summary's trends compare
   * with) names it with `{ also }`, which joins the ETag.
   */
  versioned?: true | { also: () => string };
  /**
   * Middleware run before validation, made once per app (e.g. rate limits, whose counters
   * must not be shared between two apps in one process).
   */
  before?: (deps: AppDeps) => Middleware[];
  /** A `user` route that a read-only guest of an embed app may call too (it has no `userId`). */
  guests?: boolean;
  /** An upload route's 413 sentence for a file past the contract's `upload.maxBytes`. */
  tooLarge?: string;
}

/**
 * A JSON answer already serialized (built by PostgreSQL, or kept by a cache), sent as is. The
 * type parameter is the contract type the text encodes; contract tests validate it like any.
 */
export class JsonText<T> {
  declare readonly encodes: T;
  #bytes: Buffer | undefined;
  readonly #compressed = new Map<Coding, Promise<Buffer>>();
  constructor(readonly text: string) {}
  /**
   * Its UTF-8 bytes, encoded when first sent: a JsonText kept with a cached answer (a timeline
   * of megabytes) is encoded once, not on every request.
   */
  get bytes(): Buffer {
    return (this.#bytes ??= Buffer.from(this.text));
  }
  /** Its bytes in `coding`, compressed once for as long as the JsonText is kept. */
  compressed(coding: Coding): Promise<Buffer> {
    let bytes = this.#compressed.get(coding);
    if (!bytes) {
      bytes = COMPRESS[coding](this.bytes);
      this.#compressed.set(coding, bytes);
    }
    return bytes;
  }
}

/** The body of each answer a cache keeps, encoded (and compressed) once while it is kept. */
const keptBodies = new WeakMap<object, JsonText<unknown>>();

/**
 * The JsonText of an answer held by a cache (a timeline, a capacity grid: megabytes): one per
 * answer object, so its bytes and compressed bytes are made once, not on every request.
 */
export function keptJsonText<T>(answer: { readonly json: string }): JsonText<T> {
  let body = keptBodies.get(answer);
  if (!body) {
    body = new JsonText<T>(answer.json);
    keptBodies.set(answer, body);
  }
  return body as JsonText<T>;
}

/**
 * Answers from this size on are sent compressed to a client that accepts it: a timeline or a
 * capacity grid of megabytes is a tenth of that in Brotli or gzip. Compressed with Node's zlib
 * rather than a middleware such as koa-compress, which compresses again on every request: the
 * answers this large are kept per data version, and their compressed bytes with them.
 */
export const COMPRESS_FROM_BYTES = 64 * 1024;
type Coding = 'br' | 'gzip';
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const COMPRESS: Record<Coding, (bytes: Buffer) => Promise<Buffer>> = {
  // Quality 5: about gzip's speed at a smaller size (11, the default, takes seconds a megabyte).
  br: (bytes) =>
    brotli(bytes, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
  gzip: (bytes) => gzip(bytes),
};

/** Sends a serialized answer, compressed when it is large and the client accepts it. */
async function sendJsonText(ctx: Context, json: JsonText<unknown>) {
  ctx.type = 'application/json';
  const bytes = json.bytes;
  if (bytes.length < COMPRESS_FROM_BYTES) {
    // Sent as bytes: Koa would otherwise measure the string for Content-Length and Node
    // encode it again when writing.
    ctx.body = bytes;
    return;
  }
  ctx.vary('Accept-Encoding');
  const coding = ctx.acceptsEncodings('br', 'gzip', 'identity');
  if (coding !== 'br' && coding !== 'gzip') {
    ctx.body = bytes;
    return;
  }
  ctx.body = await json.compressed(coding);
  ctx.set('Content-Encoding', coding);
  // The same data in another coding: the validator stays, weak as RFC 9110 asks.
  const etag = ctx.response.get('ETag');
  if (etag && !etag.startsWith('W/')) ctx.set('ETag', `W/${etag}`);
}

/**
 * A JSON route's answer as CSV, for a caller that asked for it (`?format=csv` or
 * `Accept: text/csv`, as the route's row says): sent as an attachment named `fileName`.
 */
export class CsvText {
  constructor(
    readonly text: string,
    readonly fileName: string,
  ) {}
}

/** Whether the request asks for CSV: `?format=csv`, or an Accept preferring text/csv to JSON. */
export const wantsCsv = (ctx: Context, format: string | undefined) =>
  format === 'csv' || ctx.accepts('application/json', 'text/csv') === 'text/csv';

/** The ETag of an answer of the company's data at `dataVersion` (see `versioned`). */
export function setDataVersion(
  ctx: Context,
  companyId: string,
  dataVersion: string,
  also?: string,
) {
  ctx.set('ETag', `"${companyId}.${dataVersion}${also ? `.${also}` : ''}"`);
  ctx.set('Cache-Control', 'private, no-cache');
}

export interface Registration {
  name: RouteName;
  register: (router: Router, deps: AppDeps) => void;
}

/** Who the request acts as: its API token, the signed-in person, or the product itself. */
function actorOf(ctx: Context, userId: string | undefined): Actor {
  const token = ctx.state.bearer?.apiToken;
  if (token) return { type: 'api_token', id: token.id, label: token.name };
  return userId ? { type: 'user', id: userId } : SYSTEM_ACTOR;
}

/**
 * Binds a handler to its row of the endpoint table: validation, access, status and reply.
 * Registered on the router mounted at `/api`, so the path is taken relative to it.
 */
export function contractRoute<N extends RouteName, R extends BaseModel = never>(
  name: N,
  handler: ContractHandler<N, R>,
): Registration {
  const def: RouteDef = routes[name];
  // The endpoint table says which routes answer 304 (the OpenAPI document is made from it).
  if (Boolean(handler.versioned) !== Boolean(def.conditional)) {
    throw new Error(`${name}: \`versioned\` handlers and \`conditional\` routes go together`);
  }
  return {
    name,
    register(router, deps) {
      const method = def.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
      const before = handler.before?.(deps) ?? [];
      // An upload's form is read only once the caller is known to be signed in.
      const upload = def.upload
        ? [
            multipartUpload({
              ...def.upload,
              tooLarge: handler.tooLarge ?? 'The file is too large',
            }),
          ]
        : [];
      // auth → validate → tenant/role guard → handler: the signed-out learn nothing about input.
      router[method](
        toRouterPath(def.path.replace(/^\/api/, '')),
        ...before,
        authenticate(def.access),
        ...upload,
        validate(def),
        async (ctx) => {
          const input = ctx.state.input as ValidatedInput;
          const userId = ctx.state.userId as string | undefined;
          const params = input.params as ParamsOf<N>;
          let row: Owned<R> | undefined;
          const membership = await authorize(
            deps.db,
            def.access,
            userId,
            async () => {
              if ('companyId' in input.params) return input.params.companyId;
              if (!handler.row) return undefined;
              const { model, param } = handler.row;
              row = await findOwned(model, deps.db, params[param] as string);
              return row?.companyId;
            },
            {
              bearer: ctx.state.bearer,
              method: ctx.method,
              guests: handler.guests === true,
              memberships: ctx.state.memberships as KnownMemberships | undefined,
            },
          );
          if (handler.versioned && membership) {
            membership.dataVersion ??= await Company.dataVersionOf(deps.db, membership.companyId);
            if (membership.dataVersion !== undefined) {
              const also = handler.versioned === true ? undefined : handler.versioned.also();
              setDataVersion(ctx, membership.companyId, membership.dataVersion, also);
              ctx.status = 200;
              if (ctx.fresh) {
                ctx.status = 304;
                return;
              }
            }
          }
          const result = await handler.handle({
            params,
            query: input.query as QueryOf<N>,
            body: input.body as BodyOf<N>,
            userId: userId as string,
            actor: actorOf(ctx, userId),
            membership: membership as Membership,
            row: row as HandlerArgs<N, R>['row'],
            ctx,
            deps,
          });
          if (def.reply === 'json') {
            ctx.status = def.status ?? 200;
            if (result instanceof CsvText) {
              ctx.attachment(result.fileName);
              ctx.type = 'text/csv; charset=utf-8';
              ctx.body = result.text;
            } else if (result instanceof JsonText) await sendJsonText(ctx, result);
            else if (result === null) {
              // Koa answers a null body with 204; a nullable answer is the JSON `null`.
              ctx.type = 'application/json';
              ctx.body = 'null';
            } else ctx.body = result;
          } else if (def.reply === 'empty') {
            ctx.status = def.status ?? 204;
            ctx.body = null;
          }
        },
      );
    },
  };
}

/**
 * A route that removes the row of its path (read and authorized as `row` says) with `remove`,
 * as one unit of work of the caller, and answers with nothing.
 */
export function removeRowRoute<N extends RouteName, R extends BaseModel>(
  name: N,
  row: RowOf<N, R>,
  remove: (uow: UnitOfWork, row: Owned<R>) => Promise<unknown>,
): Registration {
  // An empty reply: nothing is sent, whatever the route's response type says.
  return writeRowRoute(name, row, remove, () => undefined as HandlerResult<N>);
}

/** One element of a route's answer, when the answer is a list. */
type ItemOf<N extends RouteName> = ResponseOf<N> extends ReadonlyArray<infer E> ? E : never;

/**
 * A route that lists what `list` reads for the row the path names (given its id), each shown by
 * `present`.
 */
export function listRowsRoute<N extends RouteName, R extends BaseModel, T>(
  name: N,
  row: RowOf<N, R>,
  list: (db: AppDeps['db'], id: string) => Promise<T[]>,
  present: (item: T) => ItemOf<N>,
): Registration {
  return contractRoute(name, {
    row,
    async handle(args) {
      // `row` is set: the route declares it (its type is conditional on R, unresolved here).
      const { id } = args.row as unknown as { id: string };
      const items = await list(args.deps.db, id);
      return items.map((item) => present(item)) as HandlerResult<N>;
    },
  });
}

/** A route on the row of its path, answered by `answer` from the request and that row. */
function rowRoute<N extends RouteName, R extends BaseModel>(
  name: N,
  row: RowOf<N, R>,
  answer: (args: HandlerArgs<N, R>, row: Owned<R>) => Promise<HandlerResult<N>>,
): Registration {
  // `row` is set: the route declares it (its type is conditional on R, unresolved here).
  return contractRoute(name, { row, handle: (args) => answer(args, args.row as Owned<R>) });
}

/** A route that answers with what `present` makes of what `read` reads for the row of its path. */
export function readRowRoute<N extends RouteName, R extends BaseModel, T>(
  name: N,
  row: RowOf<N, R>,
  read: (db: AppDeps['db'], row: Owned<R>) => Promise<T>,
  present: (result: T, row: Owned<R>) => HandlerResult<N>,
): Registration {
  return rowRoute(name, row, async (args, owned) =>
    present(await read(args.deps.db, owned), owned),
  );
}

/**
 * A route that writes through `change` (a service given the row the path names, the body and
 * the rest of the request) in one unit of work, and answers with what `present` makes of its
 * result.
 */
export function writeRowRoute<N extends RouteName, R extends BaseModel, T>(
  name: N,
  row: RowOf<N, R>,
  change: (uow: UnitOfWork, row: Owned<R>, body: BodyOf<N>, args: HandlerArgs<N, R>) => Promise<T>,
  present: (result: T, row: Owned<R>) => HandlerResult<N>,
): Registration {
  return rowRoute(name, row, async (args, owned) => {
    const result = await write(args.deps, args.actor, (uow) => change(uow, owned, args.body, args));
    return present(result, owned);
  });
}
