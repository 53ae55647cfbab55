import type { Knex } from 'knex';
import { personName } from '../integrations/notifications.ts';

/**
 * The shown names (first and last name, else the e-mail) of the company's members among `ids`,
 * by id; an id that is no member of the company is left out.
 */
export async function memberNames(
  db: Knex,
  companyId: string,
  ids: readonly string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = (await db('companyMembers')
    .join('users', 'users.id', 'companyMembers.userId')
    .where('companyMembers.companyId', companyId)
    .whereIn('users.id', [...new Set(ids)])
    .select('users.id', 'users.firstName', 'users.lastName', 'users.email')) as Array<{
    id: string;
    firstName: string | null;
    lastName: string | null;
    email: string;
  }>;
  return new Map(rows.map((u) => [u.id, personName(u) || u.email]));
}

/** A member's shown name, or null when `userId` is no member of the company. */
export async function memberName(
  db: Knex,
  companyId: string,
  userId: string,
): Promise<string | null> {
  return (await memberNames(db, companyId, [userId])).get(userId) ?? null;
}

/**
 * A person's shown name by id, member of the company or not (a former owner, an approver who
 * left): as `memberNames` words it; null for no id or no such person.
 */
export async function userName(db: Knex, id: string | null): Promise<string | null> {
  if (!id) return null;
  const user = (await db('users').where({ id }).first('firstName', 'lastName', 'email')) as
    { firstName: string | null; lastName: string | null; email: string } | undefined;
  return user ? personName(user) || user.email : null;
}
