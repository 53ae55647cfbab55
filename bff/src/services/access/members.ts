import { notFoundMessage, type MemberRole, TEAM_MESSAGES } from '@portfolio/contracts';
import type { Knex } from 'knex';
import { ConflictError } from '../../errors.ts';
import { CompanyMember } from '../../models/company-member.ts';
import { User } from '../../models/user.ts';
import type { UnitOfWork } from '../../audit/unit-of-work.ts';

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
 * The membership, read again under lock after the company's admins (see `lockAdmins`), with
 * its user's e-mail (named in the history) and the number of admins; gone meanwhile → 404.
 */
async function lockMember(uow: UnitOfWork, target: MemberRef) {
  const adminCount = await lockAdmins(uow.trx, target.companyId);
  const member = await uow.lock(CompanyMember, target.id, notFoundMessage('member'));
  const user = await User.query(uow.trx).findById(member.userId).select('email');
  return { member, adminCount, before: { ...member, email: user?.email ?? null } };
}

const lastAdmin = () => new ConflictError(TEAM_MESSAGES.lastAdmin, { code: 'last_admin' });

/** Gives a member another role; demoting the last admin → 409. */
export async function updateMemberRole(
  uow: UnitOfWork,
  { role, ...target }: MemberRef & { role: MemberRole },
): Promise<MemberWithUser> {
  const { member, adminCount, before } = await lockMember(uow, target);
  if (member.role === 'admin' && role !== 'admin' && adminCount <= 1) throw lastAdmin();
  if (member.role !== role) await member.$query(uow.trx).patch({ role });
  const after = await CompanyMember.query(uow.trx)
    .findById(member.id)
    .withGraphFetched('user')
    .throwIfNotFound()
    .castTo<MemberWithUser>();
  await uow.record({
    entity: 'member',
    id: member.id,
    action: 'updated',
    before,
    after: { ...after, email: after.user.email },
  });
  return after;
}

/** Removes a member from the company; removing the last admin → 409. */
export async function removeMember(uow: UnitOfWork, target: MemberRef): Promise<void> {
  const { member, adminCount, before } = await lockMember(uow, target);
  if (member.role === 'admin' && adminCount <= 1) throw lastAdmin();
  await member.$query(uow.trx).delete();
  await uow.record({ entity: 'member', id: member.id, action: 'deleted', before });
}
