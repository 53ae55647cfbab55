import type { CurrentUser } from '@portfolio/contracts';
import type { Knex } from 'knex';
import { endSession } from '../../auth/session.ts';
import { UnauthenticatedError } from '../../errors.ts';
import { presentGuest, presentSignedIn } from '../../presenters/user.ts';
import { readGuest } from '../../services/integrations/embed.ts';
import { readCurrentUser } from '../../services/access/users.ts';
import { contractRoute } from '../contract.ts';

/** The signed-in user as the contract's CurrentUser, or undefined if the user is gone. */
export async function loadCurrentUser(db: Knex, userId: string): Promise<CurrentUser | undefined> {
  const rows = await readCurrentUser(db, userId);
  return rows && presentSignedIn(rows);
}

/** GET /api/auth/user: the signed-in user and their companies (the first is the active one). */
export const getCurrentUser = contractRoute('getCurrentUser', {
  guests: true,
  async handle({ userId, ctx, deps }) {
    const { bearer } = ctx.state;
    if (bearer?.guest) return presentGuest(await readGuest(deps.db, bearer));
    const user = await loadCurrentUser(deps.db, userId);
    if (!user) {
      // The account was deleted while signed in: the session is worthless.
      endSession(ctx);
      throw new UnauthenticatedError('You are not signed in');
    }
    // A bearer token lists only the companies it reaches.
    return bearer
      ? { ...user, companies: user.companies.filter((c) => bearer.companies.has(c.id)) }
      : user;
  },
});
