import type { Access, MemberRole } from '@portfolio/contracts';
import type { Knex } from 'knex';
import type { Middleware } from 'koa';
import { ForbiddenError, NotFoundError, UnauthenticatedError } from '../errors';

export interface Membership {
  companyId: string;
  role: MemberRole;
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
  const row = id
    ? ((await db('company_members').where({ company_id: id, user_id: userId }).first('role')) as
        { role: MemberRole } | undefined)
    : undefined;
  if (!id || !row) throw new NotFoundError();
  if (access === 'admin' && row.role !== 'admin') {
    throw new ForbiddenError('Only company admins can do this');
  }
  return { companyId: id, role: row.role };
}
