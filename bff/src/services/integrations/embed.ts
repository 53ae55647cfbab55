import { randomUUID } from 'node:crypto';
import {
  EMBED_ERROR_CODES,
  ERROR_CODES,
  EMBED_NOT_MEMBER_MESSAGE,
  EMBED_REFRESH_TOKEN_TTL_SECONDS,
  normalizeOrigin,
  originAllowed,
  originProblem,
  type AuditAction,
  type AuditEntity,
  type EmbedAuditAction,
  notFoundMessage,
} from '@portfolio/contracts';
import type { Knex } from 'knex';
import { fn } from 'objection';
import type { BearerPrincipal } from '../../auth/bearer.ts';
import {
  newAppSecret,
  newRefreshToken,
  sha256,
  signEmbedToken,
  type EmbedTokenSettings,
} from '../../auth/embed-tokens.ts';
import { historyPage, type AuditEventPage } from '../../audit/history.ts';
import { write, type UnitOfWork } from '../../audit/unit-of-work.ts';
import type { Logger } from '../../logger.ts';
import { ForbiddenError, InputError, NotFoundError, UnauthenticatedError } from '../../errors.ts';
import { Company } from '../../models/company.ts';
import { CompanyMember } from '../../models/company-member.ts';
import { EmbedApp, EmbedOrigin, EmbedRefreshToken } from '../../models/embed.ts';
import { User } from '../../models/user.ts';
import type { MembershipRow } from '../access/users.ts';

/** Embedding on other sites: allowed origins, embed apps, token issuing, refresh, audit. */

export async function listOrigins(db: Knex, companyId: string): Promise<string[]> {
  const rows = await EmbedOrigin.query(db)
    .where({ companyId })
    .orderBy('position')
    .select('origin');
  return rows.map((row) => row.origin);
}

/** Replaces the list; the first invalid origin is named in a 400 and nothing is stored. */
export async function replaceOrigins(
  uow: UnitOfWork,
  companyId: string,
  origins: string[],
): Promise<string[]> {
  for (const origin of origins) {
    const problem = originProblem(origin.trim());
    if (problem)
      throw new InputError(problem, {
        code: ERROR_CODES.validation,
        details: [{ field: 'origins', message: problem }],
      });
  }
  const unique = [...new Set(origins.map(normalizeOrigin))];
  const { trx } = uow;
  // Locks the company's row: two replacements at once run one after the other.
  await uow.lock(Company, companyId, notFoundMessage('company'));
  const before = await listOrigins(trx, companyId);
  await EmbedOrigin.query(trx).where({ companyId }).delete();
  if (unique.length > 0) {
    await EmbedOrigin.query(trx).insert(
      unique.map((origin, position) => ({ companyId, origin, position })),
    );
  }
  await uow.record({
    entity: 'embed_origins',
    id: companyId,
    action: 'updated',
    companyId,
    label: null,
    before: { origins: before },
    after: { origins: unique },
  });
  return unique;
}

/** Whether a page of `origin` may show the company's widgets (its own origin always may). */
export async function isOriginAllowed(
  db: Knex,
  companyId: string,
  origin: string,
  ownOrigin: string,
): Promise<boolean> {
  return origin === ownOrigin || originAllowed(origin, await listOrigins(db, companyId));
}

export async function listApps(db: Knex, companyId: string): Promise<EmbedApp[]> {
  return EmbedApp.query(db)
    .where({ companyId })
    .orderBy([{ column: 'createdAt' }, { column: 'id' }]);
}

async function emailOf(db: Knex, userId: string): Promise<string | null> {
  const user = await User.query(db).findById(userId).select('email');
  return user?.email ?? null;
}

/** A new app and its secret, which is answered this once: only its hash is stored. */
export async function createApp(
  uow: UnitOfWork,
  input: { companyId: string; name: string; allowGuests: boolean; createdBy: string },
): Promise<{ app: EmbedApp; secret: string }> {
  const secret = newAppSecret();
  const { trx } = uow;
  const created = await EmbedApp.query(trx).insertAndFetch({
    companyId: input.companyId,
    name: input.name.trim(),
    allowGuests: input.allowGuests,
    secretHash: sha256(secret),
    createdBy: input.createdBy,
  });
  await uow.record({ entity: 'embed_app', id: created.id, action: 'created', after: created });
  return { app: created, secret };
}

/** Deletes the app: the tokens it issued fail their next request (the app is checked on each). */
export async function deleteApp(
  uow: UnitOfWork,
  input: { companyId: string; appId: string },
): Promise<void> {
  const { trx } = uow;
  const [deleted] = await EmbedApp.query(trx)
    .where({ id: input.appId, companyId: input.companyId })
    .delete()
    .returning('*');
  if (!deleted) throw new NotFoundError(notFoundMessage('embed_app'));
  await uow.record({ entity: 'embed_app', id: deleted.id, action: 'deleted', before: deleted });
}

/** The history entries each line of the embedding audit is. */
export const EMBED_AUDIT_EVENTS: Record<
  EmbedAuditAction,
  { entity: AuditEntity; action: AuditAction }
> = {
  'app-created': { entity: 'embed_app', action: 'created' },
  'app-deleted': { entity: 'embed_app', action: 'deleted' },
  'token-issued': { entity: 'embed_token', action: 'issued' },
};

/** One page of the embedding audit (the company's embedding history), newest first. */
export async function listAudit(
  db: Knex,
  companyId: string,
  page: { action?: EmbedAuditAction; before?: string; limit: number },
): Promise<AuditEventPage> {
  const events = page.action
    ? [EMBED_AUDIT_EVENTS[page.action]]
    : Object.values(EMBED_AUDIT_EVENTS);
  const query = db('audit_events')
    .where({ companyId })
    .where((where) => {
      for (const event of events) where.orWhere(event);
    });
  return historyPage(query, { cursor: page.before, limit: page.limit });
}

/**
 * POST /api/embed/tokens: the app of the secret mints a token for a person of its own company
 * (a member with their role, or a read-only guest when the app allows guests).
 */
export async function issueAppToken(
  db: Knex,
  settings: EmbedTokenSettings,
  secret: string,
  rawEmail: string,
): Promise<{ token: string; expiresAt: string }> {
  const app = await EmbedApp.query(db).findOne({ secretHash: sha256(secret) });
  if (!app) {
    throw new UnauthenticatedError('This embed app secret is not valid (unknown or deleted app)', {
      code: EMBED_ERROR_CODES.appRevoked,
    });
  }
  const email = rawEmail.trim().toLowerCase();
  const member = await User.query(db)
    .joinRelated('memberships')
    .where({ [`${User.tableName}.email`]: email, 'memberships.companyId': app.companyId })
    .select(`${User.tableName}.id`)
    .first();
  if (!member && !app.allowGuests) {
    throw new ForbiddenError(EMBED_NOT_MEMBER_MESSAGE, { code: EMBED_ERROR_CODES.notMember });
  }
  const issued = await signEmbedToken(settings, {
    userId: member?.id,
    email,
    companyId: app.companyId,
    source: app.id,
    guest: !member,
  });
  // The app acts on its own here: the history names it, not a person.
  await write({ db }, { type: 'embed_app', id: app.id, label: app.name }, async (uow) => {
    await EmbedApp.query(uow.trx).findById(app.id).patch({ lastUsedAt: fn.now() });
    await uow.record({
      entity: 'embed_token',
      id: app.id,
      action: 'issued',
      companyId: app.companyId,
      label: email,
    });
  });
  return issued;
}

/** A read-only guest as rows: a stable id, their e-mail and the one company they may read. */
export interface GuestRows {
  id: string;
  email: string;
  company: MembershipRow;
}

/**
 * Who a read-only guest is, for widgets that ask: a guest has no account, so a stable id made
 * from the company and e-mail, and the company with the role `member` (every write of a guest
 * is refused before any route runs).
 */
export async function readGuest(db: Knex, guest: BearerPrincipal): Promise<GuestRows> {
  const [companyId] = [...guest.companies.keys()];
  const company = await Company.query(db)
    .findById(companyId!)
    .select('id', 'name', 'industry', 'size')
    .throwIfNotFound();
  const hex = sha256(`guest:${companyId}:${guest.email}`);
  const id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
  return { id, email: guest.email, company: { ...company, role: 'member' } };
}

/** The app id a secret would count under for rate limiting, without a database lookup. */
export const appSecretKey = (secret: string) => `embed-app:${sha256(secret)}`;

async function roleOf(db: Knex, companyId: string, userId: string) {
  const member = await CompanyMember.query(db).findOne({ companyId, userId }).select('role');
  return member?.role;
}

async function newRefresh(
  db: Knex,
  fields: { familyId: string; companyId: string; userId: string; origin: string; expiresAt: Date },
) {
  const refreshToken = newRefreshToken();
  await EmbedRefreshToken.query(db).insert({ ...fields, tokenHash: sha256(refreshToken) });
  return refreshToken;
}

/**
 * POST /api/embed/session-tokens: the signed-in person (popup) gets a token for a page origin
 * the company allows, and a refresh token bound to that origin, starting a new family.
 */
export async function issueSessionToken(
  db: Knex,
  settings: EmbedTokenSettings,
  input: { userId: string; companyId: string; origin: string; ownOrigin: string },
): Promise<
  { token: string; expiresAt: string; refreshToken: string } | { originNotAllowed: string }
> {
  const role = await roleOf(db, input.companyId, input.userId);
  if (!role) throw new NotFoundError(notFoundMessage('company'));
  if (!(await isOriginAllowed(db, input.companyId, input.origin, input.ownOrigin))) {
    return { originNotAllowed: input.origin };
  }
  const email = (await emailOf(db, input.userId)) ?? '';
  const issued = await signEmbedToken(settings, {
    userId: input.userId,
    email,
    companyId: input.companyId,
    source: 'popup',
    guest: false,
  });
  const familyId = randomUUID();
  const refreshToken = await write({ db }, { type: 'user', id: input.userId }, async (uow) => {
    const token = await newRefresh(uow.trx, {
      familyId,
      companyId: input.companyId,
      userId: input.userId,
      origin: input.origin,
      expiresAt: new Date(Date.now() + EMBED_REFRESH_TOKEN_TTL_SECONDS * 1000),
    });
    await uow.record({
      entity: 'embed_token',
      id: familyId,
      action: 'issued',
      companyId: input.companyId,
      label: email,
    });
    return token;
  });
  return { ...issued, refreshToken };
}

const refreshRefused = (message: string) =>
  new UnauthenticatedError(message, { code: EMBED_ERROR_CODES.refreshInvalid });

/**
 * POST /api/embed/refresh: rotates a refresh token. A token used twice is a stolen copy or a
 * replay: its whole family is revoked. The request's Origin must be the one it was issued
 * for, that origin must still be allowed, and the person must still be a member.
 */
export async function rotateRefreshToken(
  db: Knex,
  settings: EmbedTokenSettings,
  input: { refreshToken: string; origin: string | undefined; ownOrigin: string; log: Logger },
): Promise<
  { token: string; expiresAt: string; refreshToken: string } | { originNotAllowed: string }
> {
  const row = await EmbedRefreshToken.query(db).findOne({
    tokenHash: sha256(input.refreshToken),
  });
  if (!row) throw refreshRefused('This refresh token is not valid; sign in again');
  const revokeFamily = () =>
    EmbedRefreshToken.query(db)
      .where({ familyId: row.familyId, revokedAt: null })
      .patch({ revokedAt: fn.now() });
  const reused = async () => {
    await revokeFamily();
    input.log.warn(
      { familyId: row.familyId, userId: row.userId, companyId: row.companyId },
      'embed refresh token used twice: its sign-in is revoked',
    );
    return refreshRefused('This refresh token was already used; sign in again');
  };

  if (row.revokedAt) throw refreshRefused('This sign-in was revoked; sign in again');
  if (row.usedAt) throw await reused();
  if (row.expiresAt.getTime() <= Date.now()) {
    throw refreshRefused('This sign-in has expired; sign in again');
  }
  if (input.origin !== row.origin) {
    throw refreshRefused('This refresh token belongs to another page; sign in again');
  }
  const role = await roleOf(db, row.companyId, row.userId);
  if (!role) {
    await revokeFamily();
    throw new UnauthenticatedError('You are no longer a member of this company', {
      code: EMBED_ERROR_CODES.notMember,
    });
  }
  if (!(await isOriginAllowed(db, row.companyId, row.origin, input.ownOrigin))) {
    return { originNotAllowed: row.origin };
  }

  const refreshToken = await db.transaction(async (trx) => {
    // Only one of two concurrent uses wins; the loser is a reuse.
    const claimed = await EmbedRefreshToken.query(trx)
      .where({ id: row.id, usedAt: null, revokedAt: null })
      .patch({ usedAt: fn.now() });
    if (claimed === 0) return undefined;
    return newRefresh(trx, {
      familyId: row.familyId,
      companyId: row.companyId,
      userId: row.userId,
      origin: row.origin,
      // The family keeps the lifetime of the first sign-in.
      expiresAt: row.expiresAt,
    });
  });
  if (refreshToken === undefined) throw await reused();
  const issued = await signEmbedToken(settings, {
    userId: row.userId,
    email: (await emailOf(db, row.userId)) ?? '',
    companyId: row.companyId,
    source: 'popup',
    guest: false,
  });
  return { ...issued, refreshToken };
}
