import {
  ERROR_CODES,
  PASSWORDS_DO_NOT_MATCH_MESSAGE,
  type ChangePasswordBody,
} from '@portfolio/contracts';
import type { Knex } from 'knex';
import { ConflictError, ForbiddenError, InputError } from '../errors.ts';
import { User } from '../models/user.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

export const WRONG_CURRENT_PASSWORD_MESSAGE = 'Your current password is not correct';
export const SAME_PASSWORD_MESSAGE = 'The new password must differ from the current one';
export const NO_PASSWORD_MESSAGE =
  'This account signs in through your identity provider: change your password there';

export const lastAdminMessage = (company: string) =>
  `You are the last admin of ${company}, which has other members. Make one of them an admin, ` +
  'or remove them, before deleting your account.';

/** Every stored session of a user (koa-session keeps the user id inside `sess`). */
const sessionsOf = (db: Knex, userId: string) =>
  db('sessions').whereRaw("sess->>'userId' = ?", [userId]);

/**
 * Sets a new password on a built-in account after checking the current one, and ends every
 * session of the user (embedded widgets' refresh tokens included); the caller starts a fresh
 * session for the request that asked. The new
 * password typed twice must match (400 naming `confirmPassword`), the current one must be right
 * (403), and an account without a password (identity provider) has none to change (409).
 */
export async function changePassword(
  db: Knex,
  userId: string,
  body: ChangePasswordBody,
): Promise<void> {
  if (body.newPassword !== body.confirmPassword) {
    throw new InputError(PASSWORDS_DO_NOT_MATCH_MESSAGE, {
      code: ERROR_CODES.validation,
      details: [{ field: 'confirmPassword', message: PASSWORDS_DO_NOT_MATCH_MESSAGE }],
    });
  }
  const user = await User.query(db).findById(userId);
  if (!user?.passwordHash) throw new ConflictError(NO_PASSWORD_MESSAGE, { code: 'no_password' });
  if (!(await verifyPassword(body.currentPassword, user.passwordHash))) {
    throw new ForbiddenError(WRONG_CURRENT_PASSWORD_MESSAGE, { code: ERROR_CODES.wrongPassword });
  }
  if (body.newPassword === body.currentPassword) {
    throw new InputError(SAME_PASSWORD_MESSAGE, {
      code: ERROR_CODES.validation,
      details: [{ field: 'newPassword', message: SAME_PASSWORD_MESSAGE }],
    });
  }
  const passwordHash = await hashPassword(body.newPassword);
  await db.transaction(async (trx) => {
    await User.query(trx).findById(userId).patch({ passwordHash });
    await sessionsOf(trx, userId).delete();
    // Widgets embedded in other pages keep a user signed in through refresh tokens: end those too.
    await trx('embedRefreshTokens')
      .where({ userId, revokedAt: null })
      .update({ revokedAt: trx.fn.now() });
  });
}

interface MemberRow {
  id: string;
  userId: string;
  role: string;
}

/**
 * Deletes a user with their sessions, memberships and preferences. Each company they belong to
 * or own is settled first:
 * - they are its only member: the company goes too (its projects, models and invitations with
 *   it), since nobody could reach it any more;
 * - they are its last admin and others remain: refused (409) with the company's name, as when
 *   removing the last admin from the team;
 * - otherwise it stays: if they owned it, ownership passes to the longest-standing remaining
 *   admin (or member); the projects they created there are credited to the company's owner (a
 *   project's `createdBy` is required). Models and invitations they made keep no author.
 * The company's admin rows are locked in the order `removeMember` locks them, so two admins
 * leaving at once cannot leave a company without one.
 */
export async function deleteAccount(db: Knex, userId: string): Promise<void> {
  await db.transaction(async (trx) => {
    const memberOf = (await trx('companyMembers').where({ userId }).select('companyId')) as {
      companyId: string;
    }[];
    const owned = (await trx('companies').where({ ownerId: userId }).select('id')) as {
      id: string;
    }[];
    const companyIds = [
      ...new Set([...memberOf.map((m) => m.companyId), ...owned.map((c) => c.id)]),
    ].sort();

    const orphaned: string[] = [];
    for (const companyId of companyIds) {
      await trx('companyMembers')
        .where({ companyId, role: 'admin' })
        .orderBy('id')
        .forUpdate()
        .select('id');
      const members = (await trx('companyMembers')
        .where({ companyId })
        .orderBy([
          { column: 'joinedAt', order: 'asc', nulls: 'last' },
          { column: 'id', order: 'asc' },
        ])
        .select('id', 'userId', 'role')) as MemberRow[];
      const others = members.filter((m) => m.userId !== userId);
      if (others.length === 0) {
        orphaned.push(companyId);
        continue;
      }
      const isAdmin = members.some((m) => m.userId === userId && m.role === 'admin');
      const otherAdmin = others.find((m) => m.role === 'admin');
      if (isAdmin && !otherAdmin) {
        const { name } = (await trx('companies').where({ id: companyId }).first('name')) as {
          name: string;
        };
        throw new ConflictError(lastAdminMessage(name), { code: 'last_admin' });
      }
      const heir = (otherAdmin ?? others[0]) as MemberRow;
      await trx('companies')
        .where({ id: companyId, ownerId: userId })
        .update({ ownerId: heir.userId, updatedAt: trx.fn.now() });
    }

    if (orphaned.length > 0) await trx('companies').whereIn('id', orphaned).delete();
    // Projects left in companies that stay are credited to the company's owner.
    await trx.raw(
      'update projects set created_by = companies.owner_id from companies ' +
        'where projects.company_id = companies.id and projects.created_by = ?',
      [userId],
    );
    await sessionsOf(trx, userId).delete();
    await trx('users').where({ id: userId }).delete();
  });
}
