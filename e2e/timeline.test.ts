import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { createProjectThroughApi, newAccount, sameOrigin, visible } from './support/browser.ts';
import { signUpWithFinanceCompany } from './support/companies.ts';
import { openJourney } from './support/journey.ts';
import { sidewaysOverflow } from './support/pages.ts';
import { sidebarLink } from './support/sidebar.ts';

// The portfolio timeline as a portfolio manager plans with it, in Chromium against the real
// stack, in a time zone behind UTC (where a UTC midnight is still the previous day): set the
// dates of a project listed apart, drag a bar and undo it, move one with the keyboard, chain
// two projects and see the arrow, see a colleague's change arrive; axe-clean, and the page
// never scrolls sideways (the chart scrolls inside its own frame).
process.env.TZ = 'America/Los_Angeles';

const { stack, browser } = openJourney(['browser']);
let page: Page;
const owner = newAccount('Katherine', 'Johnson');
let companyId = '';
const ids: Record<string, string> = {};
const PLATFORM = 'Claims Data Platform';
const COPILOT = 'Claims Triage Copilot';
const FRAUD = 'Fraud Signals Model';

beforeAll(() => {
  page = browser.page;
});

const main = () => page.locator('main');
const bar = (name: string) => main().locator(`[data-project-bar="${ids[name]}"]`);
const toasts = () => page.getByRole('region', { name: 'Notifications' });

/** A project's dates as stored, as written in the database. */
async function storedDates(name: string) {
  return stack.db
    .knex('projects')
    .where({ name })
    .first(
      stack.db.knex.raw(
        `to_char(start_date, 'YYYY-MM-DD') as start, to_char(target_date, 'YYYY-MM-DD') as target`,
      ),
    );
}

async function createProject(name: string, dates: { startDate?: string; targetDate?: string }) {
  const created = await createProjectThroughApi(page, stack.baseUrl, companyId, {
    name,
    problemStatement: `${name}: a problem worth solving`,
    department: name === FRAUD ? 'Finance' : 'IT',
    businessOwner: 'Dorothy Vaughan',
    status: name === FRAUD ? 'planning' : 'in_progress',
    ...dates,
  });
  ids[name] = created.id;
}

/** The chart scrolled to its first day (it opens on today, which is after these projects). */
const scrollChartToStart = () =>
  main()
    .locator('[data-timeline-frame]')
    .evaluate((frame) => {
      frame.scrollLeft = 0;
    });

describe('the portfolio timeline', () => {
  it('opens from the sidebar and lists a project without dates apart; its dates are set there', async () => {
    companyId = await signUpWithFinanceCompany(page, stack.baseUrl, owner, 'Orbital Insurance');
    await createProject(PLATFORM, { startDate: '2026-01-05', targetDate: '2026-03-13' });
    await createProject(FRAUD, { startDate: '2026-02-02', targetDate: '2026-05-29' });
    await createProject(COPILOT, {});

    await page.goto(`${stack.baseUrl}/`);
    await sidebarLink(page, 'Timeline').click();
    await page.waitForURL(`${stack.baseUrl}/timeline`);
    await visible(main().getByRole('heading', { level: 1, name: 'Timeline' }));
    expect(await page.title()).toBe('Timeline · PortfolioAI');
    // The browser reads its clock in that zone: UTC-8 in winter.
    expect(await page.evaluate(() => new Date(2026, 0, 1).getTimezoneOffset())).toBe(480);

    await visible(bar(PLATFORM));
    expect(await bar(PLATFORM).getAttribute('aria-label')).toContain('Jan 5, 2026 to Mar 13, 2026');
    await main()
      .getByRole('button', { name: `Set dates of ${COPILOT}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Set dates of ${COPILOT}` });
    await dialog.getByLabel(/^Start Date/).fill('2026-03-16');
    await dialog.getByLabel(/^Target Date/).fill('2026-03-01');
    await dialog.getByRole('button', { name: 'Set Dates' }).click();
    await visible(dialog.getByText('Target date must be on or after the start date'));
    await dialog.getByLabel(/^Target Date/).fill('2026-09-30');
    await dialog.getByRole('button', { name: 'Set Dates' }).click();
    await visible(bar(COPILOT));
    await expect
      .poll(() => storedDates(COPILOT))
      .toEqual({ start: '2026-03-16', target: '2026-09-30' });
    expect(
      await main()
        .getByRole('button', { name: `Set dates of ${COPILOT}` })
        .count(),
    ).toBe(0);
    await browser.screenshot('timeline');
  });

  it('moves a dragged bar by whole days, and puts it back with Undo', async () => {
    await scrollChartToStart();
    const box = (await bar(FRAUD).boundingBox())!;
    // Month zoom: 4 px a day; 40 px is ten days.
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 20, box.y + box.height / 2, { steps: 4 });
    await page.mouse.move(box.x + box.width / 2 + 40, box.y + box.height / 2, { steps: 4 });
    await page.mouse.up();
    await visible(toasts().getByText(`${FRAUD} moved to Feb 12, 2026 – Jun 8, 2026`));
    await expect
      .poll(() => storedDates(FRAUD))
      .toEqual({ start: '2026-02-12', target: '2026-06-08' });
    // The change is in the project's history, as any edit.
    const history = await stack.db
      .knex('auditEvents')
      .where({ entityId: ids[FRAUD], action: 'updated' });
    expect(history.length).toBe(1);

    await toasts().getByRole('button', { name: 'Undo' }).click();
    await expect
      .poll(() => storedDates(FRAUD))
      .toEqual({ start: '2026-02-02', target: '2026-05-29' });
    await expect.poll(() => bar(FRAUD).getAttribute('data-start')).toBe('2026-02-02');
  });

  it("drags a bar's right end to change the target date only", async () => {
    const end = bar(PLATFORM).locator('[data-bar-end]');
    const box = (await end.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 28, box.y + box.height / 2, { steps: 4 });
    await page.mouse.up();
    await visible(toasts().getByText(`${PLATFORM} now ends Mar 20, 2026`));
    await expect
      .poll(() => storedDates(PLATFORM))
      .toEqual({ start: '2026-01-05', target: '2026-03-20' });
  });

  it('moves the selected bar a day with an arrow key, a week with Shift', async () => {
    await bar(COPILOT).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Shift+ArrowRight');
    await page.keyboard.press('ArrowLeft');
    await expect
      .poll(() => storedDates(COPILOT))
      .toEqual({ start: '2026-03-23', target: '2026-10-07' });
    expect(await bar(COPILOT).getAttribute('aria-label')).toContain('Mar 23, 2026 to Oct 7, 2026');
  });

  it('adds a dependency and draws its arrow', async () => {
    const arrow = main().locator(`path[data-from="${ids[PLATFORM]}"][data-to="${ids[COPILOT]}"]`);
    expect(await arrow.count()).toBe(0);
    await main().getByRole('button', { name: 'Add Dependency' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Dependency' });
    await dialog.getByLabel(/^Project/).selectOption({ label: COPILOT });
    await dialog.getByLabel(/^Depends On/).selectOption({ label: PLATFORM });
    await dialog.getByRole('button', { name: 'Add Dependency' }).click();
    await visible(toasts().getByText(`${COPILOT} now depends on ${PLATFORM}`));
    await arrow.waitFor({ state: 'attached', timeout: 15_000 });
    expect(await bar(COPILOT).getAttribute('aria-label')).toContain(`waits for ${PLATFORM}`);
    await browser.screenshot('timeline-dependency');
  });

  it("shows a colleague's change without a reload", async () => {
    const res = await page.request.put(`${stack.baseUrl}/api/projects/${ids[FRAUD]}`, {
      data: { startDate: '2026-04-06', targetDate: '2026-07-31' },
      ...sameOrigin(stack.baseUrl),
    });
    expect(res.status()).toBe(200);
    await expect
      .poll(() => bar(FRAUD).getAttribute('data-start'), { timeout: 10_000 })
      .toBe('2026-04-06');
  });

  it('zooms by week, quarter and year', async () => {
    for (const zoom of ['Week', 'Quarter', 'Year', 'Month']) {
      await main().getByRole('button', { name: zoom, exact: true }).click();
      expect(
        await main().getByRole('button', { name: zoom, exact: true }).getAttribute('aria-pressed'),
      ).toBe('true');
      await visible(bar(PLATFORM));
    }
  });

  it('labels the month at the left of the view, keeps Today off the labels, and cues a bar past the right edge', async () => {
    await page.setViewportSize({ width: 1024, height: 800 });
    const frame = main().locator('[data-timeline-frame]');
    await visible(bar(PLATFORM));
    // By week, bars of months run past the right edge of the view: each of their rows shows
    // the cue there, and no other row does.
    await main().getByRole('button', { name: 'Week', exact: true }).click();
    // The right edge of the view through the middle of a bar.
    await frame.evaluate((el, id) => {
      const box = el.querySelector(`[data-project-bar="${id}"]`)!.getBoundingClientRect();
      el.scrollLeft += box.left + box.width / 2 - el.getBoundingClientRect().right;
    }, ids[PLATFORM]);
    await visible(
      main().locator(`[data-project-row="${ids[PLATFORM]}"]`).locator('[data-runs-on]'),
    );
    const cues = await frame.evaluate((el) => {
      const right = el.getBoundingClientRect().right;
      return [...el.querySelectorAll('[data-project-row]')].map((row) => {
        const bar = row.querySelector('[data-project-bar]')?.getBoundingClientRect();
        return {
          past: Boolean(bar && bar.right > right + 1 && bar.left < right),
          cue: row.querySelector('[data-runs-on]') !== null,
        };
      });
    });
    expect(cues.some((c) => c.past)).toBe(true);
    expect(cues.filter((c) => c.past !== c.cue)).toEqual([]);
    await browser.screenshot('timeline-runs-on');
    await main().getByRole('button', { name: 'Month', exact: true }).click();
    const geometry = await frame.evaluate((el) => {
      const box = (node: Element) => node.getBoundingClientRect();
      const header = el.querySelector('[aria-hidden="true"]')!;
      const corner = box(header.firstElementChild!);
      const labels = [...header.querySelectorAll('div > span')]
        .filter((label) => label.textContent !== 'Today')
        .map(box)
        .filter((b) => b.width > 0 && b.right > corner.right && b.left < box(el).right);
      const today = [...header.children].find((c) => c.textContent === 'Today');
      return { corner: corner.right, labels, today: today ? box(today) : null };
    });
    // A label right at the names' edge: no unlabelled column before the first month in view.
    expect(Math.min(...geometry.labels.map((b) => b.left)) - geometry.corner).toBeLessThan(8);
    const overlaps = geometry.labels.filter(
      (b) =>
        geometry.today &&
        b.left < geometry.today.right &&
        geometry.today.left < b.right &&
        b.top < geometry.today.bottom &&
        geometry.today.top < b.bottom,
    );
    expect(overlaps).toEqual([]);
  });

  it('is axe-clean, and the page never scrolls sideways at 1024 and 768 px', async () => {
    expect(await seriousViolations(page)).toEqual([]);
    for (const width of [1024, 768]) {
      await page.setViewportSize({ width, height: 800 });
      await visible(bar(PLATFORM));
      expect({ width, overflow: await sidewaysOverflow(page) }).toEqual({ width, overflow: 0 });
      // The chart is wider than its frame, which scrolls on its own.
      const frame = await main()
        .locator('[data-timeline-frame]')
        .evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
      expect(frame.scroll).toBeGreaterThan(frame.client);
      await browser.screenshot(`timeline-${width}`);
    }
    await page.setViewportSize({ width: 1366, height: 900 });
    expect(browser.errors).toEqual([]);
  });
});
