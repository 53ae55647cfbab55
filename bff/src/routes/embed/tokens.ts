import { EMBED_ERROR_CODES, ERROR_CODES, originProblem, MINUTE_MS } from '@portfolio/contracts';
import { bearerToken, originRefused } from '../../auth/bearer.ts';
import { EMBED_APP_SECRET_PREFIX } from '../../auth/embed-tokens.ts';
import { ForbiddenError, InputError, UnauthenticatedError } from '../../errors.ts';
import {
  byClientIp,
  formatWait,
  rateLimit,
  rateLimitCounter,
} from '../../middleware/rate-limit.ts';
import * as embed from '../../services/integrations/embed.ts';
import { contractRoute } from '../contract.ts';

/**
 * Tokens minted per app and window (per BFF process, see rate-limit.ts): a portal asks once per
 * visitor and lifetime, so this is far above honest use and well below a flood.
 */
export const EMBED_TOKEN_RATE_LIMIT = { windowMs: MINUTE_MS, max: 120 } as const;

const appSecret = (token: string | undefined) =>
  token?.startsWith(EMBED_APP_SECRET_PREFIX) ? token : undefined;

export const issueEmbedTokenRoute = contractRoute('issueEmbedToken', {
  // Counted per app (the hash of its secret) before anything else is looked at.
  before: () => [
    rateLimit({
      ...EMBED_TOKEN_RATE_LIMIT,
      key: (ctx) => {
        const secret = appSecret(bearerToken(ctx));
        return secret && embed.appSecretKey(secret);
      },
      message: (seconds) =>
        `Too many tokens requested for this embed app. Please try again in ${formatWait(seconds)}.`,
    }),
  ],
  async handle({ body, ctx, deps }) {
    const secret = appSecret(bearerToken(ctx));
    if (!secret) {
      throw new UnauthenticatedError(
        'Send the embed app secret as Authorization: Bearer <secret>',
        { code: EMBED_ERROR_CODES.appRevoked },
      );
    }
    return embed.issueAppToken(deps.db, deps.config, secret, body.email);
  },
});

/** Only a page origin, exactly as a browser sends it in `Origin`. */
function checkPageOrigin(origin: string) {
  const problem =
    originProblem(origin) ??
    (origin.includes('*')
      ? `${JSON.stringify(origin)} must be the exact origin of the page`
      : undefined);
  if (problem) {
    throw new InputError(problem, {
      code: ERROR_CODES.validation,
      details: [{ field: 'origin', message: problem }],
    });
  }
}

/**
 * Popup sign-ins per person and page origin and window: a page asks once, then renews with its
 * refresh token, so this is far above honest use; without it a member could fill the audit.
 */
export const EMBED_SESSION_TOKEN_RATE_LIMIT = { windowMs: 10 * MINUTE_MS, max: 20 } as const;

const countSessionTokens = rateLimitCounter({
  ...EMBED_SESSION_TOKEN_RATE_LIMIT,
  name: 'embed-session-tokens:person-origin',
  message: (seconds) =>
    `Too many sign-ins to embedded widgets for this page. Please try again in ${formatWait(seconds)}.`,
});

export const issueEmbedSessionTokenRoute = contractRoute('issueEmbedSessionToken', {
  async handle({ body, userId, ctx, deps }) {
    // A token must not mint longer-lived credentials: only the signed-in popup may.
    if (ctx.state.bearer) {
      throw new ForbiddenError('Sign in to PortfolioAI in the sign-in window to get a token');
    }
    checkPageOrigin(body.origin);
    const origin = body.origin.toLowerCase();
    await countSessionTokens(ctx, `${userId} ${origin}`);
    const result = await embed.issueSessionToken(deps.db, deps.config, {
      userId,
      companyId: body.companyId,
      origin,
      ownOrigin: new URL(deps.config.publicUrl).origin,
    });
    if ('originNotAllowed' in result) throw originRefused(ctx, result.originNotAllowed);
    return result;
  },
});

/**
 * Refreshes per client address and window: a widget renews once per embed-token lifetime, so
 * even a company's whole intranet behind one address stays far below this; a guessing or
 * looping client does not reach the token table unchecked.
 */
export const EMBED_REFRESH_RATE_LIMIT = { windowMs: MINUTE_MS, max: 600 } as const;

export const refreshEmbedTokenRoute = contractRoute('refreshEmbedToken', {
  before: () => [
    rateLimit({
      ...EMBED_REFRESH_RATE_LIMIT,
      name: 'embed-refresh:ip',
      key: byClientIp,
      message: (seconds) =>
        `Too many embedded-widget sign-in renewals from this address. Please try again in ${formatWait(seconds)}.`,
    }),
  ],
  async handle({ body, ctx, deps }) {
    const result = await embed.rotateRefreshToken(deps.db, deps.config, {
      refreshToken: body.refreshToken,
      origin: ctx.get('Origin') || undefined,
      ownOrigin: new URL(deps.config.publicUrl).origin,
      log: ctx.state.log,
    });
    if ('originNotAllowed' in result) throw originRefused(ctx, result.originNotAllowed);
    return result;
  },
});
