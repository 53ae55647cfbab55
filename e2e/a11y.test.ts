import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import {
  SIGNED_IN_PAGES,
  SIGNED_OUT_PAGES,
  openPage,
  openDemoTour,
  type AppPage,
} from './support/pages.ts';
import { sidebarLink } from './support/sidebar.ts';

// Every page, signed out and signed in, checked by axe-core in Chromium: no serious or critical
// violation, its own title, a skip link first, and heading levels without gaps.

const tour = openDemoTour();
const { stack, visitor, member } = tour;

/** The levels of the page's visible headings, in document order. */
const headingLevels = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6')]
      .filter((h) => h.offsetParent !== null && !h.closest('[aria-hidden="true"]'))
      .map((h) => Number(h.tagName.slice(1))),
  );

async function expectAccessible(page: Page, appPage: AppPage) {
  await openPage(page, `${stack.baseUrl}${appPage.path.replace(':project', tour.projectId)}`);
  expect(await seriousViolations(page)).toEqual([]);
  expect(await page.title()).toBe(appPage.title);

  const levels = await headingLevels(page);
  expect(levels.filter((level) => level === 1)).toHaveLength(1);
  expect(levels[0]).toBe(1);
  const gaps = levels.filter((level, i) => i > 0 && level > levels[i - 1]! + 1);
  expect({ levels, gaps }).toEqual({ levels, gaps: [] });

  // The first Tab stop leads past the navigation to the main content.
  await page.keyboard.press('Tab');
  const skip = await page.evaluate(() => ({
    text: document.activeElement?.textContent,
    target: document.querySelector((document.activeElement as HTMLAnchorElement).hash)?.tagName,
  }));
  expect(skip).toEqual({ text: 'Skip to main content', target: 'MAIN' });
}

describe('accessibility of every page', () => {
  for (const appPage of SIGNED_OUT_PAGES) {
    it(`signed out: ${appPage.name}`, async () => {
      await expectAccessible(visitor.page, appPage);
    });
  }
  for (const appPage of SIGNED_IN_PAGES) {
    it(`signed in: ${appPage.name}`, async () => {
      await expectAccessible(member.page, appPage);
    });
  }

  it("moves focus to the new page's heading after a navigation", async () => {
    const page = member.page;
    await openPage(page, `${stack.baseUrl}/`);
    await sidebarLink(page, 'Team Members').click();
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Team Members');
  });
});
