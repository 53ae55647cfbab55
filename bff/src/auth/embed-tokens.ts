import { createHash, hkdfSync, randomBytes, randomUUID } from 'node:crypto';
import { EMBED_ERROR_CODES } from '@portfolio/contracts';
import { errors, jwtVerify, SignJWT } from 'jose';
import { UnauthenticatedError } from '../errors.ts';

/**
 * Embed tokens: short-lived JWTs (HS256, signed with `jose`, the maintained JOSE library that
 * openid-client builds on) that carry a person, a company and where the token came from. They
 * hold no role: the membership is read on every request, so a person who left is refused at
 * once. App secrets and refresh tokens are opaque random strings stored only as SHA-256
 * hashes: they carry 256 bits of randomness, so a fast hash is enough (unlike passwords).
 */

/** App secrets are recognisable, so a bearer that is a secret is never taken for a token. */
export const EMBED_APP_SECRET_PREFIX = 'pai_app_';
const REFRESH_TOKEN_PREFIX = 'pai_rt_';
/** The `aud` of every embed token; also tells them apart from the identity provider's tokens. */
export const EMBED_TOKEN_AUDIENCE = 'portfolio-embed';

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export const newAppSecret = () =>
  `${EMBED_APP_SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;
export const newRefreshToken = () =>
  `${REFRESH_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;

/** Where a token came from: an embed app (its id), or the popup sign-in. */
export type EmbedTokenSource = string | 'popup';

export interface EmbedTokenClaims {
  /** The member's user id; absent for a read-only guest. */
  userId: string | undefined;
  email: string;
  companyId: string;
  source: EmbedTokenSource;
  guest: boolean;
}

const keys = new Map<string, Uint8Array>();
/**
 * A signing key of its own for one kind of token (`label`), derived from SESSION_SECRET (shared
 * by every process): a token of one kind never passes for another.
 */
export function derivedKey(sessionSecret: string, label: string): Uint8Array {
  const id = `${label}:${sessionSecret}`;
  let key = keys.get(id);
  if (!key) {
    key = new Uint8Array(hkdfSync('sha256', sessionSecret, 'portfolio', label, 32));
    keys.set(id, key);
  }
  return key;
}

const signingKey = (sessionSecret: string) => derivedKey(sessionSecret, 'embed-token-hs256');

export interface EmbedTokenSettings {
  publicUrl: string;
  sessionSecret: string;
  embedTokenTtlSeconds: number;
}

export async function signEmbedToken(
  settings: EmbedTokenSettings,
  claims: EmbedTokenClaims,
): Promise<{ token: string; expiresAt: string }> {
  const issuedAt = Math.floor(Date.now() / 1000);
  const expires = issuedAt + settings.embedTokenTtlSeconds;
  const jwt = new SignJWT({
    email: claims.email,
    company: claims.companyId,
    src: claims.source,
    ...(claims.guest ? { guest: true } : {}),
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(settings.publicUrl)
    .setAudience(EMBED_TOKEN_AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expires)
    .setJti(randomUUID());
  if (claims.userId) jwt.setSubject(claims.userId);
  const token = await jwt.sign(signingKey(settings.sessionSecret));
  return { token, expiresAt: new Date(expires * 1000).toISOString() };
}

/** The claims of a valid embed token; 401 with a code when expired or not ours. */
export async function verifyEmbedToken(
  settings: Pick<EmbedTokenSettings, 'publicUrl' | 'sessionSecret'>,
  token: string,
): Promise<EmbedTokenClaims> {
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(token, signingKey(settings.sessionSecret), {
      algorithms: ['HS256'],
      issuer: settings.publicUrl,
      audience: EMBED_TOKEN_AUDIENCE,
      requiredClaims: ['exp', 'company', 'src', 'email'],
    }));
  } catch (error) {
    if (error instanceof errors.JWTExpired) {
      throw new UnauthenticatedError('Your embed token has expired; get a new one', {
        code: EMBED_ERROR_CODES.tokenExpired,
      });
    }
    throw invalidToken();
  }
  const { sub, email, company, src, guest } = payload;
  if (typeof email !== 'string' || typeof company !== 'string' || typeof src !== 'string') {
    throw invalidToken();
  }
  const isGuest = guest === true;
  if (!isGuest && typeof sub !== 'string') throw invalidToken();
  return {
    userId: isGuest ? undefined : (sub as string),
    email,
    companyId: company,
    source: src,
    guest: isGuest,
  };
}

export const invalidToken = () =>
  new UnauthenticatedError('This token is not valid', { code: EMBED_ERROR_CODES.tokenInvalid });
