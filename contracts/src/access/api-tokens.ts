import type { Static } from '@sinclair/typebox';
import * as Type from '../type';
import { DAY_MS } from '../time/durations';

/**
 * Company API tokens, for scripts and BI tools: `Authorization: Bearer <token>` on the same
 * /api routes as the product's own pages, limited to the token's company and scope. A token is
 * shown once, when it is created; only its hash is kept.
 */

export const API_TOKEN_SCOPES = ['read', 'write'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

export const API_TOKEN_SCOPE_LABELS: Record<ApiTokenScope, string> = {
  read: 'Read only',
  write: 'Read and write',
};

/** Every API token starts so: a bearer that is one is never taken for a JWT, and leaks are easy to scan for. */
export const API_TOKEN_PREFIX = 'pai_tok_';

export const API_TOKEN_LIMITS = { name: 100 } as const;

/** The choices of expiry the Integrations page offers, in days (null: never expires). */
export const API_TOKEN_EXPIRY_DAYS = [30, 90, 365, null] as const;
const API_TOKEN_MAX_DAYS = 3650;

/** When a token created at `now` with this choice of days stops working (null: never). */
export const apiTokenExpiry = (expiresInDays: number | null | undefined, now: Date): Date | null =>
  expiresInDays == null ? null : new Date(now.getTime() + expiresInDays * DAY_MS);

/** How many of a token's first characters are shown: the prefix and four of its own. */
export const API_TOKEN_SHOWN_LENGTH = API_TOKEN_PREFIX.length + 4;

/** Sentences a token's holder reads when the token cannot be used. */
export const API_TOKEN_MESSAGES = {
  readOnly: 'This API token can only read; create a token with write access to change data',
  accountRoutes: 'An API token reaches its company’s data only',
  adminRoutes: 'API tokens cannot do this; a company admin does it in PortfolioAI',
  expired: 'This API token has expired; an admin can create a new one',
  creatorLeft:
    'The admin who created this API token is no longer an admin of the company; create a new token',
} as const;

export const ApiToken = Type.Object({
  id: Type.Uuid(),
  companyId: Type.Uuid(),
  name: Type.String(),
  scope: Type.StringEnum(API_TOKEN_SCOPES),
  /** The token's first characters, so a person can tell their tokens apart. */
  prefix: Type.String({ description: 'The first characters of the token, to recognise it' }),
  createdAt: Type.Timestamp,
  createdByName: Type.Nullable(Type.String({ description: 'The admin who created it' })),
  expiresAt: Type.Nullable(Type.Timestamp),
  lastUsedAt: Type.Nullable(Type.Timestamp),
});
export type ApiToken = Static<typeof ApiToken>;

export const ApiTokenCreateBody = Type.StrictObject({
  name: Type.RequiredField('Token name', API_TOKEN_LIMITS.name),
  scope: Type.labelled('Access', Type.StringEnum(API_TOKEN_SCOPES)),
  expiresInDays: Type.Optional(
    Type.labelled(
      'Expires',
      Type.Nullable(
        Type.Integer({
          minimum: 1,
          maximum: API_TOKEN_MAX_DAYS,
          description: 'Days until it stops working; null or absent: it never expires',
          errorMessage: `must be a whole number of days from 1 to ${API_TOKEN_MAX_DAYS}`,
        }),
      ),
    ),
  ),
});
export type ApiTokenCreateBody = Static<typeof ApiTokenCreateBody>;

export const ApiTokenCreated = Type.Object({
  apiToken: ApiToken,
  token: Type.String({ description: 'Shown this once; only its hash is stored' }),
});
export type ApiTokenCreated = Static<typeof ApiTokenCreated>;
