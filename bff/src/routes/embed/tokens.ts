import { EMBED_ERROR_CODES, originProblem } from '@portfolio/contracts';
import { bearerToken, originRefused } from '../../auth/bearer.ts';
import { EMBED_APP_SECRET_PREFIX } from '../../auth/embed-tokens.ts';
import { ForbiddenError, InputError, UnauthenticatedError } from '../../errors.ts';
import { formatWait, rateLimit } from '../../middleware/rate-limit.ts';
import * as embed from '../../services/embed.ts';
import { contractRoute } from '../contract.ts';

/**
 * Tokens minted per app and window (per BFF process, see rate-limit.ts): a portal asks once per
 * visitor and lifetime, so this is far above honest use and well below a flood.
 */
export const EMBED_TOKEN_RATE_LIMIT = { windowMs: 60 * 1000, max: 120 } as const;

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
      code: 'validation_failed',
      details: [{ field: 'origin', message: problem }],
    });
  }
}

export const issueEmbedSessionTokenRoute = contractRoute('issueEmbedSessionToken', {
  async handle({ body, userId, ctx, deps }) {
    // A token must not mint longer-lived credentials: only the signed-in popup may.
    if (ctx.state.bearer) {
      throw new ForbiddenError('Sign in to PortfolioAI in the sign-in window to get a token');
    }
    checkPageOrigin(body.origin);
    const result = await embed.issueSessionToken(deps.db, deps.config, {
      userId,
      companyId: body.companyId,
      origin: body.origin.toLowerCase(),
      ownOrigin: new URL(deps.config.publicUrl).origin,
    });
    if ('originNotAllowed' in result) throw originRefused(ctx, result.originNotAllowed);
    return result;
  },
});

export const refreshEmbedTokenRoute = contractRoute('refreshEmbedToken', {
  async handle({ body, ctx, deps }) {
    const result = await embed.rotateRefreshToken(deps.db, deps.config, {
      refreshToken: body.refreshToken,
      origin: ctx.get('Origin') || undefined,
      ownOrigin: new URL(deps.config.publicUrl).origin,
    });
    if ('originNotAllowed' in result) throw originRefused(ctx, result.originNotAllowed);
    return result;
  },
});
