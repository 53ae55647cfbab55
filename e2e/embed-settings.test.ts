import { describe, expect, it } from 'vitest';
import { signInThroughUi } from './support/browser.ts';
import { ADMIN_PASSWORD, openCookielessBrowser, startEmbedWorld } from './support/embed.ts';
import { openForTests } from '../bff/src/testing/open-for-tests.ts';

// Settings → Embedding (/settings/embedding) as a company admin uses it; a member does not see it.

const TIMEOUT = 15_000;
const world = openForTests(() => startEmbedWorld());
const browser = openForTests(openCookielessBrowser);

describe('Settings → Embedding', () => {
  it('lets an admin allow origins, create an app whose secret shows once, and copy snippets', async () => {
    const { page } = browser;
    await signInThroughUi(
      page,
      world.stack.baseUrl,
      { email: world.admin.email, password: ADMIN_PASSWORD },
      '/settings/embedding',
    );
    const card = page.locator('section', {
      has: page.getByRole('heading', { name: 'Allowed origins' }),
    });
    await card.getByText(world.intranet.url).waitFor({ timeout: TIMEOUT });

    const origin = page.getByRole('textbox', { name: 'Origin' });
    await origin.fill('https://intranet.acme.com/home');
    await page.getByRole('button', { name: 'Add Origin' }).click();
    await page
      .getByText(
        '"https://intranet.acme.com/home" must be an origin only (scheme://host[:port]), without a path or a trailing slash',
      )
      .waitFor({ timeout: TIMEOUT });
    await origin.fill('https://*.acme.com');
    await page.getByRole('button', { name: 'Add Origin' }).click();
    await card.getByText('https://*.acme.com').waitFor({ timeout: TIMEOUT });

    await page.getByRole('textbox', { name: 'App name' }).fill('Wiki');
    await page.getByRole('button', { name: 'Create App' }).click();
    const secret = page.getByRole('textbox', { name: 'App secret' });
    await secret.waitFor({ timeout: TIMEOUT });
    expect((await secret.inputValue()).length).toBeGreaterThan(20);
    const apps = page.getByRole('table', { name: 'Embed apps' });
    await apps.getByRole('cell', { name: 'Wiki', exact: true }).waitFor({ timeout: TIMEOUT });

    const snippets = page.locator('pre');
    expect(await snippets.first().textContent()).toContain(`company-id="${world.companyId}"`);
    await page.getByRole('heading', { name: 'Audit' }).scrollIntoViewIfNeeded();
    await page
      .getByRole('table', { name: 'Embedding audit' })
      .getByText('App created')
      .first()
      .waitFor({ timeout: TIMEOUT });
    await browser.screenshot('embed-settings');

    // Shown once: after Done, and on the next visit, the secret is gone.
    await page.getByRole('button', { name: 'Done' }).click();
    expect(await secret.count()).toBe(0);

    await apps.getByRole('button', { name: 'Delete Wiki' }).click();
    const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect
      .poll(() => apps.getByRole('cell', { name: 'Wiki', exact: true }).count(), {
        timeout: TIMEOUT,
      })
      .toBe(0);
  });

  it('shows a member nothing of it', async () => {
    const member = await openCookielessBrowser();
    try {
      await signInThroughUi(
        member.page,
        world.stack.baseUrl,
        { email: world.member.email, password: ADMIN_PASSWORD },
        '/settings',
      );
      await member.page
        .getByRole('heading', { name: 'Company Information' })
        .waitFor({ timeout: TIMEOUT });
      await member.page
        .getByRole('heading', { name: 'Notification Preferences' })
        .waitFor({ timeout: TIMEOUT });
      expect(await member.page.getByText('Embedding').count()).toBe(0);
      expect(await member.page.getByText('Allowed origins').count()).toBe(0);

      // Its address, from an admin's link, says who manages it and shows nothing of it.
      await member.page.goto(`${world.stack.baseUrl}/settings/embedding`);
      await member.page
        .getByRole('heading', { name: 'Only company admins can manage embedding' })
        .waitFor({ timeout: TIMEOUT });
      expect(await member.page.getByText('Allowed origins').count()).toBe(0);
    } finally {
      await member.close();
    }
  });
});
