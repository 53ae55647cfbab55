import type { CompanyMembership, CurrentUser } from '@portfolio/contracts';
import type { User } from '../models/user.ts';
import { presentMembership } from './company.ts';
import { toIsoString } from './time.ts';

/** A company as joined from company_members for the current user. */
export interface MembershipRow {
  id: string;
  name: string;
  industry: string | null;
  size: string | null;
  role: CompanyMembership['role'];
}

/**
 * The signed-in user as the contract describes it: only the public fields (never the password
 * hash or the OIDC subject), with the companies in membership order, the first being active.
 */
export function presentCurrentUser(
  user: Pick<
    User,
    | 'id'
    | 'email'
    | 'firstName'
    | 'lastName'
    | 'profileImageUrl'
    | 'passwordHash'
    | 'emailVerifiedAt'
    | 'createdAt'
    | 'updatedAt'
  >,
  companies: readonly MembershipRow[],
  twoFactorEnabled = false,
): CurrentUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName ?? null,
    lastName: user.lastName ?? null,
    profileImageUrl: user.profileImageUrl ?? null,
    hasPassword: Boolean(user.passwordHash),
    // Only a built-in account signs in with a second step here.
    twoFactorEnabled: Boolean(user.passwordHash) && twoFactorEnabled,
    emailVerified: Boolean(user.emailVerifiedAt),
    createdAt: toIsoString(user.createdAt),
    updatedAt: toIsoString(user.updatedAt),
    companies: companies.map(presentMembership),
  };
}
