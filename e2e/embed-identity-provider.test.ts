import { beforeAll, describe, expect, it } from 'vitest';
import { startTestIssuer, type TestIssuer } from '../bff/src/testing/loopback/oidc-issuer.ts';
import {
  expectEveryProjectCounted,
  openCookielessBrowser,
  recordApiCalls,
  startEmbedWorld,
  type EmbedWorld,
} from './support/embed.ts';
import { openForTests } from '../bff/src/testing/open-for-tests.ts';

// Way 4: an intranet page (like a SharePoint SPFx web part) hands the widget an access token of
// the company's own identity provider, a real oidc-provider issuing JWT access tokens for the
// product's audience; the product signs in through that issuer and maps the person by e-mail.

const AUDIENCE = 'api://portfolio-e2e';

const world: EmbedWorld = openForTests(() =>
  startEmbedWorld({
    // Asked when the page wants a token, by then the issuer below runs.
    intranet: { identityProviderToken: () => issuer.accessToken('admin') },
  }),
);
const issuer: TestIssuer = openForTests(() =>
  startTestIssuer({
    redirectUri: `${world.stack.baseUrl}/api/callback`,
    accessTokenAudience: AUDIENCE,
  }),
);
beforeAll(() => {
  issuer.accounts.set('admin', { email: world.admin.email, email_verified: true });
  // The product now signs in through this issuer, and so accepts its access tokens.
  world.stack.config.oidc = {
    issuerUrl: issuer.issuer,
    clientId: issuer.clientId,
    clientSecret: issuer.clientSecret,
    audience: AUDIENCE,
  };
});
const browser = openForTests(openCookielessBrowser);

describe("a token of the company's identity provider", () => {
  it("shows the company's figures with the page's getToken, bearer calls only", async () => {
    const { page, context } = browser;
    const calls = recordApiCalls(page, world.stack.baseUrl);
    await page.goto(`${world.intranet.url}/identity-provider?widgets=portfolio-dashboard`);
    await expectEveryProjectCounted(page, world);

    expect(calls.length).toBeGreaterThan(0);
    for (const call of calls) {
      const headers = await call.allHeaders();
      const token = headers.authorization?.replace(/^Bearer /, '') ?? '';
      const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
      expect(claims, call.url()).toMatchObject({ iss: issuer.issuer, aud: AUDIENCE });
      expect(headers.cookie, call.url()).toBeUndefined();
    }
    expect(await context.cookies(world.stack.baseUrl)).toEqual([]);
    await browser.screenshot('embed-identity-provider');
  });
});
