import { generateKeyPairSync, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

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
  close(): Promise<void>;
}

/**
 * A real OpenID Connect issuer (oidc-provider) on an ephemeral loopback port, with one
 * confidential client whose redirect URI is given, and the development interactions (a login
 * form that accepts any password for a known account id, then a consent form).
 */
export async function startTestIssuer(options: { redirectUri: string }): Promise<TestIssuer> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
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
    features: { devInteractions: { enabled: true } },
  });
  server.on('request', provider.callback());

  return {
    issuer,
    clientId,
    clientSecret,
    accounts,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
