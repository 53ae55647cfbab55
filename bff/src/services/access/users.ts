import type { CompanyMembership, SignUpBody } from '@portfolio/contracts';
import type { Knex } from 'knex';
import { ConflictError, isUniqueViolation } from '../../errors.ts';
import { Company } from '../../models/company.ts';
import { TwoFactorCredential } from '../../models/two-factor.ts';
import { User } from '../../models/user.ts';
import { UserPreferences } from '../../models/user-preferences.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from './passwords.ts';

export const EMAIL_TAKEN_MESSAGE = 'An account with this e-mail already exists';

/** E-mails are stored trimmed and lowercased; the unique key is therefore case-insensitive. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** A new user row plus their preferences row with the spec's defaults, in one transaction. */
async function insertUser(db: Knex, fields: Partial<User> & { email: string }): Promise<User> {
  return db.transaction(async (trx) => {
    const user = await User.query(trx).insertAndFetch(fields);
    // Defaults (email on, weekly on, project updates off) come from the table definition.
    await UserPreferences.query(trx).insert({ userId: user.id }).onConflict('userId').ignore();
    return user;
  });
}

/** Creates a password account. An e-mail already registered → 409. */
export async function signUpWithPassword(db: Knex, input: SignUpBody): Promise<User> {
  const email = normalizeEmail(input.email);
  // Checked first to answer quickly; the unique key still decides under concurrency.
  if (await User.query(db).findOne({ email }))
    throw new ConflictError(EMAIL_TAKEN_MESSAGE, { code: 'email_taken' });
  const passwordHash = await hashPassword(input.password);
  try {
    return await insertUser(db, {
      email,
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      passwordHash,
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw new ConflictError(EMAIL_TAKEN_MESSAGE, { code: 'email_taken' });
    throw error;
  }
}

/**
 * The user whose e-mail and password match, or undefined. An unknown e-mail or an account
 * without a password still costs one scrypt verification, so the answer time does not tell
 * which e-mails have accounts.
 */
export async function verifyCredentials(
  db: Knex,
  email: string,
  password: string,
): Promise<User | undefined> {
  const user = await User.query(db).findOne({ email: normalizeEmail(email) });
  const stored = user?.passwordHash ?? (await dummyPasswordHash());
  const ok = await verifyPassword(password, stored);
  return ok && user?.passwordHash ? user : undefined;
}

/** The identity an OpenID Connect issuer vouches for. */
export interface OidcIdentity {
  sub: string;
  email?: string;
  emailVerified?: boolean;
  givenName?: string;
  familyName?: string;
  picture?: string;
}

/** Sign-in through the identity provider cannot complete for a reason the user should read. */
export class IdentityError extends Error {
  override name = 'IdentityError';
}

/**
 * The user for an issuer identity: found by subject, else by e-mail (and linked to the subject),
 * else created. The claims present refresh the profile on every sign-in. An e-mail the issuer
 * marks unverified is refused, since e-mail matching links accounts and accepts invitations.
 */
export async function findOrCreateOidcUser(db: Knex, identity: OidcIdentity): Promise<User> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await upsertOidcUser(db, identity);
    } catch (error) {
      // Two first sign-ins of the same person at once: the loser finds the winner's row.
      if (attempt === 0 && isUniqueViolation(error)) continue;
      throw error;
    }
  }
}

async function upsertOidcUser(db: Knex, identity: OidcIdentity): Promise<User> {
  const email = identity.email ? normalizeEmail(identity.email) : undefined;
  if (email !== undefined && identity.emailVerified === false) {
    throw new IdentityError('Your identity provider says your e-mail address is not verified.');
  }
  const profile: Partial<User> = {};
  if (identity.givenName !== undefined) profile.firstName = identity.givenName;
  if (identity.familyName !== undefined) profile.lastName = identity.familyName;
  if (identity.picture !== undefined) profile.profileImageUrl = identity.picture;

  const bySubject = await User.query(db).findOne({ oidcSubject: identity.sub });
  if (bySubject) {
    const changes = { ...profile };
    if (email !== undefined && email !== bySubject.email) {
      const holder = await User.query(db).findOne({ email });
      // Keep the old e-mail rather than take one that belongs to another account.
      if (!holder) changes.email = email;
    }
    return Object.keys(changes).length > 0
      ? bySubject.$query(db).patchAndFetch(changes)
      : bySubject;
  }

  if (email === undefined) {
    throw new IdentityError('Your identity provider did not share your e-mail address.');
  }
  const byEmail = await User.query(db).findOne({ email });
  if (byEmail) {
    if (byEmail.oidcSubject !== null && byEmail.oidcSubject !== identity.sub) {
      throw new IdentityError('This e-mail address is already linked to another sign-in.');
    }
    return byEmail.$query(db).patchAndFetch({ ...profile, oidcSubject: identity.sub });
  }
  return insertUser(db, { ...profile, email, oidcSubject: identity.sub });
}

/** A company as joined from company_members for the current user. */
export interface MembershipRow {
  id: string;
  name: string;
  industry: string | null;
  size: string | null;
  role: CompanyMembership['role'];
}

/** The signed-in user's row, their companies in membership order and whether 2FA is on. */
export interface CurrentUserRows {
  user: User;
  companies: MembershipRow[];
  twoFactorEnabled: boolean;
}

/** The companies of a user in membership order: the first is the active one. */
export async function listMemberships(db: Knex, userId: string): Promise<MembershipRow[]> {
  const c = Company.tableName;
  return Company.query(db)
    .joinRelated('members')
    .where('members.userId', userId)
    .orderBy([
      { column: 'members.joinedAt', order: 'asc', nulls: 'last' },
      { column: `${c}.createdAt`, order: 'asc' },
      { column: `${c}.id`, order: 'asc' },
    ])
    .select(`${c}.id`, `${c}.name`, `${c}.industry`, `${c}.size`, 'members.role')
    .castTo<MembershipRow[]>();
}

/** The signed-in user with their companies, or undefined if the user is gone. */
export async function readCurrentUser(
  db: Knex,
  userId: string,
): Promise<CurrentUserRows | undefined> {
  const user = await User.query(db)
    .findById(userId)
    .select(
      `${User.tableName}.*`,
      db.raw(
        `exists (select 1 from ${TwoFactorCredential.tableName} t
          where t.user_id = ${User.tableName}.id and t.enabled_at is not null) as two_factor_enabled`,
      ),
    )
    .castTo<(User & { twoFactorEnabled: boolean }) | undefined>();
  if (!user) return undefined;
  return {
    user,
    companies: await listMemberships(db, userId),
    twoFactorEnabled: user.twoFactorEnabled,
  };
}
