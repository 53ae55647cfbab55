import type { CurrentUser } from '@portfolio/contracts';
import type { User } from '../../models/user.ts';
import type { GuestRows } from '../../services/integrations/embed.ts';
import type { CurrentUserRows, MembershipRow } from '../../services/access/users.ts';
import { presentMembership } from './company.ts';
import { toIsoString } from '../../db/dates.ts';

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

/** The signed-in user as read by `readCurrentUser`. */
export const presentSignedIn = ({ user, companies, twoFactorEnabled }: CurrentUserRows) =>
  presentCurrentUser(user, companies, twoFactorEnabled);

/** A read-only guest: no name, no password, no second factor; their one company as a member. */
export function presentGuest(guest: GuestRows): CurrentUser {
  const now = new Date().toISOString();
  return {
    id: guest.id,
    email: guest.email,
    firstName: null,
    lastName: null,
    profileImageUrl: null,
    hasPassword: false,
    twoFactorEnabled: false,
    emailVerified: false,
    createdAt: now,
    updatedAt: now,
    companies: [presentMembership(guest.company)],
  };
}
