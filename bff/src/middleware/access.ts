import type { Access, MemberRole } from '@portfolio/contracts';
import type { Knex } from 'knex';
import type { Middleware } from 'koa';
import { ForbiddenError, NotFoundError, UnauthenticatedError } from '../errors';

export interface Membership {
  companyId: string;
  role: MemberRole;
  /**
   * The company's data version (`companies.data_version`), read with the membership: it moves
   * with every committed write of the company's projects (a validator and a cache key).
   */
  dataVersion: string;
}

/** Refuses the signed-out on every route that is not public, before anything else is looked at. */
export function authenticate(access: Access): Middleware {
  return async (ctx, next) => {
    if (access !== 'public' && !ctx.state.userId)
      throw new UnauthenticatedError('You are not signed in');
    await next();
  };
}

/**
 * The tenant and role check of a route. A company the caller does not belong to is answered
 * exactly like a missing resource (404), so ids of other companies reveal nothing; a member on
 * an admin route gets 403.
 */
export async function authorize(
  db: Knex,
  access: Access,
  userId: string | undefined,
  companyId: () => Promise<string | undefined>,
): Promise<Membership | undefined> {
  if (access === 'public') return undefined;
  if (!userId) throw new UnauthenticatedError('You are not signed in');
  if (access === 'user') return undefined;

  const id = await companyId();
  // One indexed lookup answers membership, role and data version together.
  const row = id
    ? ((await db('company_members')
        .join('companies', 'companies.id', 'company_members.company_id')
        .where({ 'company_members.company_id': id, 'company_members.user_id': userId })
        .first('company_members.role', db.raw('companies.data_version::text as data_version'))) as
        { role: MemberRole; dataVersion: string } | undefined)
    : undefined;
  if (!id || !row) throw new NotFoundError();
  if (access === 'admin' && row.role !== 'admin') {
    throw new ForbiddenError('Only company admins can do this');
  }
  return { companyId: id, role: row.role, dataVersion: row.dataVersion };
}
