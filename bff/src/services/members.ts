import type { MemberRole } from '@portfolio/contracts';
import type { Knex } from 'knex';
import { ConflictError, NotFoundError } from '../errors.ts';
import { CompanyMember } from '../models/company-member.ts';
import type { User } from '../models/user.ts';

export const LAST_ADMIN_MESSAGE = 'A company needs at least one admin';
export const MEMBER_NOT_FOUND_MESSAGE = 'Member not found';

export type MemberWithUser = CompanyMember & { user: User };

/** A membership of a company, as the route read it for the access check. */
type MemberRef = Pick<CompanyMember, 'id' | 'companyId'>;

/** Members in the order they joined (`id` breaking ties): the longest-standing first. */
export const JOIN_ORDER = [
  { column: 'joinedAt', order: 'asc', nulls: 'last' },
  { column: 'id', order: 'asc' },
] as const;

/**
 * Locks the company's admin memberships in `id` order and counts them. Every change that could
 * leave a company without an admin takes this lock first, so two of them at once run one
 * after the other and the second counts the admins that remain.
 */
export async function lockAdmins(trx: Knex.Transaction, companyId: string): Promise<number> {
  const admins = await CompanyMember.query(trx)
    .where({ companyId, role: 'admin' })
    .orderBy('id')
    .forUpdate()
    .select('id');
  return admins.length;
}
/** The members of a company with their user, in the order they joined. */
export async function listMembers(db: Knex, companyId: string): Promise<MemberWithUser[]> {
  return CompanyMember.query(db)
    .where({ companyId })
    .withGraphFetched('user')
    .orderBy([...JOIN_ORDER])
    .castTo<MemberWithUser[]>();
}

/**
 * Runs `change` on the membership, read again under lock after the company's admins (see
 * `lockAdmins`), with the number of admins; the membership gone meanwhile → 404.
 */
async function withLockedMember<T>(
  db: Knex,
  target: MemberRef,
  change: (trx: Knex.Transaction, member: CompanyMember, adminCount: number) => Promise<T>,
): Promise<T> {
  return db.transaction(async (trx) => {
    const adminCount = await lockAdmins(trx, target.companyId);
    const member = await CompanyMember.query(trx).findById(target.id).forUpdate();
    if (!member) throw new NotFoundError(MEMBER_NOT_FOUND_MESSAGE);
    return change(trx, member, adminCount);
  });
}

const lastAdmin = () => new ConflictError(LAST_ADMIN_MESSAGE, { code: 'last_admin' });

/** Gives a member another role; demoting the last admin → 409. */
export async function updateMemberRole(
  db: Knex,
  { role, ...target }: MemberRef & { role: MemberRole },
): Promise<MemberWithUser> {
  return withLockedMember(db, target, async (trx, member, adminCount) => {
    if (member.role === 'admin' && role !== 'admin' && adminCount <= 1) throw lastAdmin();
    if (member.role !== role) await member.$query(trx).patch({ role });
    return CompanyMember.query(trx)
      .findById(member.id)
      .withGraphFetched('user')
      .throwIfNotFound()
      .castTo<MemberWithUser>();
  });
}

/** Removes a member from the company; removing the last admin → 409. */
export async function removeMember(db: Knex, target: MemberRef): Promise<void> {
  await withLockedMember(db, target, async (trx, member, adminCount) => {
    if (member.role === 'admin' && adminCount <= 1) throw lastAdmin();
    await member.$query(trx).delete();
  });
}
