import type { BrowserContext, Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { originNotAllowedMessage } from '@portfolio/contracts';
import {
  ADMIN_PASSWORD,
  expectEveryProjectCounted,
  isDataCall,
  openCookielessBrowser,
  recordApiCalls,
  startEmbedWorld,
  totalProjects,
} from './support/embed.ts';
import { openForTests } from '../bff/src/testing/open-for-tests.ts';
import { submitSignIn } from './support/browser.ts';

// A company's intranet on another site than the product (127.0.0.1 against localhost), in a
// Chromium that blocks third-party cookies and holds no product cookie: the widgets sign in
// with bearer tokens, and the company's settings decide which pages may show them.

const TIMEOUT = 20_000;
const TOKEN_TTL_SECONDS = 8;

/** The `error` events of the page's widgets. */
const recordWidgetErrors = (page: Page) =>
  page.addInitScript(() => {
    const seen: unknown[] = [];
    (window as unknown as { widgetErrors: unknown[] }).widgetErrors = seen;
    document.addEventListener('error', (e) => {
      if (e instanceof CustomEvent) seen.push(e.detail);
    });
  });

/** Every API call carried a bearer token and no cookie, and the browser holds no product cookie. */
async function expectBearerOnly(calls: Request[], context: BrowserContext, productUrl: string) {
  expect(calls.length).toBeGreaterThan(0);
  for (const call of calls) {
    const headers = await call.allHeaders();
    expect(headers.authorization, call.url()).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);
    expect(headers.cookie, call.url()).toBeUndefined();
  }
  expect(await context.cookies(productUrl)).toEqual([]);
}

describe('widgets on an intranet of another site, with the token from its server', () => {
  const world = openForTests(() =>
    startEmbedWorld({ config: { embedTokenTtlSeconds: TOKEN_TTL_SECONDS } }),
  );
  const browser = openForTests(openCookielessBrowser);

  it("shows the company's figures, every API call carrying a bearer token and no cookie", async () => {
    const { page, context } = browser;
    const calls = recordApiCalls(page, world.stack.baseUrl);
    await page.goto(`${world.intranet.url}/server?widgets=portfolio-dashboard`);
    await expectEveryProjectCounted(page, world);

    await expectBearerOnly(calls, context, world.stack.baseUrl);
    await browser.screenshot('embed-token-url');
  });

  it('renews a short-lived token once for two widgets, keeping a typed filter and the widgets in place', async () => {
    const { page } = browser;
    const calls = recordApiCalls(page, world.stack.baseUrl);
    await page.goto(`${world.intranet.url}/server?widgets=portfolio-dashboard,project-table`);
    await expectEveryProjectCounted(page, world);
    const search = page
      .getByRole('searchbox', { name: 'Search projects' })
      .or(page.getByLabel('Search projects'));
    await search.first().fill('Churn');
    const table = page.locator('portfolio-widget[name="project-table"]');
    await expect
      .poll(() => table.getByText('Invoice Reader').count(), { timeout: TIMEOUT })
      .toBe(0);
    await table.getByText('Churn Forecast').first().waitFor({ timeout: TIMEOUT });
    // Mark the live nodes: a remounted widget would bring new ones.
    await search.first().evaluate((input) => ((input as unknown as { mark: boolean }).mark = true));
    const before = world.intranet.tokenRequests();
    const firstToken = (await calls.at(-1)!.allHeaders()).authorization;

    // Past two renewals (each a quarter of the lifetime before expiry).
    await page.waitForTimeout(TOKEN_TTL_SECONDS * 1000 * 1.6);
    const renewals = world.intranet.tokenRequests() - before;
    expect(renewals).toBeGreaterThanOrEqual(1);
    expect(renewals).toBeLessThanOrEqual(2);

    // Both widgets use the renewed token: a fresh call of each shows it.
    const callsBefore = calls.length;
    await search.first().fill('Churn F');
    await expect.poll(() => calls.length, { timeout: TIMEOUT }).toBeGreaterThan(callsBefore);
    const lastToken = (await calls.at(-1)!.allHeaders()).authorization;
    expect(lastToken).not.toBe(firstToken);
    expect(await search.first().inputValue()).toBe('Churn F');
    expect(
      await search.first().evaluate((input) => (input as unknown as { mark?: boolean }).mark),
    ).toBe(true);
    expect(await table.getByText('Invoice Reader').count()).toBe(0);
    expect(await totalProjects(page).textContent()).toBe(String(world.projectNames.length));
    expect(await page.getByRole('alert').count()).toBe(0);
    await browser.screenshot('embed-renewed');
  }, 60_000);

  it("shows a project's workspace and moves through its sections, every call with a bearer token", async () => {
    const { page, context } = browser;
    const project = await world.stack.db
      .knex('projects')
      .where({ companyId: world.companyId, name: 'Churn Forecast' })
      .first('id');
    const calls = recordApiCalls(page, world.stack.baseUrl);
    const address = `${world.intranet.url}/server?widgets=project-workspace&project=${project.id}`;
    await page.goto(address);
    const workspace = page.locator('portfolio-widget[name="project-workspace"]');
    await workspace
      .getByRole('heading', { level: 1, name: 'Churn Forecast' })
      .waitFor({ timeout: TIMEOUT });
    const tab = (name: string) => workspace.getByRole('tab', { name, exact: true });
    await expect.poll(() => tab('Overview').getAttribute('aria-selected')).toBe('true');

    await tab('Overview').focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => tab('Plan').getAttribute('aria-selected')).toBe('true');
    await workspace.getByRole('region', { name: /^Milestones/ }).waitFor({ timeout: TIMEOUT });
    await tab('Activity').click();
    await workspace.getByRole('region', { name: /^History/ }).waitFor({ timeout: TIMEOUT });
    // The sections live in the widget: the intranet page's address stays its own.
    expect(page.url()).toBe(address);

    await expectBearerOnly(calls, context, world.stack.baseUrl);
    expect(await page.getByRole('alert').count()).toBe(0);
    await browser.screenshot('embed-project-workspace');
  });

  it("refuses a member's token an admin's write, and accepts the admin's", async () => {
    const { page } = browser;
    await page.goto(`${world.intranet.url}/`);
    const write = (email: string) => {
      world.person.email = email;
      return page.evaluate(
        async ({ product, companyId }) => {
          const { token } = (await (await fetch('/portfolio-token')).json()) as { token: string };
          const res = await fetch(`${product}/api/companies/${companyId}`, {
            method: 'PUT',
            credentials: 'omit',
            headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
            body: JSON.stringify({ name: 'Acme Robotics', industry: 'Technology', size: '51-200' }),
          });
          return { status: res.status, body: (await res.json()) as { message?: string } };
        },
        { product: world.stack.baseUrl, companyId: world.companyId },
      );
    };
    const asMember = await write(world.member.email);
    expect(asMember.status).toBe(403);
    expect(asMember.body.message).toBeTruthy();
    const asAdmin = await write(world.admin.email);
    expect(asAdmin.status).toBe(200);
    world.person.email = world.admin.email;
  });

  it("ends access when the app is deleted: its tokens are refused and the page's server gets none", async () => {
    const { page } = browser;
    await recordWidgetErrors(page);
    await page.goto(`${world.intranet.url}/server?widgets=portfolio-dashboard`);
    await totalProjects(page).waitFor({ timeout: TIMEOUT });
    const token = await page.evaluate(
      async () => ((await (await fetch('/portfolio-token')).json()) as { token: string }).token,
    );

    const deleted = await fetch(
      `${world.stack.baseUrl}/api/companies/${world.companyId}/embed/apps/${world.app.appId}`,
      { method: 'DELETE', headers: { Cookie: world.admin.cookie } },
    );
    expect(deleted.status).toBe(204);

    const status = await page.evaluate(
      async ({ product, token }) =>
        (await fetch(`${product}/api/auth/user`, { headers: { Authorization: `Bearer ${token}` } }))
          .status,
      { product: world.stack.baseUrl, token },
    );
    expect(status).toBe(401);

    await page.reload();
    await page
      .getByText(/The token URL \/portfolio-token answered 401/)
      .waitFor({ timeout: TIMEOUT });
    expect(await page.getByText('Total Projects').count()).toBe(0);
    const errors = await page.evaluate(
      () => (window as unknown as { widgetErrors: { code?: string }[] }).widgetErrors,
    );
    expect(errors.map((e) => e.code)).toContain('token-url-failed');
    await browser.screenshot('embed-app-deleted');
  });
});

describe('a page whose origin the company does not allow', () => {
  const world = openForTests(() => startEmbedWorld({ allowIntranet: false }));
  const browser = openForTests(openCookielessBrowser);

  it('gets the message, an error event with the code, and no data', async () => {
    const { page } = browser;
    await recordWidgetErrors(page);
    const answers: number[] = [];
    page.on('response', (response) => {
      if (
        isDataCall(response.url(), world.stack.baseUrl) &&
        response.request().method() !== 'OPTIONS'
      ) {
        answers.push(response.status());
      }
    });
    await page.goto(`${world.intranet.url}/server?widgets=portfolio-dashboard`);
    const message = originNotAllowedMessage(world.intranet.url);
    await page.getByText(message, { exact: true }).waitFor({ timeout: TIMEOUT });
    const errors = await page.evaluate(
      () =>
        (window as unknown as { widgetErrors: { code?: string; message: string }[] }).widgetErrors,
    );
    expect(errors).toContainEqual(expect.objectContaining({ code: 'origin-not-allowed', message }));
    expect(answers.length).toBeGreaterThan(0);
    expect(answers.every((status) => status === 403)).toBe(true);
    expect(await page.getByText('Total Projects').count()).toBe(0);
    await browser.screenshot('embed-origin-not-allowed');
  });
});

describe('a page without a server: popup sign-in, and the iframe', () => {
  const world = openForTests(() => startEmbedWorld());
  const browser = openForTests(openCookielessBrowser);

  /**
   * Signs in through the product's own page in the popup `click` opens; a popup of a browser
   * already signed in to the product closes by itself.
   */
  async function signInInPopup(click: () => Promise<void>) {
    const [popup] = await Promise.all([browser.context.waitForEvent('page'), click()]);
    const closed = popup.waitForEvent('close', { timeout: TIMEOUT });
    const form = popup
      .locator('#signin-email')
      .waitFor({ timeout: TIMEOUT })
      .then(() => true)
      .catch(() => false);
    if (await Promise.race([closed.then(() => false), form])) {
      await submitSignIn(popup, { email: world.admin.email, password: ADMIN_PASSWORD });
    }
    await closed;
  }

  it("shows the company's figures after signing in in a popup, with bearer calls only", async () => {
    const { page } = browser;
    const calls = recordApiCalls(page, world.stack.baseUrl);
    await page.goto(`${world.intranet.url}/popup`);
    await page.getByText('Sign in to PortfolioAI').waitFor({ timeout: TIMEOUT });
    await browser.screenshot('embed-popup-sign-in');
    await signInInPopup(() => page.getByRole('button', { name: 'Sign in' }).click());
    await expectEveryProjectCounted(page, world);
    for (const call of calls) {
      const headers = await call.allHeaders();
      if (call.url().endsWith('/api/embed/refresh')) continue;
      expect(headers.authorization, call.url()).toMatch(/^Bearer /);
      expect(headers.cookie, call.url()).toBeUndefined();
    }
  });

  it('shows a widget in an iframe that signs in with the popup and follows its height both ways', async () => {
    const { page } = browser;
    await page.goto(`${world.intranet.url}/iframe?widgets=project-table`);
    const iframe = page.locator('iframe');
    const frame = page.frameLocator('iframe');
    await frame.getByText('Sign in to PortfolioAI').waitFor({ timeout: TIMEOUT });
    const height = () => iframe.evaluate((f) => f.getBoundingClientRect().height);
    const contentHeight = () =>
      frame
        .locator('portfolio-widget')
        .evaluate((el) => Math.ceil(el.getBoundingClientRect().bottom));
    await expect
      .poll(async () => Math.abs((await height()) - (await contentHeight())), { timeout: TIMEOUT })
      .toBeLessThanOrEqual(1);
    const signInHeight = await height();

    await signInInPopup(() => frame.getByRole('button', { name: 'Sign in' }).click());
    await frame.getByText('Invoice Reader').first().waitFor({ timeout: TIMEOUT });
    await expect.poll(height, { timeout: TIMEOUT }).toBeGreaterThan(signInHeight);
    await expect
      .poll(async () => Math.abs((await height()) - (await contentHeight())), { timeout: TIMEOUT })
      .toBeLessThanOrEqual(1);
    const tall = await height();
    await browser.screenshot('embed-iframe');

    await frame.getByLabel('Search projects').fill('no such project at all');
    await expect.poll(height, { timeout: TIMEOUT }).toBeLessThan(tall);
    await expect
      .poll(async () => Math.abs((await height()) - (await contentHeight())), { timeout: TIMEOUT })
      .toBeLessThanOrEqual(1);
  });
});
