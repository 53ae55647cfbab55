import type Koa from 'koa';
import type { Knex } from 'knex';
import createSession from 'koa-session';
import { membershipsJsonSql, parseMemberships } from '../middleware/access.ts';

export const SESSION_COOKIE = 'portfolio.sid';
const SESSION_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * koa-session's external store on the `sessions` table (sid, sess, expire): any number of BFF
 * processes sharing the database and `app.keys` serve the same sessions. Reading a session also
 * reads its user's memberships and their companies' data versions, in the same query, into
 * `ctx.state.memberships`: the tenant check then costs no query of its own, and a membership
 * change or a sign-out is seen by the very next request, in every process.
 */
function sessionStore(db: Knex) {
  return {
    async get(sid: string, _maxAge: unknown, options?: { ctx?: Koa.Context }) {
      const row = (await db('sessions')
        .where('sid', sid)
        .andWhere('expire', '>', db.fn.now())
        .first('sess', db.raw(`${membershipsJsonSql("sess->>'userId'")} as memberships`))) as
        { sess: unknown; memberships: string } | undefined;
      if (!row) return undefined;
      const sess = (typeof row.sess === 'string' ? JSON.parse(row.sess) : row.sess) as Record<
        string,
        unknown
      >;
      if (options?.ctx && typeof sess.userId === 'string') {
        options.ctx.state.memberships = parseMemberships(sess.userId, row.memberships);
      }
      return sess;
    },
    async set(sid: string, sess: Record<string, unknown>, maxAge: number | 'session' | undefined) {
      const ttl = typeof maxAge === 'number' ? maxAge : SESSION_MAX_AGE_MS;
      const expire = new Date(Date.now() + ttl);
      await db('sessions')
        .insert({ sid, sess: JSON.stringify(sess), expire })
        .onConflict('sid')
        .merge(['sess', 'expire']);
    },
    async destroy(sid: string) {
      await db('sessions').where('sid', sid).delete();
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
