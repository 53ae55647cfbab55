import { EMBED_ERROR_CODES, type Access, type MemberRole } from '@portfolio/contracts';
import type { Knex } from 'knex';
import type { Middleware } from 'koa';
import type { BearerPrincipal } from '../auth/bearer';
import { ForbiddenError, NotFoundError, UnauthenticatedError } from '../errors';

export interface Membership {
  companyId: string;
  role: MemberRole;
}

/** Refuses the signed-out on every route that is not public, before anything else is looked at. */
export function authenticate(access: Access): Middleware {
  return async (ctx, next) => {
    if (access !== 'public' && !ctx.state.userId && !ctx.state.bearer)
      throw new UnauthenticatedError('You are not signed in');
    await next();
  };
}

/**
 * The tenant and role check of a route. A company the caller does not belong to is answered
 * exactly like a missing resource (404), so ids of other companies reveal nothing; a member on
 * an admin route gets 403. A bearer token reaches only the companies it names, with the role
 * read when it was checked; it cannot make account-level writes (a new company, an accepted
 * invitation), and a read-only guest has no account at all.
 */
export async function authorize(
  db: Knex,
  access: Access,
  userId: string | undefined,
  companyId: () => Promise<string | undefined>,
  caller: { bearer?: BearerPrincipal; method?: string; guests?: boolean } = {},
): Promise<Membership | undefined> {
  const { bearer, method = 'GET' } = caller;
  if (access === 'public') return undefined;
  if (!userId && !bearer) throw new UnauthenticatedError('You are not signed in');
  if (access === 'user') {
    if (bearer?.guest && !caller.guests) {
      throw new ForbiddenError('Read-only guests can only view the company’s widgets', {
        code: EMBED_ERROR_CODES.guestReadOnly,
      });
    }
    if (bearer && method !== 'GET') {
      throw new ForbiddenError('Sign in to PortfolioAI itself to do this');
    }
    return undefined;
  }

  const id = await companyId();
  const role = !id ? undefined : bearer ? bearer.companies.get(id) : await roleIn(db, id, userId);
  const row = role ? { role } : undefined;
  if (!id || !row) throw new NotFoundError();
  if (access === 'admin' && row.role !== 'admin') {
    throw new ForbiddenError('Only company admins can do this');
  }
  return { companyId: id, role: row.role };
}

async function roleIn(db: Knex, companyId: string, userId: string | undefined) {
  const row = (await db('company_members')
    .where({ company_id: companyId, user_id: userId })
    .first('role')) as { role: MemberRole } | undefined;
  return row?.role;
}
