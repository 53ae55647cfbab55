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
import {
  authenticate,
  authorize,
  type KnownMemberships,
  type Membership,
} from '../middleware/access';
import { validate, type ValidatedInput } from '../middleware/validate';

/** What a handler receives: the checked input of its contract route, the caller and the deps. */
export interface HandlerArgs<N extends RouteName> {
  params: ParamsOf<N>;
  query: QueryOf<N>;
  body: BodyOf<N>;
  /** The signed-in user's id; set on every route that is not public. */
  userId: string;
  /** The caller's membership in the company that owns the resource (member/admin routes). */
  membership: Membership;
  ctx: Context;
  deps: AppDeps;
}

export interface ContractHandler<N extends RouteName> {
  /**
   * For member/admin routes whose path does not name the company: the company that owns the
   * resource, or undefined when there is none (answered 404).
   */
  companyOf?: (params: ParamsOf<N>, deps: AppDeps) => Promise<string | undefined>;
  /**
   * JSON replies return the body; `empty` replies return nothing; redirects and CSV set the
   * response on `ctx` themselves.
   */
  handle: (args: HandlerArgs<N>) => Promise<ResponseOf<N> | JsonText<ResponseOf<N>>>;
  /**
   * The answer depends only on the company's projects: the company's data version (read with
   * the membership) is its ETag, and a request whose `If-None-Match` holds it is answered 304
   * without running the handler. Browsers store it and revalidate (`private, no-cache`).
   */
  versioned?: true;
  /**
   * Middleware run before validation, made once per app (e.g. rate limits, whose counters
   * must not be shared between two apps in one process).
   */
  before?: (deps: AppDeps) => Middleware[];
  /** A `user` route that a read-only guest of an embed app may call too (it has no `userId`). */
  guests?: boolean;
}

/**
 * A JSON answer already serialized (built by PostgreSQL, or kept by a cache), sent as is. The
 * type parameter is the contract type the text encodes; contract tests validate it like any.
 */
export class JsonText<T> {
  declare readonly encodes: T;
  constructor(readonly text: string) {}
}

export interface Registration {
  name: RouteName;
  register: (router: Router, deps: AppDeps) => void;
}

/**
 * Binds a handler to its row of the endpoint table: validation, access, status and reply.
 * Registered on the router mounted at `/api`, so the path is taken relative to it.
 */
export function contractRoute<N extends RouteName>(
  name: N,
  handler: ContractHandler<N>,
): Registration {
  const def: RouteDef = routes[name];
  return {
    name,
    register(router, deps) {
      const method = def.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
      const before = handler.before?.(deps) ?? [];
      // auth → validate → tenant/role guard → handler: the signed-out learn nothing about input.
      router[method](
        toRouterPath(def.path.replace(/^\/api/, '')),
        ...before,
        authenticate(def.access),
        validate(def),
        async (ctx) => {
          const input = ctx.state.input as ValidatedInput;
          const userId = ctx.state.userId as string | undefined;
          const params = input.params as ParamsOf<N>;
          const membership = await authorize(
            deps.db,
            def.access,
            userId,
            async () =>
              'companyId' in input.params
                ? input.params.companyId
                : handler.companyOf
                  ? handler.companyOf(params, deps)
                  : undefined,
            {
              bearer: ctx.state.bearer,
              method: ctx.method,
              guests: handler.guests === true,
              memberships: ctx.state.memberships as KnownMemberships | undefined,
            },
          );
          if (handler.versioned && membership) {
            ctx.set('ETag', `"${membership.companyId}.${membership.dataVersion}"`);
            ctx.set('Cache-Control', 'private, no-cache');
            ctx.status = 200;
            if (ctx.fresh) {
              ctx.status = 304;
              return;
            }
          }
          const result = await handler.handle({
            params,
            query: input.query as QueryOf<N>,
            body: input.body as BodyOf<N>,
            userId: userId as string,
            membership: membership as Membership,
            ctx,
            deps,
          });
          if (def.reply === 'json') {
            ctx.status = def.status ?? 200;
            if (result instanceof JsonText) {
              ctx.type = 'application/json';
              ctx.body = result.text;
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
