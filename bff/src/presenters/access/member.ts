import type { Member } from '@portfolio/contracts';
import type { CompanyMember } from '../../models/company-member.ts';
import type { User } from '../../models/user.ts';
import { optionalIso } from '../../db/dates.ts';

/** A company member with the public fields of their user (never the password hash). */
export function presentMember(
  member: Pick<CompanyMember, 'id' | 'role' | 'joinedAt'> & {
    user?: Pick<User, 'id' | 'firstName' | 'lastName' | 'email'> | undefined;
  },
): Member {
  const { user } = member;
  if (!user) throw new Error('presentMember needs the member with its user loaded');
  return {
    id: member.id,
    role: member.role,
    joinedAt: optionalIso(member.joinedAt),
    user: {
      id: user.id,
      firstName: user.firstName ?? null,
      lastName: user.lastName ?? null,
      email: user.email,
    },
  };
}
