import {
  API_TOKEN_MESSAGES,
  EMBED_ERROR_CODES,
  type Access,
  type MemberRole,
} from '@portfolio/contracts';
import type { Knex } from 'knex';
import type { Middleware } from 'koa';
import type { BearerPrincipal } from '../auth/bearer';
import { ForbiddenError, NotFoundError, UnauthenticatedError } from '../errors';
import { Company } from '../models/company.ts';

export interface Membership {
  companyId: string;
  role: MemberRole;
  /**
   * The company's data version (`companies.data_version`), when read with the membership: it
   * moves with every committed write of the company's projects (a validator and a cache key).
   * Memberships cached in the process know no version (`Company.dataVersionOf` reads it).
   */
  dataVersion?: string;
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
 * invitation), and a read-only guest has no account at all. A company API token reaches the
 * member routes of its company only: account and admin routes stay with people. `memberships`,
 * when the session read them, spare the membership query.
 */
export async function authorize(
  db: Knex,
  access: Access,
  userId: string | undefined,
  companyId: () => Promise<string | undefined>,
  caller: {
    bearer?: BearerPrincipal;
    method?: string;
    guests?: boolean;
    memberships?: KnownMemberships;
  } = {},
): Promise<Membership | undefined> {
  const { bearer, method = 'GET' } = caller;
  if (access === 'public') return undefined;
  if (!userId && !bearer) throw new UnauthenticatedError('You are not signed in');
  if (bearer?.kind === 'api_token' && access !== 'member') {
    throw new ForbiddenError(
      access === 'admin' ? API_TOKEN_MESSAGES.adminRoutes : API_TOKEN_MESSAGES.accountRoutes,
    );
  }
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
  const { memberships } = caller;
  const row = !id
    ? undefined
    : bearer
      ? await bearerMembership(db, id, bearer)
      : memberships && memberships.userId === userId
        ? memberships.byCompany.get(id)
        : await membershipIn(db, id, userId);
  if (!id || !row) throw new NotFoundError();
  if (access === 'admin' && row.role !== 'admin') {
    throw new ForbiddenError('Only company admins can do this');
  }
  return { companyId: id, role: row.role, dataVersion: row.dataVersion };
}

/** One indexed lookup for the role and the company's data version. */
async function membershipIn(db: Knex, companyId: string, userId: string | undefined) {
  return (await db('company_members')
    .join('companies', 'companies.id', 'company_members.company_id')
    .where({ 'company_members.company_id': companyId, 'company_members.user_id': userId })
    .first('company_members.role', db.raw('companies.data_version::text as data_version'))) as
    { role: MemberRole; dataVersion: string } | undefined;
}

/** The role the token names; the data version from the company itself. */
async function bearerMembership(db: Knex, companyId: string, bearer: BearerPrincipal) {
  const role = bearer.companies.get(companyId);
  if (!role) return undefined;
  const dataVersion = await Company.dataVersionOf(db, companyId);
  return dataVersion === undefined ? undefined : { role, dataVersion };
}
