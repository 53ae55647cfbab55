import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openForTests } from '../bff/src/testing/open-for-tests.ts';
import { visible } from './support/browser.ts';
import { openJourney } from './support/journey.ts';
import { openPage, sidewaysOverflow, signInToDemo } from './support/pages.ts';
import { startForeignSite, type ForeignSite } from './support/stack.ts';

// The project page as its own widget, with sections that have their own addresses: in the shell
// (`/projects/{id}/{section}`) and embedded on another site, by address and by keyboard.

/** Each section, the last segment of its address, and a card only it shows. */
const SECTIONS = [
  { tab: 'Overview', path: '', card: 'Next milestone' },
  { tab: 'Plan', path: '/plan', card: 'Milestones' },
  { tab: 'Compliance', path: '/compliance', card: 'Compliance & Governance Status' },
  { tab: 'Value', path: '/value', card: 'Financial Analysis' },
  { tab: 'Activity', path: '/activity', card: 'History' },
] as const;

const embedded = { projectId: '', section: 'overview' };

/** A page of another origin that shows one project with the element (the session's cookie). */
const intranetPage = () => `<!doctype html>
<html><head><title>Acme intranet</title></head>
<body style="margin:24px;font-family:serif">
  <h1>Acme intranet: our project</h1>
  <portfolio-widget name="project-workspace" project-id="${embedded.projectId}"
    props='${JSON.stringify({ section: embedded.section })}'></portfolio-widget>
  <script src="${stack.baseUrl}/embed.js"></script>
</body></html>`;

const foreign: ForeignSite = openForTests(() => startForeignSite(intranetPage));
const { stack, browser } = openJourney(['browser'], () => ({ allowedOrigins: [foreign.url] }));
let projectId = '';

beforeAll(async () => {
  ({ projectId } = await signInToDemo(browser.page, stack));
  embedded.projectId = projectId;
});

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const panel = (page: Page) => page.getByRole('tabpanel');

async function expectSection(page: Page, section: (typeof SECTIONS)[number]) {
  await expect.poll(() => tab(page, section.tab).getAttribute('aria-selected')).toBe('true');
  await visible(panel(page).getByText(section.card, { exact: true }).first());
}

describe('the project workspace in the shell', () => {
  it('opens each section by its address', async () => {
    const { page } = browser;
    for (const section of SECTIONS) {
      await openPage(page, `${stack.baseUrl}/projects/${projectId}${section.path}`);
      await expectSection(page, section);
      expect(await page.title()).toBe('Project · PortfolioAI');
    }
  });

  it('moves between sections with the arrow keys, Home and End, each its own address', async () => {
    const { page } = browser;
    await openPage(page, `${stack.baseUrl}/projects/${projectId}`);
    await tab(page, 'Overview').focus();
    const steps = [
      ['ArrowRight', 1],
      ['ArrowRight', 2],
      ['End', 4],
      ['ArrowRight', 0],
      ['ArrowLeft', 4],
      ['Home', 0],
    ] as const;
    for (const [key, index] of steps) {
      await page.keyboard.press(key);
      const section = SECTIONS[index];
      await expectSection(page, section);
      expect(new URL(page.url()).pathname).toBe(`/projects/${projectId}${section.path}`);
      // The tab that shows is the one with the focus, and the only one in the Tab order.
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(section.tab);
      expect(await page.locator('[role=tab][tabindex="0"]').count()).toBe(1);
    }
    // The browser's Back returns to the section before.
    await tab(page, 'Value').click();
    await expectSection(page, SECTIONS[3]);
    await page.goBack();
    await expectSection(page, SECTIONS[0]);
  });

  it('shows an Overview under 2,500 px tall at 1366 px, with links into the sections', async () => {
    const { page } = browser;
    await page.setViewportSize({ width: 1366, height: 900 });
    await openPage(page, `${stack.baseUrl}/projects/${projectId}`);
    await visible(panel(page).getByText('Next milestone', { exact: true }));
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height).toBeLessThan(2500);
    await browser.screenshot('project-workspace-overview-1366');
    await panel(page).getByRole('button', { name: 'Open Compliance' }).click();
    await expectSection(page, SECTIONS[2]);
    expect(new URL(page.url()).pathname).toBe(`/projects/${projectId}/compliance`);
    await browser.screenshot('project-workspace-compliance-1366');
  });

  it('fits a phone: no sideways scroll in any section, the tab bar scrolls in its own box', async () => {
    const { page } = browser;
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      for (const section of SECTIONS) {
        await openPage(page, `${stack.baseUrl}/projects/${projectId}${section.path}`);
        await expectSection(page, section);
        expect(await sidewaysOverflow(page), section.tab).toBeLessThanOrEqual(0);
        const name = section.path.slice(1) || 'overview';
        await browser.screenshot(`project-workspace-${name}-390`);
      }
      // The selected tab is scrolled into the bar's view.
      const box = await tab(page, 'Activity').boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    } finally {
      await page.setViewportSize({ width: 1366, height: 900 });
    }
  });
});

describe('the project workspace embedded on another site', () => {
  it('opens the section the page names, and keeps sections out of the page’s address', async () => {
    const { page } = browser;
    embedded.section = 'plan';
    await page.goto(`${foreign.url}/`);
    await expectSection(page, SECTIONS[1]);
    const address = page.url();

    await tab(page, 'Plan').focus();
    await page.keyboard.press('ArrowRight');
    await expectSection(page, SECTIONS[2]);
    await page.keyboard.press('End');
    await expectSection(page, SECTIONS[4]);
    await tab(page, 'Value').click();
    await expectSection(page, SECTIONS[3]);
    expect(page.url()).toBe(address);
    await browser.screenshot('project-workspace-embedded');
  });
});
