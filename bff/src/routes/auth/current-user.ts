import type { CurrentUser } from '@portfolio/contracts';
import type { Context } from 'koa';
import type { Knex } from 'knex';
import type { AppDeps } from '../../app-deps.ts';
import { endSession } from '../../auth/session.ts';
import { UnauthenticatedError } from '../../errors.ts';
import { presentGuest, presentSignedIn } from '../../presenters/access/user.ts';
import { readGuest } from '../../services/integrations/embed.ts';
import { readCurrentUser } from '../../services/access/users.ts';
import { contractRoute } from '../contract.ts';

/** The signed-in user as the contract's CurrentUser, or undefined if the user is gone. */
export async function loadCurrentUser(db: Knex, userId: string): Promise<CurrentUser | undefined> {
  const rows = await readCurrentUser(db, userId);
  return rows && presentSignedIn(rows);
}

/**
 * Who calls: the guest of an embed app, the signed-in user (with only the companies a bearer token
 * reaches), or null when nobody is signed in or the account was deleted while signed in (its
 * session is then ended).
 */
async function callerOf(
  ctx: Context,
  deps: AppDeps,
  userId: string | undefined,
): Promise<CurrentUser | null> {
  const { bearer } = ctx.state;
  if (bearer?.guest) return presentGuest(await readGuest(deps.db, bearer));
  if (!userId) return null;
  const user = await loadCurrentUser(deps.db, userId);
  if (!user) {
    endSession(ctx);
    return null;
  }
  return bearer
    ? { ...user, companies: user.companies.filter((c) => bearer.companies.has(c.id)) }
    : user;
}

/** GET /api/auth/user: the signed-in user and their companies (the first is the active one). */
export const getCurrentUser = contractRoute('getCurrentUser', {
  guests: true,
  async handle({ userId, ctx, deps }) {
    const user = await callerOf(ctx, deps, userId);
    if (!user) throw new UnauthenticatedError('You are not signed in');
    return user;
  },
});

/** GET /api/auth/session: the same user, or null (200) when nobody is signed in. */
export const getSession = contractRoute('getSession', {
  async handle({ userId, ctx, deps }) {
    return callerOf(ctx, deps, (userId as string | undefined) || undefined);
  },
});
