import { randomBytes } from 'node:crypto';
import {
  API_TOKEN_PREFIX,
  API_TOKEN_SHOWN_LENGTH,
  apiTokenExpiry,
  notFoundMessage,
  type ApiTokenCreateBody,
} from '@portfolio/contracts';
import type { Knex } from 'knex';
import { deleteRecorded } from '../../audit/recorded-writes.ts';
import type { UnitOfWork } from '../../audit/unit-of-work.ts';
import { sha256 } from '../../auth/embed-tokens.ts';
import { ApiToken } from '../../models/api-token.ts';

/**
 * A new token: 256 random bits, so a fast hash (SHA-256, as for embed app secrets) is enough to
 * keep; a slow password hash would cost every API call.
 */
export const newApiToken = () => `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;

/** A token with its creator's name, as the routes present it. */
export type ListedToken = ApiToken & {
  creatorFirstName: string | null;
  creatorLastName: string | null;
  creatorEmail: string | null;
};

const withCreator = (db: Knex) =>
  ApiToken.query(db)
    .leftJoin('users', 'users.id', 'api_tokens.created_by')
    .select(
      'api_tokens.*',
      'users.first_name as creatorFirstName',
      'users.last_name as creatorLastName',
      'users.email as creatorEmail',
    );

/** The company's tokens, newest first; never the tokens themselves. */
export async function listApiTokens(db: Knex, companyId: string): Promise<ListedToken[]> {
  return (await withCreator(db)
    .where('api_tokens.company_id', companyId)
    .orderBy([
      { column: 'api_tokens.created_at', order: 'desc' },
      { column: 'api_tokens.id', order: 'desc' },
    ])) as ListedToken[];
}

/** A new token of the company, answered this once: only its hash is stored. */
export async function createApiToken(
  uow: UnitOfWork,
  input: { companyId: string; createdBy: string; body: ApiTokenCreateBody },
): Promise<{ apiToken: ListedToken; token: string }> {
  const { trx } = uow;
  const token = newApiToken();
  const created = await ApiToken.query(trx).insertAndFetch({
    companyId: input.companyId,
    name: input.body.name.trim(),
    scope: input.body.scope,
    tokenHash: sha256(token),
    prefix: token.slice(0, API_TOKEN_SHOWN_LENGTH),
    createdBy: input.createdBy,
    expiresAt: apiTokenExpiry(input.body.expiresInDays, new Date()),
  });
  await uow.record({ entity: 'api_token', id: created.id, action: 'created', after: created });
  const listed = (await withCreator(trx).findById(created.id)) as ListedToken;
  return { apiToken: listed, token };
}

/** Deletes the token: its next request is refused (every request reads it). */
export async function deleteApiToken(uow: UnitOfWork, token: ApiToken): Promise<void> {
  const row = await uow.lock(ApiToken, token.id, notFoundMessage('api_token'));
  await deleteRecorded(uow, ApiToken, 'api_token', row);
}
