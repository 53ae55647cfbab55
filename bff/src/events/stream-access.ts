import { decodeJwt } from 'jose';
import type { Context } from 'koa';
import type { AppDeps } from '../app-deps.ts';
import { bearerToken, tokenPrincipal } from '../auth/bearer.ts';
import { SESSION_COOKIE } from '../auth/session.ts';

/**
 * How an open event stream learns that its caller may no longer read it. A stream is allowed
 * when it opens (the route's own check); afterwards each change that may end that access is
 * announced by the database (`auth_change`: a session ended, a membership changed;
 * `access_change`: an API token, an embed app or the allowed origins changed), and a stream it
 * concerns reads its access again, the same way the request was authenticated, and ends if
 * refused. The listener's drops are covered by reading it again when the listener is back.
 */
export interface StreamAccess {
  /** Whom the per-person cap counts the stream against. */
  person: string;
  /** Whether a notice (`s:<sid>`, `u:<user>`, `t:<token>`, `a:<app>`, `o:<company>`) may end it. */
  concerns(notice: string): boolean;
  /** Reads the access again: false once the caller may no longer read the company's events. */
  stillAllowed(): Promise<boolean>;
  /** When the credential itself expires (ms since the epoch), if it does. */
  expiresAt: number | undefined;
}

/** The access of the stream `ctx` opens for `companyId`, already checked by the route. */
export function streamAccess(ctx: Context, deps: AppDeps, companyId: string): StreamAccess {
  const { db } = deps;
  const bearer = ctx.state.bearer;
  const token = bearerToken(ctx);
  if (bearer && token) {
    const person = bearer.userId ? `user:${bearer.userId}` : `guest:${companyId}:${ctx.ip}`;
    const apiTokenId = bearer.apiToken?.id;
    let expiresAt: number | undefined;
    if (!apiTokenId) {
      try {
        const { exp } = decodeJwt(token);
        expiresAt = exp === undefined ? undefined : exp * 1000;
      } catch {
        expiresAt = undefined;
      }
    }
    return {
      person,
      concerns: (notice) =>
        (bearer.userId !== undefined && notice === `u:${bearer.userId}`) ||
        (apiTokenId !== undefined
          ? notice === `t:${apiTokenId}`
          : notice.startsWith('a:') || notice === `o:${companyId}`),
      async stillAllowed() {
        try {
          const principal = await tokenPrincipal(deps, ctx, token);
          return principal.companies.has(companyId);
        } catch {
          return false;
        }
      },
      expiresAt,
    };
  }

  const userId = ctx.state.userId as string;
  const sid = ctx.cookies.get(SESSION_COOKIE, { signed: true });
  return {
    person: `user:${userId}`,
    concerns: (notice) => notice === `s:${sid}` || notice === `u:${userId}`,
    async stillAllowed() {
      const row = await db('sessions')
        .join('company_members', (join) =>
          join
            .on('company_members.company_id', db.raw('?', [companyId]))
            .andOn('company_members.user_id', db.raw('?', [userId])),
        )
        .where('sessions.sid', sid ?? '')
        .where('sessions.expire', '>', db.fn.now())
        .first(db.raw('1 as allowed'));
      return row !== undefined;
    },
    expiresAt: undefined,
  };
}
