import { API_TOKEN_MESSAGES, type ApiTokenScope } from '@portfolio/contracts';
import type { Knex } from 'knex';
import { UnauthenticatedError } from '../errors.ts';
import type { BearerPrincipal } from './bearer.ts';
import { invalidToken, sha256 } from './embed-tokens.ts';

interface TokenRow {
  id: string;
  company_id: string;
  name: string;
  scope: ApiTokenScope;
  created_by: string;
  expired: boolean;
  creator_is_admin: boolean;
}

/**
 * The principal of a company API token: its company, as a member (never an admin: admin routes
 * stay with people), acting as the token in the history. One query reads the token, whether
 * the admin who created it still is one, and notes when it was last used (at most once a
 * minute, so a busy script does not write on every call).
 */
export async function apiTokenPrincipal(db: Knex, token: string): Promise<BearerPrincipal> {
  const row = (
    await db.raw(
      `with token as (
         select t.*, t.expires_at is not null and t.expires_at <= now() as expired,
           exists (select 1 from company_members m where m.company_id = t.company_id
             and m.user_id = t.created_by and m.role = 'admin') as creator_is_admin
         from api_tokens t where t.token_hash = :hash),
       used as (
         update api_tokens set last_used_at = now()
         where id = (select id from token where not expired and creator_is_admin)
           and (last_used_at is null or last_used_at < now() - interval '1 minute'))
       select id, company_id, name, scope, created_by, expired, creator_is_admin from token`,
      { hash: sha256(token) },
    )
  ).rows[0] as TokenRow | undefined;
  if (!row) throw invalidToken();
  if (row.expired) throw new UnauthenticatedError(API_TOKEN_MESSAGES.expired);
  if (!row.creator_is_admin) throw new UnauthenticatedError(API_TOKEN_MESSAGES.creatorLeft);
  return {
    kind: 'api_token',
    userId: row.created_by,
    email: '',
    guest: false,
    companies: new Map([[row.company_id, 'member']]),
    apiToken: { id: row.id, name: row.name, scope: row.scope },
  };
}
