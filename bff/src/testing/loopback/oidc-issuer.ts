import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import http from 'node:http';
import Provider from 'oidc-provider';
import { CookieJar } from '../auth.ts';
import { closeServer, listenOnLoopback } from './listen.ts';

/** Claims the test issuer releases for an account (its `sub` is the account id). */
export interface TestAccountClaims {
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  picture?: string;
}

export interface TestIssuer {
  /** e.g. `http://127.0.0.1:41234` */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Accounts by subject; change them between logins to see claims refreshed. */
  accounts: Map<string, TestAccountClaims>;
  /**
   * Signs the account in through the issuer's forms (authorization code + PKCE, as a web part
   * of an intranet would) and answers the JWT access token issued for `accessTokenAudience`.
   */
  accessToken(sub: string): Promise<string>;
  close(): Promise<void>;
}

/** The resource scope of the API whose access tokens the issuer issues. */
const API_SCOPE = 'portfolio';

/**
 * A real OpenID Connect issuer (oidc-provider) on an ephemeral loopback port, with one
 * confidential client whose redirect URI is given, and the development interactions (a login
 * form that accepts any password for a known account id, then a consent form).
 */
export async function startTestIssuer(options: {
  redirectUri: string;
  /**
   * Also issue JWT access tokens for this resource (RFC 8707 resource indicators), carrying
   * the account's `email` claim, as an identity provider does for a third-party API.
   */
  accessTokenAudience?: string;
}): Promise<TestIssuer> {
  const server = http.createServer();
  const issuer = await listenOnLoopback(server);
  const clientId = 'portfolio-test';
  const clientSecret = randomBytes(24).toString('hex');
  const accounts = new Map<string, TestAccountClaims>();
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    jwks: {
      keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'test', use: 'sig', alg: 'RS256' }],
    },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    claims: {
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'picture'],
    },
    async findAccount(_ctx: unknown, sub: string) {
      const claims = accounts.get(sub);
      if (!claims) return undefined;
      return { accountId: sub, claims: async () => ({ sub, ...claims }) };
    },
    features: {
      devInteractions: { enabled: true },
      ...(options.accessTokenAudience === undefined
        ? {}
        : {
            resourceIndicators: {
              enabled: true,
              useGrantedResource: async () => true,
              getResourceServerInfo: async () => ({
                scope: API_SCOPE,
                audience: options.accessTokenAudience,
                accessTokenFormat: 'jwt',
                jwt: { sign: { alg: 'RS256' } },
              }),
            },
          }),
    },
    async extraTokenClaims(_ctx: unknown, token: { accountId?: string }) {
      const email = token.accountId ? accounts.get(token.accountId)?.email : undefined;
      return email === undefined ? undefined : { email };
    },
  });
  server.on('request', provider.callback());

  async function accessToken(sub: string): Promise<string> {
    if (options.accessTokenAudience === undefined) {
      throw new Error('Start the test issuer with accessTokenAudience to get access tokens');
    }
    const jar = new CookieJar();
    const verifier = randomBytes(32).toString('base64url');
    const start = new URL(`${issuer}/auth`);
    start.search = new URLSearchParams({
      client_id: clientId,
      response_type: 'code',
      redirect_uri: options.redirectUri,
      scope: `openid email ${API_SCOPE}`,
      resource: options.accessTokenAudience,
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
      state: randomBytes(8).toString('hex'),
    }).toString();
    const location = await passIssuerForms(jar, start, sub, {
      done: (url) => url.href.startsWith(options.redirectUri),
    });
    const code = location.searchParams.get('code');
    if (!code) throw new Error(`No code in ${location.href}`);
    const response = await fetch(`${issuer}/token`, {
      method: 'POST',
      headers: {
        Authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: options.redirectUri,
        code_verifier: verifier,
        resource: options.accessTokenAudience,
      }),
    });
    const body = (await response.json()) as { access_token?: string; error_description?: string };
    if (!body.access_token) throw new Error(`No access token: ${JSON.stringify(body)}`);
    return body.access_token;
  }

  return {
    issuer,
    clientId,
    clientSecret,
    accounts,
    accessToken,
    close: () => closeServer(server),
  };
}

/**
 * Walks a browser from `location` through the issuer's development interactions (a login form
 * taking `sub` with any password, then a consent form; `deny` cancels at consent) until
 * `done(url)`; answers that URL without fetching it.
 */
export async function passIssuerForms(
  jar: CookieJar,
  location: URL,
  sub: string,
  options: { done: (url: URL) => boolean; deny?: boolean },
): Promise<URL> {
  for (let step = 0; step < 20; step += 1) {
    if (options.done(location)) return location;
    let response = await jar.fetch(location);
    if (response.status === 200) {
      const html = await response.text();
      const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
      const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
      if (!prompt || !action) throw new Error(`Unexpected issuer page at ${location.href}`);
      if (prompt === 'consent' && options.deny) {
        response = await jar.fetch(new URL(`${location.pathname}/abort`, location));
      } else {
        const form: Record<string, string> =
          prompt === 'login' ? { prompt, login: sub, password: 'any password' } : { prompt };
        response = await jar.fetch(new URL(action, location), {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(form),
        });
      }
    }
    const next = response.headers.get('Location');
    if (response.status < 300 || response.status >= 400 || !next) {
      throw new Error(
        `Issuer answered ${response.status} at ${location.href}: ${await response.text()}`,
      );
    }
    location = new URL(next, location);
  }
  throw new Error('Too many redirects');
}
