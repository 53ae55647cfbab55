import type { MemberRole } from '@portfolio/contracts';
import type { Knex } from 'knex';
import { ConflictError, NotFoundError } from '../errors.ts';
import { CompanyMember } from '../models/company-member.ts';
import type { User } from '../models/user.ts';

export const LAST_ADMIN_MESSAGE = 'A company needs at least one admin';
export const MEMBER_NOT_FOUND_MESSAGE = 'Member not found';

export type MemberWithUser = CompanyMember & { user: User };

/** The company a membership belongs to, or undefined when there is no such membership. */
export async function memberCompanyId(db: Knex, id: string): Promise<string | undefined> {
  const row = (await db('companyMembers').where({ id }).first('companyId')) as
    { companyId: string } | undefined;
  return row?.companyId;
}

/** The members of a company with their user, in the order they joined. */
export async function listMembers(db: Knex, companyId: string): Promise<MemberWithUser[]> {
  const members = await CompanyMember.query(db)
    .where({ companyId })
    .withGraphFetched('user')
    .orderBy([
      { column: 'joinedAt', order: 'asc', nulls: 'last' },
      { column: 'id', order: 'asc' },
    ]);
  return members as MemberWithUser[];
}

/**
 * Locks the company's admin memberships and the target membership, in that order, so that two
 * admins demoting or removing each other at once cannot leave the company without an admin:
 * the second waits for the first, then counts the admins that remain.
 */
async function lockForRoleChange(
  trx: Knex.Transaction,
  companyId: string,
  memberId: string,
): Promise<{ member: CompanyMember; adminCount: number }> {
  const admins = await trx('companyMembers')
    .where({ companyId, role: 'admin' })
    .orderBy('id')
    .forUpdate()
    .select('id');
  const member = await CompanyMember.query(trx).findOne({ id: memberId, companyId }).forUpdate();
  if (!member) throw new NotFoundError(MEMBER_NOT_FOUND_MESSAGE);
  return { member, adminCount: admins.length };
}

/** Gives a member another role; demoting the last admin → 409. */
export async function updateMemberRole(
  db: Knex,
  input: { id: string; companyId: string; role: MemberRole },
): Promise<MemberWithUser> {
  return db.transaction(async (trx) => {
    const { member, adminCount } = await lockForRoleChange(trx, input.companyId, input.id);
    if (member.role === 'admin' && input.role !== 'admin' && adminCount <= 1) {
      throw new ConflictError(LAST_ADMIN_MESSAGE, { code: 'last_admin' });
    }
    if (member.role !== input.role) await member.$query(trx).patch({ role: input.role });
    const updated = await CompanyMember.query(trx).findById(member.id).withGraphFetched('user');
    return updated as MemberWithUser;
  });
}

/** Removes a member from the company; removing the last admin → 409. */
export async function removeMember(
  db: Knex,
  input: { id: string; companyId: string },
): Promise<void> {
  await db.transaction(async (trx) => {
    const { member, adminCount } = await lockForRoleChange(trx, input.companyId, input.id);
    if (member.role === 'admin' && adminCount <= 1) {
      throw new ConflictError(LAST_ADMIN_MESSAGE, { code: 'last_admin' });
    }
    await CompanyMember.query(trx).deleteById(member.id);
  });
}
