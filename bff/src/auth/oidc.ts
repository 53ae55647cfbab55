import type { Context } from 'koa';
import * as client from 'openid-client';
import type { OidcConfig } from '../config.ts';
import { IdentityError, type OidcIdentity } from '../services/access/users.ts';
import { MINUTE_MS } from '@portfolio/contracts';

/**
 * OpenID Connect sign-in: the authorization-code flow with PKCE, state and nonce, through
 * openid-client. What a login in progress needs (verifier, state, nonce, where to go next) is
 * kept in the session, keyed by state, so two tabs signing in at once do not clash.
 */

export const OIDC_SCOPE = 'openid email profile';
/** How long an unfinished login stays valid. */
const PENDING_LOGIN_TTL_MS = 10 * MINUTE_MS;
/** At most this many unfinished logins are kept per session. */
const MAX_PENDING_LOGINS = 5;
const SESSION_KEY = 'oidcLogins';

interface PendingLogin {
  codeVerifier: string;
  nonce: string;
  returnTo: string;
  startedAt: number;
}
type PendingLogins = Record<string, PendingLogin>;

/** The redirect_uri registered at the issuer: always derived from PUBLIC_URL. */
export const callbackUrl = (publicUrl: string) => `${publicUrl}/api/callback`;

// Discovery is done once per process and issuer; a failed one is forgotten so the next login retries.
const discoveries = new Map<string, Promise<client.Configuration>>();

export function oidcConfiguration(oidc: OidcConfig): Promise<client.Configuration> {
  const key = JSON.stringify([oidc.issuerUrl, oidc.clientId, oidc.clientSecret]);
  let configuration = discoveries.get(key);
  if (!configuration) {
    const issuer = new URL(oidc.issuerUrl);
    configuration = client.discovery(
      issuer,
      oidc.clientId,
      undefined,
      // client_secret_basic: the method OpenID Connect assumes for a client registered without one.
      client.ClientSecretBasic(oidc.clientSecret),
      {
        // Plain http is accepted only when the operator configured an http issuer (loopback tests).
        execute: issuer.protocol === 'http:' ? [client.allowInsecureRequests] : [],
        timeout: 10,
      },
    );
    discoveries.set(key, configuration);
    configuration.catch(() => discoveries.delete(key));
  }
  return configuration;
}

function pendingLogins(ctx: Context): PendingLogins {
  const stored = ctx.session?.[SESSION_KEY] as PendingLogins | undefined;
  const now = Date.now();
  const live: PendingLogins = {};
  for (const [state, login] of Object.entries(stored ?? {})) {
    if (now - login.startedAt < PENDING_LOGIN_TTL_MS) live[state] = login;
  }
  return live;
}

/** Records a new login in the session and answers the issuer's authorization URL. */
export async function beginOidcLogin(
  ctx: Context,
  oidc: OidcConfig,
  publicUrl: string,
  returnTo: string,
): Promise<URL> {
  const configuration = await oidcConfiguration(oidc);
  const codeVerifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();

  // An anonymous session made only to carry the login lives no longer than the login;
  // startSession gives the signed-in session its full lifetime.
  if (ctx.session!.isNew) ctx.session!.maxAge = PENDING_LOGIN_TTL_MS;
  const logins = Object.entries(pendingLogins(ctx))
    .sort(([, a], [, b]) => b.startedAt - a.startedAt)
    .slice(0, MAX_PENDING_LOGINS - 1);
  ctx.session![SESSION_KEY] = Object.fromEntries([
    ...logins,
    [state, { codeVerifier, nonce, returnTo, startedAt: Date.now() }],
  ]);

  return client.buildAuthorizationUrl(configuration, {
    redirect_uri: callbackUrl(publicUrl),
    scope: OIDC_SCOPE,
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
}

const text = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/**
 * Checks the issuer's answer on the callback (state, PKCE, nonce, ID token), exchanges the code
 * and reads the claims, from the ID token and the userinfo endpoint. The pending login is used
 * up whatever happens. Throws IdentityError for a stale or unknown login, and openid-client's
 * errors (e.g. AuthorizationResponseError for a denied consent) for the rest.
 */
export async function completeOidcLogin(
  ctx: Context,
  oidc: OidcConfig,
  publicUrl: string,
): Promise<{ identity: OidcIdentity; returnTo: string }> {
  const state = typeof ctx.query.state === 'string' ? ctx.query.state : '';
  const logins = pendingLogins(ctx);
  const pending = logins[state];
  delete logins[state];
  if (ctx.session) {
    if (Object.keys(logins).length > 0) ctx.session[SESSION_KEY] = logins;
    else delete ctx.session[SESSION_KEY];
  }
  if (!pending) {
    throw new IdentityError('This sign-in has expired or was already used. Please sign in again.');
  }

  const configuration = await oidcConfiguration(oidc);
  const redirectUri = callbackUrl(publicUrl);
  const currentUrl = new URL(ctx.querystring ? `${redirectUri}?${ctx.querystring}` : redirectUri);
  const tokens = await client.authorizationCodeGrant(configuration, currentUrl, {
    pkceCodeVerifier: pending.codeVerifier,
    expectedState: state,
    expectedNonce: pending.nonce,
    idTokenExpected: true,
  });
  const idClaims = tokens.claims();
  if (!idClaims) throw new IdentityError('The identity provider did not return an ID token.');

  // Many issuers put profile claims only in userinfo when the code flow is used.
  let claims: Record<string, unknown> = { ...idClaims };
  if (configuration.serverMetadata().userinfo_endpoint) {
    const userInfo = await client.fetchUserInfo(configuration, tokens.access_token, idClaims.sub);
    claims = { ...claims, ...userInfo };
  }

  return {
    identity: {
      sub: idClaims.sub,
      email: text(claims.email),
      emailVerified: typeof claims.email_verified === 'boolean' ? claims.email_verified : undefined,
      givenName: text(claims.given_name),
      familyName: text(claims.family_name),
      picture: text(claims.picture),
    },
    returnTo: pending.returnTo,
  };
}
