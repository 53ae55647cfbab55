import { describe, expect, it } from 'vitest';
import { openForTests } from '../bff/src/testing/open-for-tests.ts';
import path from 'node:path';
import { SCREENSHOT_DIR, gone, signInThroughUi, visible } from './support/browser.ts';
import { ADMIN_PASSWORD, openCookielessBrowser, startEmbedWorld } from './support/embed.ts';

// The front door of the portfolio: a member proposes an AI project from the intake form on the
// company's intranet (another site, a bearer token), an admin approves it in the product, and
// the proposal becomes a project the member's form then links to.

const TIMEOUT = 20_000;

describe('intake: from the form on an intranet page to an approved project', () => {
  const world = openForTests(startEmbedWorld);
  const browser = openForTests(openCookielessBrowser);

  it('a member proposes on the intranet, is offered the similar project, and an admin approves it into a project', async () => {
    const { page } = browser;
    world.person.email = world.member.email;
    await page.goto(`${world.intranet.url}/server?widgets=intake-form`);
    const form = page.locator('portfolio-widget[name="intake-form"]');

    // A name like an existing project's: the project is offered as a duplicate while typing.
    const name = 'Invoice Reader for suppliers';
    await visible(form.getByLabel(/^Project Name/), TIMEOUT);
    await form.getByLabel(/^Project Name/).fill(name);
    await visible(form.getByRole('link', { name: 'Join this one instead: Invoice Reader' }));
    await form.getByLabel(/^Problem Statement/).fill('Supplier invoices are keyed in by hand');
    await form.getByLabel(/^Department/).selectOption('Operations');
    await form.getByLabel(/^Business Owner/).fill('Dana Fox');
    // Each of the three screening groups answered "none": its button then reads otherwise.
    const noneApply = form.getByRole('button', { name: /^None of these apply/ });
    for (let group = 0; group < 3; group++) await noneApply.first().click();
    await visible(form.getByLabel('Risk tier preview').getByText('Minimal risk'));
    await browser.screenshot('intake-embedded-form');

    await form.getByRole('button', { name: /^Submit/ }).click();
    // Submitted after the similar items were seen: the form answers with the proposal's state.
    await visible(form.getByText('Proposal submitted:', { exact: false }), TIMEOUT);
    const mine = form.getByRole('list', { name: 'Your proposals' });
    await visible(mine.getByText(name));
    await visible(mine.getByText('Submitted', { exact: true }).first());

    // The admin, in the product: the queue, the proposal, Approve.
    const admin = await browser.context.newPage();
    await signInThroughUi(
      admin,
      world.stack.baseUrl,
      { email: world.admin.email, password: ADMIN_PASSWORD },
      '/proposals',
    );
    await admin.getByRole('link', { name }).first().click();
    await visible(admin.getByRole('heading', { name }), TIMEOUT);
    await admin.getByRole('button', { name: 'Approve' }).click();
    const dialog = admin.getByRole('dialog', { name: new RegExp(`^Approve ${name}`) });
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await gone(dialog);
    await visible(admin.getByText('it is a project now', { exact: false }), TIMEOUT);
    await admin.screenshot({
      path: path.join(SCREENSHOT_DIR, 'intake-approved.png'),
      fullPage: true,
    });

    // The project exists with the proposal's fields and a link back to it.
    await admin.getByRole('link', { name: /Open the project/ }).click();
    await visible(admin.getByRole('heading', { name }), TIMEOUT);
    await admin.waitForURL(/\/projects\/[0-9a-f-]+$/);
    await admin.close();

    // The member's form shows the decision with no reload: the live stream refreshed it.
    await page.bringToFront();
    await visible(mine.getByText('Approved', { exact: true }).first(), TIMEOUT);
    expect(await mine.getByRole('link', { name: /project/i }).count()).toBeGreaterThan(0);
  }, 120_000);
});
