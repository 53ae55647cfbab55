import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  SIGNED_IN_PAGES,
  SIGNED_OUT_PAGES,
  WIDTHS,
  clippedText,
  openPage,
  sidewaysOverflow,
  openDemoTour,
} from './support/pages.ts';
import { firstCompanyId, sameOrigin } from './support/browser.ts';
import { seriousViolations } from './support/axe.ts';

// Every page fits its window at laptop, tablet and phone widths: nothing scrolls sideways and no
// text is cut off without an ellipsis. On a phone the sidebar is a drawer behind a menu button.
// Screenshots of each page at each width land in e2e/screenshots/ for review.

const tour = openDemoTour();
const { stack, visitor, member } = tour;

async function expectFits(page: Page, path: string, shot: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await openPage(page, `${stack.baseUrl}${path}`);
    await page.screenshot({ path: `e2e/screenshots/layout-${shot}-${width}.png`, fullPage: true });
    expect({
      path,
      width,
      overflow: await sidewaysOverflow(page),
      clipped: await clippedText(page),
    }).toEqual({ path, width, overflow: 0, clipped: [] });
  }
}

/** Every button of a card can be clicked where it is (nothing covers it, it is in view). */
async function expectClickable(page: Page, card: string, names: string[]) {
  const region = page.getByRole('article', { name: card });
  for (const name of names) {
    await region.getByRole('button', { name }).click({ trial: true, timeout: 5_000 });
  }
}

describe('no page scrolls sideways', () => {
  for (const { name, path } of SIGNED_OUT_PAGES) {
    it(`signed out: ${name}`, async () => {
      await expectFits(visitor.page, path, name);
    });
  }
  for (const { name, path } of SIGNED_IN_PAGES) {
    it(`signed in: ${name}`, async () => {
      await expectFits(member.page, path.replace(':project', tour.projectId), name);
    });
  }
});

describe('on a phone', () => {
  const PHONE = { width: 390, height: 844 };
  const menuButton = (page: Page) => page.getByRole('button', { name: 'Open menu' });
  const drawer = (page: Page) => page.getByRole('dialog', { name: 'Menu' });
  /** Whether the focus is inside the drawer. */
  const focusInDrawer = (page: Page) =>
    page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')));

  it('leaves the whole width to the page: no rail, a menu button at the top', async () => {
    const page = member.page;
    await page.setViewportSize(PHONE);
    await openPage(page, `${stack.baseUrl}/projects`);
    await menuButton(page).waitFor();
    expect(await page.getByRole('complementary', { name: 'Sidebar' }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    const main = (await page.locator('main').boundingBox())!;
    expect(main.x).toBe(0);
    expect(main.width).toBe(PHONE.width);
  });

  it('opens the sidebar in a drawer that keeps the focus, closes on Esc and gives the focus back', async () => {
    const page = member.page;
    await page.setViewportSize(PHONE);
    await openPage(page, `${stack.baseUrl}/projects`);
    await menuButton(page).click();
    await drawer(page).waitFor();
    // The page behind is hidden from assistive technology while the drawer is open.
    expect(await page.locator('button[aria-label="Open menu"]').getAttribute('aria-expanded')).toBe(
      'true',
    );
    // Every item of the sidebar is there and in view, Settings too.
    const settings = drawer(page).getByRole('link', { name: 'Settings' });
    expect(await settings.isVisible()).toBe(true);
    await settings.click({ trial: true });
    await page.screenshot({ path: 'e2e/screenshots/layout-drawer-390.png' });
    expect(await seriousViolations(page)).toEqual([]);
    expect(await focusInDrawer(page)).toBe(true);
    for (let i = 0; i < 25; i += 1) await page.keyboard.press('Tab');
    expect(await focusInDrawer(page)).toBe(true);
    await page.keyboard.press('Escape');
    await drawer(page).waitFor({ state: 'detached' });
    // The dialog gives the focus back once it has unmounted, a task after it leaves the page.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Open menu');
  });

  it('follows a link of the drawer and closes it', async () => {
    const page = member.page;
    await page.setViewportSize(PHONE);
    await openPage(page, `${stack.baseUrl}/projects`);
    await menuButton(page).click();
    await drawer(page).getByRole('link', { name: 'Capacity' }).click();
    await page.waitForURL(`${stack.baseUrl}/capacity`);
    await drawer(page).waitFor({ state: 'detached' });
    await page.getByRole('heading', { level: 1, name: 'Capacity' }).waitFor();
  });

  it('keeps the rail from a tablet up', async () => {
    const page = member.page;
    await page.setViewportSize({ width: 768, height: 900 });
    await openPage(page, `${stack.baseUrl}/projects`);
    await page.getByRole('complementary', { name: 'Sidebar' }).waitFor();
    expect(await menuButton(page).count()).toBe(0);
  });
});

describe('a revealed API key', () => {
  const NAME = 'Long Key Model';
  const KEY = `sk-proj-${'a1b2c3d4e5f6'.repeat(12)}`;

  beforeAll(async () => {
    const page = member.page;
    const companyId = await firstCompanyId(page, stack.baseUrl);
    const created = await page.request.post(
      `${stack.baseUrl}/api/companies/${companyId}/llm-models`,
      {
        data: { name: NAME, vendor: 'OpenAI', apiKey: KEY },
        ...sameOrigin(stack.baseUrl),
      },
    );
    expect(created.status()).toBe(201);
  });

  for (const width of [1366, ...WIDTHS]) {
    it(`stays inside its card with every button clickable at ${width} px`, async () => {
      const page = member.page;
      await page.setViewportSize({ width, height: 900 });
      await openPage(page, `${stack.baseUrl}/llm-models`);
      const card = page.getByRole('article', { name: NAME });
      await card.getByRole('button', { name: 'Show API key' }).click();
      const key = card.getByLabel(`API key of ${NAME}`, { exact: true });
      await key.waitFor();
      expect(await key.getAttribute('title')).toBe(KEY);

      const [cardBox, keyBox] = [await card.boundingBox(), await key.boundingBox()];
      expect(keyBox!.x).toBeGreaterThanOrEqual(cardBox!.x);
      expect(keyBox!.x + keyBox!.width).toBeLessThanOrEqual(cardBox!.x + cardBox!.width);
      await expectClickable(page, NAME, [
        `Edit ${NAME}`,
        `Delete ${NAME}`,
        'Copy API key',
        'Hide API key',
      ]);
      expect(await sidewaysOverflow(page)).toBe(0);
      await page.screenshot({ path: `e2e/screenshots/layout-revealed-key-${width}.png` });
      await card.getByRole('button', { name: 'Hide API key' }).click();
    });
  }
});

describe('a toast', () => {
  const overlaps = (
    a: { x: number; y: number; width: number; height: number },
    b: { x: number; y: number; width: number; height: number },
  ) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

  for (const width of [1366, ...WIDTHS]) {
    it(`covers neither the submit button nor the field it sends the user to at ${width} px`, async () => {
      const page = member.page;
      await page.setViewportSize({ width, height: 900 });
      await openPage(page, `${stack.baseUrl}/projects/new`);
      const submit = page.getByRole('button', { name: 'Create Project' });
      await submit.click();
      const toast = page.getByRole('alert').filter({ hasText: 'Validation Error' });
      await toast.waitFor();
      // Let the toast finish sliding in and the page finish scrolling to the field.
      await page.waitForTimeout(400);
      const toastBox = (await toast.boundingBox())!;
      const focused = (await page.evaluate(() => {
        const r = document.activeElement!.getBoundingClientRect();
        return {
          x: r.x,
          y: r.y,
          width: r.width,
          height: r.height,
          name: document.activeElement!.id,
        };
      }))!;
      expect(focused.name).toBe('new-project-name');
      expect(overlaps(toastBox, focused)).toBe(false);
      const submitBox = await submit.boundingBox();
      if (submitBox) expect(overlaps(toastBox, submitBox)).toBe(false);
      await page.screenshot({ path: `e2e/screenshots/layout-toast-${width}.png` });
    });

    it(`raised in a dialog covers none of its actions at ${width} px`, async () => {
      const page = member.page;
      await page.setViewportSize({ width, height: 844 });
      await openPage(page, `${stack.baseUrl}/team`);
      await page.getByRole('button', { name: 'Invite Member' }).click();
      const dialog = page.getByRole('dialog', { name: 'Invite Member' });
      // A colleague already in the company: the BFF refuses (409) and a toast says so.
      await dialog.getByLabel('Email', { exact: false }).fill('priya.raman@example.com');
      await dialog.getByRole('button', { name: 'Send Invitation' }).click();
      const toast = page
        .getByRole('region', { name: 'Notifications' })
        .getByRole('alert')
        .filter({ hasText: 'already a member' });
      await toast.waitFor();
      await page.waitForTimeout(400);
      const toastBox = (await toast.boundingBox())!;
      const actions = (await dialog.locator('[data-dialog-actions]').boundingBox())!;
      expect(overlaps(toastBox, actions)).toBe(false);
      await page.screenshot({ path: `e2e/screenshots/layout-toast-dialog-${width}.png` });
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });
    });
  }
});
