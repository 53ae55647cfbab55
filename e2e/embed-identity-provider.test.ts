import type { Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestIssuer, type TestIssuer } from '../bff/src/testing/oidc-issuer.ts';
import type { Browser } from './support/browser.ts';
import { openCookielessBrowser, startEmbedWorld, type EmbedWorld } from './support/embed.ts';

// Way 4: an intranet page (like a SharePoint SPFx web part) hands the widget an access token of
// the company's own identity provider, a real oidc-provider issuing JWT access tokens for the
// product's audience; the product signs in through that issuer and maps the person by e-mail.

const AUDIENCE = 'api://portfolio-e2e';
const TIMEOUT = 20_000;

let world: EmbedWorld;
let issuer: TestIssuer;
let browser: Browser;

beforeAll(async () => {
  world = await startEmbedWorld({
    // Asked when the page wants a token, by then the issuer below runs.
    intranet: { identityProviderToken: () => issuer.accessToken('admin') },
  });
  issuer = await startTestIssuer({
    redirectUri: `${world.stack.baseUrl}/api/callback`,
    accessTokenAudience: AUDIENCE,
  });
  issuer.accounts.set('admin', { email: world.admin.email, email_verified: true });
  // The product now signs in through this issuer, and so accepts its access tokens.
  world.stack.config.oidc = {
    issuerUrl: issuer.issuer,
    clientId: issuer.clientId,
    clientSecret: issuer.clientSecret,
    audience: AUDIENCE,
  };
  browser = await openCookielessBrowser();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await issuer?.close();
  await world?.close();
});

describe("a token of the company's identity provider", () => {
  it("shows the company's figures with the page's getToken, bearer calls only", async () => {
    const { page, context } = browser;
    const calls: Request[] = [];
    page.on('request', (request) => {
      const url = request.url();
      if (url.startsWith(`${world.stack.baseUrl}/api/`) && !url.includes('/api/widgets')) {
        if (request.method() !== 'OPTIONS') calls.push(request);
      }
    });
    await page.goto(`${world.intranet.url}/identity-provider?widgets=portfolio-dashboard`);
    const total = page.getByText('Total Projects').locator('xpath=../..').getByText(/^\d+$/);
    await expect
      .poll(() => total.textContent(), { timeout: TIMEOUT })
      .toBe(String(world.projectNames.length));

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
