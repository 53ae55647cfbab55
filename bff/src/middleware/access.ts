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

/**
 * A user's memberships read together with their session (one query per request for both):
 * what `authorize` needs, current as of this request.
 */
export interface KnownMemberships {
  userId: string;
  byCompany: Map<string, Omit<Membership, 'companyId'>>;
}

/**
 * SQL of the JSON text listing the memberships of the user whose id is the SQL `userIdSql`
 * (possibly not a uuid: then none), each with the company's data version.
 */
export const membershipsJsonSql = (userIdSql: string) => `(
  select coalesce(json_agg(json_build_object('companyId', m.company_id, 'role', m.role,
    'dataVersion', c.data_version::text)), '[]')::text
  from company_members m join companies c on c.id = m.company_id
  where m.user_id = case when ${userIdSql} ~* '^[0-9a-f]{8}-([0-9a-f]{4}-){3}[0-9a-f]{12}$'
    then (${userIdSql})::uuid end)`;

export function parseMemberships(userId: string, json: string): KnownMemberships {
  const list = JSON.parse(json) as Membership[];
  return {
    userId,
    byCompany: new Map(list.map(({ companyId, ...rest }) => [companyId, rest])),
  };
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
  known?: KnownMemberships,
): Promise<Membership | undefined> {
  if (access === 'public') return undefined;
  if (!userId) throw new UnauthenticatedError('You are not signed in');
  if (access === 'user') return undefined;

  const id = await companyId();
  // Read with the session when it was, else one indexed lookup for role and data version.
  const row = !id
    ? undefined
    : known?.userId === userId
      ? known.byCompany.get(id)
      : ((await db('company_members')
          .join('companies', 'companies.id', 'company_members.company_id')
          .where({ 'company_members.company_id': id, 'company_members.user_id': userId })
          .first(
            'company_members.role',
            db.raw('companies.data_version::text as data_version'),
          )) as { role: MemberRole; dataVersion: string } | undefined);
  if (!id || !row) throw new NotFoundError();
  if (access === 'admin' && row.role !== 'admin') {
    throw new ForbiddenError('Only company admins can do this');
  }
  return { companyId: id, role: row.role, dataVersion: row.dataVersion };
}
