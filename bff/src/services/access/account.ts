import {
  ERROR_CODES,
  PASSWORDS_DO_NOT_MATCH_MESSAGE,
  type ChangePasswordBody,
  type ProfileBody,
} from '@portfolio/contracts';
import type { Knex } from 'knex';
import { fn, ref } from 'objection';
import { write } from '../../audit/unit-of-work.ts';
import { ConflictError, fieldError, ForbiddenError } from '../../errors.ts';
import { Company } from '../../models/company.ts';
import { CompanyMember } from '../../models/company-member.ts';
import { EmbedRefreshToken } from '../../models/embed.ts';
import { Project } from '../../models/project.ts';
import { Session } from '../../models/session.ts';
import { User } from '../../models/user.ts';
import { JOIN_ORDER, lockAdmins } from './members.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

export const WRONG_CURRENT_PASSWORD_MESSAGE = 'Your current password is not correct';
export const SAME_PASSWORD_MESSAGE = 'The new password must differ from the current one';
export const NO_PASSWORD_MESSAGE =
  'This account signs in through your identity provider: change your password there';
export const WRONG_PASSWORD_MESSAGE = 'Your password is not correct';
export const PROFILE_MANAGED_MESSAGE =
  'This account signs in through your identity provider, which manages your name: change it there';

export const lastAdminMessage = (company: string) =>
  `You are the last admin of ${company}, which has other members. Make one of them an admin, ` +
  'or remove them, before deleting your account.';

/** Every stored session of a user (koa-session keeps the user id inside `sess`). */
const sessionsOf = (db: Knex, userId: string) =>
  Session.query(db).whereRaw("sess->>'userId' = ?", [userId]);

/**
 * Proof of the account's owner for a sensitive change: its password. An account without one
 * (identity provider) answers 409, a wrong one 403 `wrong_password`.
 */
export async function checkPassword(
  db: Knex,
  userId: string,
  password: string,
  wrongMessage = WRONG_PASSWORD_MESSAGE,
): Promise<void> {
  const user = await User.query(db).findById(userId);
  if (!user?.passwordHash) throw new ConflictError(NO_PASSWORD_MESSAGE, { code: 'no_password' });
  if (!(await verifyPassword(password, user.passwordHash))) {
    throw new ForbiddenError(wrongMessage, { code: ERROR_CODES.wrongPassword });
  }
}

/**
 * A built-in account's own first and last name (trimmed). An identity provider's account gets
 * its names from the provider at each sign-in, so they are not edited here (409).
 */
export async function updateProfile(db: Knex, userId: string, body: ProfileBody): Promise<void> {
  const changed = await User.query(db)
    .findById(userId)
    .whereNotNull('passwordHash')
    .patch({ firstName: body.firstName.trim(), lastName: body.lastName.trim() });
  if (changed === 0) {
    throw new ConflictError(PROFILE_MANAGED_MESSAGE, { code: 'profile_managed_by_provider' });
  }
}

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
    throw fieldError('confirmPassword', PASSWORDS_DO_NOT_MATCH_MESSAGE);
  }
  await checkPassword(db, userId, body.currentPassword, WRONG_CURRENT_PASSWORD_MESSAGE);
  if (body.newPassword === body.currentPassword) {
    throw fieldError('newPassword', SAME_PASSWORD_MESSAGE);
  }
  const passwordHash = await hashPassword(body.newPassword);
  await db.transaction(async (trx) => {
    await User.query(trx).findById(userId).patch({ passwordHash });
    await endSessions(trx, userId);
  });
}

/**
 * Ends every session of the user, after a change of what signing in takes (a new password, a
 * second step turned on): a session opened before must not outlive it.
 */
export async function endSessions(trx: Knex.Transaction, userId: string): Promise<void> {
  await sessionsOf(trx, userId).delete();
  // Widgets embedded in other pages keep a user signed in through refresh tokens: end those too.
  await EmbedRefreshToken.query(trx)
    .where({ userId, revokedAt: null })
    .patch({ revokedAt: fn.now() });
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
 * leaving at once cannot leave a company without one. Each membership of a company that stays
 * is recorded as deleted, by the person leaving.
 */
export async function deleteAccount(db: Knex, userId: string): Promise<void> {
  await write({ db }, { type: 'user', id: userId }, async ({ trx, record }) => {
    const email = (await User.query(trx).findById(userId))?.email ?? null;
    const memberOf = await CompanyMember.query(trx).where({ userId }).select('companyId');
    const owned = await Company.query(trx).where({ ownerId: userId }).select('id');
    const companyIds = [
      ...new Set([...memberOf.map((m) => m.companyId), ...owned.map((c) => c.id)]),
    ].sort();

    const orphaned: string[] = [];
    for (const companyId of companyIds) {
      await lockAdmins(trx, companyId);
      const members = await CompanyMember.query(trx)
        .where({ companyId })
        .orderBy([...JOIN_ORDER])
        .select('id', 'companyId', 'userId', 'role');
      const others = members.filter((m) => m.userId !== userId);
      const heir = others.find((m) => m.role === 'admin') ?? others[0];
      if (!heir) {
        orphaned.push(companyId);
        continue;
      }
      const isAdmin = members.some((m) => m.userId === userId && m.role === 'admin');
      if (isAdmin && heir.role !== 'admin') {
        const { name } = await Company.query(trx).findById(companyId).throwIfNotFound();
        throw new ConflictError(lastAdminMessage(name), { code: 'last_admin' });
      }
      await Company.query(trx)
        .where({ id: companyId, ownerId: userId })
        .patch({ ownerId: heir.userId });
      // The company stays: its history says who left (a company that goes takes its history).
      const own = members.find((m) => m.userId === userId);
      if (own) {
        await record({
          entity: 'member',
          id: own.id,
          action: 'deleted',
          before: { ...own, email },
        });
      }
    }

    if (orphaned.length > 0) await Company.query(trx).whereIn('id', orphaned).delete();
    // Projects left in companies that stay are credited to the company's owner.
    await Project.query(trx)
      .where({ createdBy: userId })
      .patch({
        createdBy: Company.query()
          .select('ownerId')
          .where('id', ref(`${Project.tableName}.companyId`)),
      });
    await sessionsOf(trx, userId).delete();
    await User.query(trx).deleteById(userId);
  });
}
