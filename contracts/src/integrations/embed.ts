import type { Static } from '@sinclair/typebox';
import * as Type from '../type';
import { ERROR_CODES } from '../errors';
import { Cursor } from '../history';

/**
 * Embedding widgets on a company's intranet of another site: allowed origins, embed apps (a
 * server-side secret that mints tokens), short-lived embed tokens, popup session tokens and
 * their rotating refresh tokens, and the audit of it all.
 */

/** An embed token lives at most this long (and EMBED_TOKEN_TTL_SECONDS can only shorten it). */
export const EMBED_TOKEN_MAX_TTL_SECONDS = 600;
/** A popup refresh token lives as long as a page reasonably stays open. */
export const EMBED_REFRESH_TOKEN_TTL_SECONDS = 12 * 60 * 60;

export const EMBED_APP_NAME_MAX_LENGTH = 100;
export const EMBED_ORIGINS_MAX = 50;
export const EMBED_ORIGIN_MAX_LENGTH = 255;

/** The `code` of each embedding failure, for the widget's `error` event (a view of ERROR_CODES). */
export const EMBED_ERROR_CODES = {
  originNotAllowed: ERROR_CODES.originNotAllowed,
  tokenExpired: ERROR_CODES.tokenExpired,
  tokenInvalid: ERROR_CODES.tokenInvalid,
  appRevoked: ERROR_CODES.appRevoked,
  notMember: ERROR_CODES.notMember,
  guestReadOnly: ERROR_CODES.guestReadOnly,
  refreshInvalid: ERROR_CODES.refreshInvalid,
} as const;
export type EmbedErrorCode = (typeof EMBED_ERROR_CODES)[keyof typeof EMBED_ERROR_CODES];

/** What the widget shows, and the BFF answers, when a page's origin is not allowed. */
export const originNotAllowedMessage = (origin: string) =>
  `This page (${origin}) is not allowed to show PortfolioAI widgets. A company admin can allow it in Settings → Embedding.`;

export const EMBED_NOT_MEMBER_MESSAGE =
  'This e-mail address is not a member of the company. Invite the person, or allow read-only guests for this app.';
export const EMBED_GUEST_READ_ONLY_MESSAGE = 'Read-only guests can view but not change anything';

/**
 * An allowed origin: `scheme://host[:port]`, http or https, no path, query or trailing slash;
 * the only wildcard is a leading `*.` on the host (`https://*.acme.com`: any subdomain).
 */
export const EMBED_ORIGIN_PATTERN =
  '^https?://(\\*\\.)?[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)*(:[0-9]{1,5})?$';
const ORIGIN = new RegExp(EMBED_ORIGIN_PATTERN);

/**
 * Why `origin` cannot be an allowed origin, as a sentence naming it; undefined when it can.
 * The same rule for the settings form and the BFF.
 */
export function originProblem(origin: string): string | undefined {
  const shown = JSON.stringify(origin);
  if (origin.length > EMBED_ORIGIN_MAX_LENGTH) {
    return `${shown} is longer than ${EMBED_ORIGIN_MAX_LENGTH} characters`;
  }
  if (!/^https?:\/\//i.test(origin)) return `${shown} must start with https:// or http://`;
  const rest = origin.replace(/^https?:\/\//i, '');
  if (/[/?#]/.test(rest)) {
    return `${shown} must be an origin only (scheme://host[:port]), without a path or a trailing slash`;
  }
  if (rest.slice(2).includes('*') || (rest.includes('*') && !rest.startsWith('*.'))) {
    return `${shown} may only use a wildcard as a leading "*." on the host, e.g. https://*.acme.com`;
  }
  if (rest.startsWith('*.') && !/^\*\.[^.:]+\.[^.:]/.test(rest)) {
    return `${shown} must name a domain below the wildcard, e.g. https://*.acme.com`;
  }
  const port = /:(\d+)$/.exec(rest)?.[1];
  if (!ORIGIN.test(origin) || (port !== undefined && Number(port) > 65535)) {
    return `${shown} is not a valid origin (scheme://host[:port], e.g. https://intranet.acme.com)`;
  }
  return undefined;
}

/** The stored form of a valid origin: lower case (browsers send origins in lower case). */
export const normalizeOrigin = (origin: string) => origin.trim().toLowerCase();

/**
 * Whether a page's `Origin` header matches one of the allowed origins: exactly, or, for
 * `scheme://*.host[:port]`, any subdomain of host with the same scheme and port.
 */
export function originAllowed(origin: string, allowed: readonly string[]): boolean {
  const candidate = origin.toLowerCase();
  return allowed.some((entry) => {
    if (entry === candidate) return true;
    const wildcard = /^(https?:\/\/)\*\.(.+)$/.exec(entry);
    if (!wildcard) return false;
    const [, scheme, suffix] = wildcard as unknown as [string, string, string];
    if (!candidate.startsWith(scheme)) return false;
    const host = candidate.slice(scheme.length);
    return host.endsWith(`.${suffix}`) && /^[a-z0-9-]/.test(host) && !host.includes('/');
  });
}

export const EmbedOrigins = Type.Object({
  origins: Type.Array(Type.String(), {
    description: 'Exact origins (scheme://host[:port]); a leading *. allows any subdomain',
  }),
});
export type EmbedOrigins = Static<typeof EmbedOrigins>;

/** Each origin is checked by `originProblem` so the 400 names the bad one. */
export const EmbedOriginsBody = Type.StrictObject({
  origins: Type.Array(
    Type.String({
      title: 'Origin',
      maxLength: EMBED_ORIGIN_MAX_LENGTH,
      description: `An origin matching ${EMBED_ORIGIN_PATTERN}`,
    }),
    {
      title: 'Allowed origins',
      maxItems: EMBED_ORIGINS_MAX,
      errorMessage: `Please list at most ${EMBED_ORIGINS_MAX} origins`,
    },
  ),
});
export type EmbedOriginsBody = Static<typeof EmbedOriginsBody>;

export const EmbedApp = Type.Object({
  id: Type.Uuid(),
  name: Type.String(),
  allowGuests: Type.Boolean({
    description: 'E-mails that are not members get a read-only guest token',
  }),
  createdAt: Type.Timestamp,
  lastUsedAt: Type.Nullable(Type.Timestamp),
});
export type EmbedApp = Static<typeof EmbedApp>;

export const EmbedAppCreateBody = Type.StrictObject({
  name: Type.String({
    title: 'App name',
    minLength: 1,
    maxLength: EMBED_APP_NAME_MAX_LENGTH,
    pattern: '\\S',
    errorMessage: {
      required: 'App name is required',
      type: 'App name is required',
      minLength: 'App name is required',
      pattern: 'App name is required',
      maxLength: `App name must be at most ${EMBED_APP_NAME_MAX_LENGTH} characters`,
    },
  }),
  allowGuests: Type.Optional(Type.Boolean({ title: 'Allow read-only guests', default: false })),
});
export type EmbedAppCreateBody = Static<typeof EmbedAppCreateBody>;

export const EmbedAppCreated = Type.Object({
  app: EmbedApp,
  secret: Type.String({ description: 'Shown this once; only its hash is stored' }),
});
export type EmbedAppCreated = Static<typeof EmbedAppCreated>;

export const EmbedAppParams = Type.StrictObject({ companyId: Type.Uuid(), appId: Type.Uuid() });

export const EMBED_AUDIT_ACTIONS = ['app-created', 'app-deleted', 'token-issued'] as const;
export type EmbedAuditAction = (typeof EMBED_AUDIT_ACTIONS)[number];

/**
 * A line of the embedding audit: the embedding events of the company's history (apps created
 * and deleted, widget tokens issued), in the shape the Embedding settings show.
 */
export const EmbedAuditEntry = Type.Object({
  id: Type.String({ description: 'The id of the history entry' }),
  action: Type.StringEnum(EMBED_AUDIT_ACTIONS),
  appId: Type.Nullable(Type.Uuid()),
  appName: Type.Nullable(Type.String()),
  email: Type.Nullable(Type.String({ description: 'The person a token was issued for' })),
  actor: Type.Nullable(
    Type.String({ description: 'Who did it, by name; null for a token the app issued itself' }),
  ),
  createdAt: Type.Timestamp,
});
export type EmbedAuditEntry = Static<typeof EmbedAuditEntry>;

/** Audit entries per page, unless the query asks for fewer. */
export const EMBED_AUDIT_PAGE_SIZE = 50;

export const EmbedAuditQuery = Type.StrictObject({
  action: Type.Optional(Type.StringEnum(EMBED_AUDIT_ACTIONS, { description: 'Only this kind' })),
  before: Type.Optional(Cursor),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: EMBED_AUDIT_PAGE_SIZE })),
});
export type EmbedAuditQuery = Static<typeof EmbedAuditQuery>;

/** One page of the audit, newest first; `nextCursor` asks for the next (older) one. */
export const EmbedAuditPage = Type.Object({
  entries: Type.Array(EmbedAuditEntry),
  nextCursor: Type.Nullable(
    Type.String({ description: 'Pass as `before` for older entries; null at the end' }),
  ),
});
export type EmbedAuditPage = Static<typeof EmbedAuditPage>;

export const EmbedTokenBody = Type.StrictObject({
  email: Type.labelled('Email', Type.Email('Please enter a valid email address')),
});
export type EmbedTokenBody = Static<typeof EmbedTokenBody>;

export const EmbedToken = Type.Object({
  token: Type.String({ description: 'Send as `Authorization: Bearer <token>`' }),
  expiresAt: Type.Timestamp,
});
export type EmbedToken = Static<typeof EmbedToken>;

export const EmbedSessionTokenBody = Type.StrictObject({
  companyId: Type.labelled('Company', Type.Uuid({ errorMessage: 'must be a company id' })),
  origin: Type.String({
    title: 'Origin',
    minLength: 1,
    maxLength: EMBED_ORIGIN_MAX_LENGTH,
    errorMessage: Type.tooShort('Origin is required'),
    description: 'The origin of the page that will use the token',
  }),
});
export type EmbedSessionTokenBody = Static<typeof EmbedSessionTokenBody>;

export const EmbedSessionToken = Type.Object({
  token: Type.String(),
  expiresAt: Type.Timestamp,
  refreshToken: Type.String({
    description: 'Opaque, bound to the origin, single use: each refresh returns a new one',
  }),
});
export type EmbedSessionToken = Static<typeof EmbedSessionToken>;

export const EmbedRefreshBody = Type.StrictObject({
  refreshToken: Type.String({
    title: 'Refresh token',
    minLength: 1,
    maxLength: 200,
    errorMessage: Type.tooShort('Refresh token is required'),
  }),
});
export type EmbedRefreshBody = Static<typeof EmbedRefreshBody>;

/** The popup page: `?company={id}&origin={page origin}`. */
export const EMBED_SIGN_IN_PATH = '/embed/sign-in';
/** The full-frame page of one widget for iframes: `?company={id}`. */
export const embedWidgetPath = (widget: string) => `/embed/${widget}`;
