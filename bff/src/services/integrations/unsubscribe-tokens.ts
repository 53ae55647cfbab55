import { UNSUBSCRIBABLE, type Unsubscribable } from '@portfolio/contracts';
import { jwtVerify, SignJWT } from 'jose';
import { derivedKey } from '../../auth/embed-tokens.ts';

/**
 * The token of an e-mail's one-click unsubscribe link (RFC 8058): a JWT (HS256, signed with
 * `jose`, the JOSE library the embed tokens already use) naming the person (`sub`) and the
 * preference the e-mail was sent by (`pref`). Signed rather than stored: every e-mail carries
 * one, and nothing needs keeping to check it. Its key is derived from SESSION_SECRET with its own
 * label, so an unsubscribe token can never pass for an embed token nor the reverse, and every
 * BFF process checks it alike. It does not expire: a link in an old e-mail must keep working
 * (RFC 8058 asks that it does); all it can ever do is turn one preference off.
 */

const AUDIENCE = 'portfolio-unsubscribe';

const signingKey = (sessionSecret: string) => derivedKey(sessionSecret, 'unsubscribe-hs256');

export interface UnsubscribeClaims {
  userId: string;
  preference: Unsubscribable;
}

export function signUnsubscribeToken(sessionSecret: string, claims: UnsubscribeClaims) {
  return new SignJWT({ pref: claims.preference })
    .setProtectedHeader({ alg: 'HS256' })
    .setAudience(AUDIENCE)
    .setSubject(claims.userId)
    .setIssuedAt()
    .sign(signingKey(sessionSecret));
}

/** The person and preference a token names, or undefined when it is not one of ours. */
export async function verifyUnsubscribeToken(
  sessionSecret: string,
  token: string,
): Promise<UnsubscribeClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, signingKey(sessionSecret), {
      algorithms: ['HS256'],
      audience: AUDIENCE,
      requiredClaims: ['sub', 'pref'],
    });
    const preference = UNSUBSCRIBABLE.find((name) => name === payload.pref);
    if (!preference || typeof payload.sub !== 'string') return undefined;
    return { userId: payload.sub, preference };
  } catch {
    return undefined;
  }
}

/** The List-Unsubscribe address of an e-mail sent to `userId` because of `preference`. */
export async function unsubscribeUrl(
  config: { publicUrl: string; sessionSecret: string },
  claims: UnsubscribeClaims,
): Promise<string> {
  const token = await signUnsubscribeToken(config.sessionSecret, claims);
  return `${config.publicUrl}/api/unsubscribe?token=${encodeURIComponent(token)}`;
}

/** The headers of RFC 8058: mail clients show an Unsubscribe button that POSTs to the address. */
export const listUnsubscribeHeaders = (url: string) => ({
  'List-Unsubscribe': `<${url}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});
