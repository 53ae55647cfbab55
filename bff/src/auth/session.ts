import type Koa from 'koa';
import type { Knex } from 'knex';
import createSession from 'koa-session';
import {
  membershipsJsonSql,
  parseMemberships,
  type KnownMemberships,
} from '../middleware/access.ts';
import { authCacheOf } from './auth-cache.ts';
import { DAY_MS } from '@portfolio/contracts';

export const SESSION_COOKIE = 'portfolio.sid';
const SESSION_MAX_AGE_MS = 7 * DAY_MS;

/**
 * koa-session's external store on the `sessions` table (sid, sess, expire): any number of BFF
 * processes sharing the database and `app.keys` serve the same sessions. Reading a session also
 * reads its user's memberships (with their companies' data versions) in the same query, into
 * `ctx.state.memberships`, so the tenant check costs no query of its own. What was read is kept
 * in this process (`AuthCache`) until a change to the session or to the user's memberships is
 * notified, in every process at once; a cached read knows the roles but not the data versions.
 */
function sessionStore(db: Knex) {
  const cache = authCacheOf(db);
  return {
    async get(sid: string, _maxAge: unknown, options?: { ctx?: Koa.Context }) {
      const ctx = options?.ctx;
      const cached = await cache.current(sid);
      if (cached) {
        if (ctx && cached.userId) {
          ctx.state.memberships = {
            userId: cached.userId,
            byCompany: new Map([...cached.roles].map(([id, role]) => [id, { role }])),
          } satisfies KnownMemberships;
        }
        return cached.sess;
      }
      const mark = cache.mark();
      const row = (await db('sessions')
        .where('sid', sid)
        .andWhere('expire', '>', db.fn.now())
        .first(
          'sess',
          'expire',
          db.raw(`${membershipsJsonSql("sess->>'userId'")} as memberships`),
        )) as { sess: unknown; expire: Date; memberships: string } | undefined;
      if (!row) return undefined;
      const sess = (typeof row.sess === 'string' ? JSON.parse(row.sess) : row.sess) as Record<
        string,
        unknown
      >;
      const userId = typeof sess.userId === 'string' ? sess.userId : undefined;
      const memberships = userId ? parseMemberships(userId, row.memberships) : undefined;
      if (ctx && memberships) ctx.state.memberships = memberships;
      const roles = new Map([...(memberships?.byCompany ?? [])].map(([id, m]) => [id, m.role]));
      cache.store(sid, { sess, expire: new Date(row.expire).getTime(), userId, roles }, mark);
      return sess;
    },
    async set(sid: string, sess: Record<string, unknown>, maxAge: number | 'session' | undefined) {
      const ttl = typeof maxAge === 'number' ? maxAge : SESSION_MAX_AGE_MS;
      const expire = new Date(Date.now() + ttl);
      cache.forget(sid);
      await db('sessions')
        .insert({ sid, sess: JSON.stringify(sess), expire })
        .onConflict('sid')
        .merge(['sess', 'expire']);
      cache.forget(sid);
    },
    async destroy(sid: string) {
      cache.forget(sid);
      await db('sessions').where('sid', sid).delete();
      cache.forget(sid);
    },
  };
}

/** Removes expired rows; run at start and then periodically. */
export async function pruneExpiredSessions(db: Knex): Promise<number> {
  return db('sessions').where('expire', '<=', db.fn.now()).delete();
}

export function sessionMiddleware(
  app: Koa,
  db: Knex,
  options: { secure: boolean },
): Koa.Middleware {
  const session = createSession(
    {
      key: SESSION_COOKIE,
      maxAge: SESSION_MAX_AGE_MS,
      httpOnly: true,
      sameSite: 'lax',
      secure: options.secure,
      signed: true,
      rolling: false,
      renew: true,
      store: sessionStore(db),
    },
    app,
  );
  return async (ctx, next) =>
    session(ctx, async () => {
      const userId = ctx.session?.userId;
      ctx.state.userId = typeof userId === 'string' ? userId : undefined;
      await next();
    });
}

/** Starts a fresh session for the user (a new id, so a session fixed before sign-in is useless). */
export async function startSession(ctx: Koa.Context, userId: string) {
  await ctx.session?.regenerate();
  // A pre-sign-in session may have been given a short life (a pending OIDC login).
  ctx.session!.maxAge = SESSION_MAX_AGE_MS;
  ctx.session!.userId = userId;
  ctx.state.userId = userId;
}

export function endSession(ctx: Koa.Context) {
  ctx.session = null;
  ctx.state.userId = undefined;
}
