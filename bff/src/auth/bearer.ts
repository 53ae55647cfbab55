import {
  API_TOKEN_MESSAGES,
  API_TOKEN_PREFIX,
  EMBED_ERROR_CODES,
  EMBED_GUEST_READ_ONLY_MESSAGE,
  originAllowed,
  originNotAllowedMessage,
  routes,
  type ApiTokenScope,
  type MemberRole,
  type RouteDef,
} from '@portfolio/contracts';
import { createRemoteJWKSet, decodeProtectedHeader, errors, jwtVerify } from 'jose';
import type { Knex } from 'knex';
import type { Context, Middleware } from 'koa';
import type { AppDeps } from '../app-deps.ts';
import type { OidcConfig } from '../config.ts';
import { ForbiddenError, UnauthenticatedError } from '../errors.ts';
import { apiTokenPrincipal } from './api-tokens.ts';
import { EMBED_APP_SECRET_PREFIX, invalidToken, verifyEmbedToken } from './embed-tokens.ts';
import { oidcConfiguration } from './oidc.ts';

/**
 * `Authorization: Bearer` on every /api route, beside the session cookie: an embed token of
 * this BFF, an access token of the configured OpenID Connect issuer (verified against its
 * published keys with `jose`'s remote JWKS, the person found by the `email` claim), or a
 * company API token (`auth/api-tokens.ts`). The result
 * is a principal naming the companies the request may reach and the caller's role in each,
 * read now; the tenant and role guard downstream is the same as for cookies.
 */
export interface BearerPrincipal {
  kind: 'embed' | 'oidc' | 'api_token';
  /**
   * The person's user id; undefined for a read-only guest. For an API token, the admin who
   * created it (what it creates is theirs; the history names the token).
   */
  userId: string | undefined;
  email: string;
  guest: boolean;
  /** The companies this request may reach, with the role read on this request. */
  companies: ReadonlyMap<string, MemberRole>;
  /** The API token the request authenticated with. */
  apiToken?: { id: string; name: string; scope: ApiTokenScope };
}

declare module 'koa' {
  interface DefaultState {
    /** Set when the request authenticated with a bearer token (then no session is read). */
    bearer?: BearerPrincipal;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** The contract's POSTs that only read (`reads`), by method and path pattern. */
const QUERY_POSTS = Object.values(routes as Record<string, RouteDef>)
  .filter((route) => route.reads)
  .map((route) => ({
    method: route.method,
    path: new RegExp(`^${route.path.replace(/\{[^}]+\}/g, '[^/]+')}$`),
  }));
/** Whether the request changes nothing: a GET (or the like), or a POST whose body is a query. */
const onlyReads = (ctx: Context) =>
  READS.has(ctx.method) ||
  QUERY_POSTS.some((route) => route.method === ctx.method && route.path.test(ctx.path));

/** The bearer token of the request, if it sent one. */
export function bearerToken(ctx: Context): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(ctx.get('Authorization'));
  return match?.[1];
}

/** Where the request says it comes from, unless that is the product itself (or nothing). */
function foreignOrigin(ctx: Context, ownOrigin: string): string | undefined {
  const origin = ctx.get('Origin');
  return origin && origin !== ownOrigin ? origin : undefined;
}

/** A parsed JSON aggregate: pg parses json columns, PGlite may hand over the text. */
const jsonList = (value: unknown): string[] =>
  (typeof value === 'string' ? JSON.parse(value) : (value ?? [])) as string[];

const notMember = () =>
  new UnauthenticatedError('You are no longer a member of this company', {
    code: EMBED_ERROR_CODES.notMember,
  });

/** The 403 for a page origin the company does not allow, logged as a warning naming it. */
export function originRefused(ctx: Context, origin: string): ForbiddenError {
  ctx.state.log.warn({ origin }, `embedding refused for an origin that is not allowed: ${origin}`);
  return new ForbiddenError(originNotAllowedMessage(origin), {
    code: EMBED_ERROR_CODES.originNotAllowed,
  });
}

// Raw queries answer snake_case keys: the camelCase mapping applies to query-builder results.

/** One query: the role, whether the token's app still exists (and allows guests), the origins. */
async function embedPrincipal(
  db: Knex,
  ctx: Context,
  ownOrigin: string,
  claims: Awaited<ReturnType<typeof verifyEmbedToken>>,
): Promise<BearerPrincipal> {
  const appId = claims.source === 'popup' ? null : claims.source;
  const row = (
    await db.raw(
      `select
         (select role from company_members where company_id = :company and user_id = :user) as role,
         (select allow_guests from embed_apps where id = :app and company_id = :company) as app_guests,
         (select coalesce(json_agg(origin), '[]'::json) from company_embed_origins
           where company_id = :company) as origins`,
      { company: claims.companyId, user: claims.userId ?? null, app: appId },
    )
  ).rows[0] as { role: MemberRole | null; app_guests: boolean | null; origins: unknown };

  if (appId !== null && row.app_guests === null) {
    throw new UnauthenticatedError('The embed app that issued this token was deleted', {
      code: EMBED_ERROR_CODES.appRevoked,
    });
  }
  if (claims.guest ? row.app_guests !== true : row.role === null) throw notMember();

  const origin = foreignOrigin(ctx, ownOrigin);
  if (origin !== undefined && !originAllowed(origin, jsonList(row.origins))) {
    throw originRefused(ctx, origin);
  }
  return {
    kind: 'embed',
    userId: claims.userId,
    email: claims.email,
    guest: claims.guest,
    // A guest reads like a member; writes were refused before this point.
    companies: new Map([[claims.companyId, row.role ?? 'member']]),
  };
}

const jwksByUri = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

/** An access token of the identity provider for our audience → the person's memberships. */
async function oidcPrincipal(
  db: Knex,
  ctx: Context,
  ownOrigin: string,
  oidc: OidcConfig,
  token: string,
): Promise<BearerPrincipal> {
  let metadata;
  try {
    metadata = (await oidcConfiguration(oidc)).serverMetadata();
  } catch {
    throw invalidToken();
  }
  if (!metadata.jwks_uri) throw invalidToken();
  let jwks = jwksByUri.get(metadata.jwks_uri);
  if (!jwks) {
    jwks = createRemoteJWKSet(new URL(metadata.jwks_uri));
    jwksByUri.set(metadata.jwks_uri, jwks);
  }
  let email: unknown;
  try {
    const { payload } = await jwtVerify(token, jwks, {
      issuer: metadata.issuer,
      audience: oidc.audience ?? oidc.clientId,
    });
    email = payload.email;
  } catch (error) {
    if (error instanceof errors.JWTExpired) {
      throw new UnauthenticatedError('Your access token has expired; get a new one', {
        code: EMBED_ERROR_CODES.tokenExpired,
      });
    }
    throw invalidToken();
  }
  if (typeof email !== 'string' || email === '') {
    throw new UnauthenticatedError('This access token carries no email claim', {
      code: EMBED_ERROR_CODES.tokenInvalid,
    });
  }

  const rows = (
    await db.raw(
      `select u.id as user_id, m.company_id, m.role,
         (select coalesce(json_agg(o.origin), '[]'::json) from company_embed_origins o
           where o.company_id = m.company_id) as origins
       from users u join company_members m on m.user_id = u.id
       where u.email = :email`,
      { email: email.trim().toLowerCase() },
    )
  ).rows as Array<{ user_id: string; company_id: string; role: MemberRole; origins: unknown }>;
  if (rows.length === 0) throw notMember();

  const origin = foreignOrigin(ctx, ownOrigin);
  const reachable = rows.filter(
    (row) => origin === undefined || originAllowed(origin, jsonList(row.origins)),
  );
  if (reachable.length === 0) throw originRefused(ctx, origin as string);
  return {
    kind: 'oidc',
    userId: rows[0]!.user_id,
    email,
    guest: false,
    companies: new Map(reachable.map((row) => [row.company_id, row.role])),
  };
}

/** An embed token of this BFF (HS256) or an access token of the identity provider. */
async function jwtPrincipal(
  db: Knex,
  ctx: Context,
  ownOrigin: string,
  config: AppDeps['config'],
  token: string,
): Promise<BearerPrincipal> {
  let alg: unknown;
  try {
    alg = decodeProtectedHeader(token).alg;
  } catch {
    throw invalidToken();
  }
  if (alg === 'HS256') {
    return embedPrincipal(db, ctx, ownOrigin, await verifyEmbedToken(config, token));
  }
  if (config.oidc) return oidcPrincipal(db, ctx, ownOrigin, config.oidc, token);
  throw invalidToken();
}

/**
 * Who a bearer token stands for now: a company API token, or an embed or identity-provider
 * token. Read on every request, and again while an event stream it opened is open.
 */
export function tokenPrincipal(
  { config, db }: Pick<AppDeps, 'config' | 'db'>,
  ctx: Context,
  token: string,
): Promise<BearerPrincipal> {
  return token.startsWith(API_TOKEN_PREFIX)
    ? apiTokenPrincipal(db, token)
    : jwtPrincipal(db, ctx, new URL(config.publicUrl).origin, config, token);
}

/**
 * Authenticates a bearer request, or lets a request without one (or with an app secret, which
 * only POST /api/embed/tokens reads) through to the session. Expired, wrongly signed or revoked
 * tokens, and people who left the company, get 401; a page origin the company does not allow
 * gets 403 and a warning naming it; a guest's or a read-only API token's write gets 403.
 */
export function bearerAuth({ config, db }: AppDeps): Middleware {
  return async (ctx, next) => {
    const token = bearerToken(ctx);
    if (token === undefined || token.startsWith(EMBED_APP_SECRET_PREFIX)) return next();

    const principal = await tokenPrincipal({ config, db }, ctx, token);
    if (principal.apiToken?.scope === 'read' && !onlyReads(ctx)) {
      throw new ForbiddenError(API_TOKEN_MESSAGES.readOnly);
    }
    if (principal.guest && !onlyReads(ctx)) {
      throw new ForbiddenError(EMBED_GUEST_READ_ONLY_MESSAGE, {
        code: EMBED_ERROR_CODES.guestReadOnly,
      });
    }
    ctx.state.bearer = principal;
    ctx.state.userId = principal.userId;
    await next();
  };
}
