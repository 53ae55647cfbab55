import type { ConsoleMessage } from 'playwright-core';
import { containerName } from '@portfolio/contracts';
import { describe, expect, it } from 'vitest';
import {
  animationsEnded,
  createCompanyThroughUi,
  gone,
  newAccount,
  sameOrigin,
  signInThroughUi,
  SCREENSHOT_DIR,
  signUpThroughUi,
  submitSignIn,
  visible,
} from './support/browser.ts';
import { openForTests } from '../bff/src/testing/open-for-tests.ts';
import { openJourney } from './support/journey.ts';
import { startForeignSite, type ForeignSite } from './support/stack.ts';

// The shell and its first widgets as a person uses them, in Chromium against the real stack.

const owner = newAccount('Grace', 'Hopper');

const feedbackContainer = containerName('feedback-form');

/** An intranet page that knows nothing of React: one raw federation container, one custom element. */
const intranetPage = () => `<!doctype html>
<html><head><title>Acme intranet</title><style>body{font-family:serif;background:#fffbe6;margin:24px}</style></head>
<body>
  <h1>Acme intranet</h1>
  <section><h2>Tell the portfolio team</h2><div id="feedback"></div></section>
  <section><h2>Our AI portfolio</h2>
    <portfolio-widget id="dashboard" name="portfolio-dashboard" module="./Dashboard"></portfolio-widget>
  </section>
  <script src="${stack.baseUrl}/embed.js"></script>
  <script src="${stack.baseUrl}/widgets/feedback-form/remoteEntry.js"></script>
  <script>
    (async () => {
      await ${feedbackContainer}.init({});
      const { mount } = (await ${feedbackContainer}.get('./mount'))();
      mount(document.getElementById('feedback'), { apiBaseUrl: '${stack.baseUrl}' });
      window.feedbackMounted = true;
    })().catch((error) => { window.feedbackError = String(error); });
  </script>
</body></html>`;

const foreign: ForeignSite = openForTests(() => startForeignSite(intranetPage));
const { stack, browser } = openJourney(['browser'], () => ({ allowedOrigins: [foreign.url] }));

/** A full-page screenshot at `width` pixels, the browser's own size restored after. */
async function screenshotAt(width: number, name: string) {
  const size = browser.page.viewportSize()!;
  await browser.page.setViewportSize({ width, height: 800 });
  // The sidebar animates to the width's layout; the picture is of where it ends.
  await animationsEnded(browser.page);
  await browser.screenshot(name);
  await browser.page.setViewportSize(size);
}

describe('the portfolio shell', () => {
  it('shows the landing page to a visitor, with no error in the console', async () => {
    const { page } = browser;
    // Asking who is signed in is expected to find nobody: it must not log a failed request.
    const consoleErrors: string[] = [];
    const onConsole = (message: ConsoleMessage) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    };
    page.on('console', onConsole);
    await page.goto(stack.baseUrl);
    await visible(page.getByRole('heading', { name: 'Manage Your AI Project Portfolio' }));
    await visible(page.getByText('Ready to Transform Your AI Project Tracking?'));
    await page.waitForLoadState('networkidle');
    page.off('console', onConsole);
    expect(consoleErrors).toEqual([]);
    await browser.screenshot('landing');
  });

  it('takes feedback from the landing page', async () => {
    const { page } = browser;
    const form = page
      .locator('form')
      .filter({ has: page.getByLabel(/feedback/i) })
      .first();
    await form.getByLabel(/name/i).first().fill('Visitor');
    await form.getByLabel(/email/i).fill('visitor@example.com');
    await form.getByLabel(/feedback/i).fill('The compliance overview is exactly what we needed.');
    await form.getByRole('button', { name: /submit/i }).click();
    await visible(page.getByText('Thank you for your feedback!'));
    const rows = await stack.db.knex('feedback').select('name', 'email');
    expect(rows).toEqual([{ name: 'Visitor', email: 'visitor@example.com' }]);
  });

  it('signs up, creates a company from the welcome card and shows its figures', async () => {
    const { page } = browser;
    await signUpThroughUi(page, stack.baseUrl, owner);
    await visible(page.getByRole('button', { name: /create company/i }).first());
    await browser.screenshot('welcome-card');
    const companyId = await createCompanyThroughUi(page, stack.baseUrl, {
      name: 'Analytical Engines Ltd',
      industry: 'Manufacturing',
      size: '51-200',
    });
    await visible(page.getByText('Analytical Engines Ltd').first());

    // Two projects through the API with the page's own session, then the dashboard's figures.
    const create = (data: object) =>
      page.request.post(`${stack.baseUrl}/api/companies/${companyId}/projects`, {
        data,
        ...sameOrigin(stack.baseUrl),
      });
    const base = {
      problemStatement: 'Too much manual work',
      department: 'Operations',
      businessOwner: 'Ada',
    };
    expect(
      (
        await create({
          ...base,
          name: 'Invoice triage',
          initialCosts: '100000',
          runningCosts: '1000',
          roi: '150',
          status: 'active',
          euAiActStatus: 'compliant',
        })
      ).status(),
    ).toBe(201);
    expect(
      (
        await create({
          ...base,
          name: 'Churn radar',
          initialCosts: '50000',
          roi: '50',
          status: 'planning',
        })
      ).status(),
    ).toBe(201);

    await page.reload();
    await visible(page.getByText('AI Project Portfolio').first());
    await visible(page.getByText('Invoice triage').first());
    const text = await page.locator('main').innerText();
    expect(text).toContain('$0.2M'); // 100,000 + 12 × 1,000 + 50,000, in $ millions
    expect(text).toContain('100%'); // mean of 150 and 50
    expect(text).toContain('50%'); // one of two EU AI Act compliant
    await browser.screenshot('dashboard');
  });

  it('signs out and back in', async () => {
    const { page } = browser;
    await page.goto(`${stack.baseUrl}/api/logout`);
    await visible(page.getByRole('heading', { name: 'Manage Your AI Project Portfolio' }));
    await signInThroughUi(page, stack.baseUrl, owner);
    await visible(page.getByText('Analytical Engines Ltd').first());
  });

  it('keeps the sidebar collapsed across a reload', async () => {
    const { page } = browser;
    const nav = page.getByRole('navigation').first();
    const width = async () => (await nav.boundingBox())!.width;
    const expanded = await width();
    await page.getByRole('button', { name: /collapse/i }).click();
    await expect.poll(width).toBeLessThan(expanded / 2);
    await page.reload();
    await visible(page.getByText('Invoice triage').first());
    expect(await width()).toBeLessThan(expanded / 2);
    await browser.screenshot('sidebar-collapsed');
    await page.getByRole('button', { name: /expand/i }).click();
    await expect.poll(width).toBe(expanded);
  });

  it('takes feedback from the shell, the toast clear of the page header', async () => {
    const { page } = browser;
    await page.goto(`${stack.baseUrl}/`);
    await page.getByRole('link', { name: 'Send Feedback' }).click();
    await page.waitForURL(`${stack.baseUrl}/feedback`);
    await visible(page.getByRole('heading', { level: 1, name: 'Share Your Feedback' }));

    const notifications = page.getByRole('region', { name: 'Notifications' });
    const send = async (email: string) => {
      const form = page.locator('form').filter({ has: page.getByLabel(/feedback/i) });
      await form.getByLabel(/name/i).first().fill('Grace Hopper');
      await form.getByLabel(/email/i).fill(email);
      await form.getByLabel(/feedback/i).fill('Settings in sections reads much better.');
      await form.getByRole('button', { name: /submit/i }).click();
      const toast = notifications.getByRole('status').filter({
        hasText: 'Thank you for your feedback!',
      });
      await visible(toast);
      return (await toast.boundingBox())!;
    };

    // Medium screens and up: the bottom right corner, at most 420 px wide.
    const size = page.viewportSize()!;
    await page.setViewportSize({ width: 1280, height: 800 });
    const wide = await send('grace@example.com');
    expect(wide.y + wide.height).toBeGreaterThan(800 - 40);
    expect(wide.x + wide.width).toBeGreaterThan(1280 - 40);
    expect(wide.width).toBeLessThanOrEqual(420);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/toast-1280.png` });
    await notifications.getByRole('button', { name: 'Close' }).click();
    await gone(page.getByText('Thank you for your feedback!'));

    // A small screen: across the top.
    await page.setViewportSize({ width: 375, height: 740 });
    const narrow = await send('grace.hopper@example.com');
    expect(narrow.y).toBeLessThan(40);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/toast-375.png` });
    await page.setViewportSize(size);

    const rows = await stack.db
      .knex('feedback')
      .whereIn('email', ['grace@example.com', 'grace.hopper@example.com'])
      .count('* as n');
    expect(rows).toEqual([{ n: 2 }]);
  });

  it("opens Settings' sections by their addresses", async () => {
    const { page } = browser;
    await page.goto(`${stack.baseUrl}/settings`);
    await visible(page.getByRole('heading', { name: 'Danger Zone' }));
    const sections = page.getByRole('navigation', { name: 'Settings sections' });
    expect(await sections.getByRole('link', { name: 'General' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(await page.getByRole('heading', { name: 'Allowed origins' }).count()).toBe(0);
    await screenshotAt(1280, 'settings-1280');
    await screenshotAt(375, 'settings-375');

    await sections.getByRole('link', { name: 'Embedding' }).click();
    await page.waitForURL(`${stack.baseUrl}/settings/embedding`);
    await visible(page.getByRole('heading', { name: 'Allowed origins' }));
    expect(
      await sections.getByRole('link', { name: 'Embedding' }).getAttribute('aria-current'),
    ).toBe('page');
    expect(await page.getByRole('heading', { name: 'Danger Zone' }).count()).toBe(0);

    await page.reload();
    await visible(page.getByRole('heading', { name: 'Allowed origins' }));
    expect(await page.title()).toBe('Embedding Settings · PortfolioAI');
    await screenshotAt(1280, 'settings-embedding-1280');
    await screenshotAt(375, 'settings-embedding-375');
  });

  it('brings a signed-out visitor of an app page back to it after signing in', async () => {
    const { page } = browser;
    await page.goto(`${stack.baseUrl}/api/logout`);
    await visible(page.getByRole('heading', { name: 'Manage Your AI Project Portfolio' }));

    await page.goto(`${stack.baseUrl}/settings/embedding`);
    await visible(page.getByRole('heading', { name: 'Sign in to continue' }));
    expect(await page.getByText('404 Page Not Found').count()).toBe(0);
    await screenshotAt(1280, 'sign-in-required-1280');
    await screenshotAt(375, 'sign-in-required-375');

    await page.getByRole('main').getByRole('link', { name: 'Sign In' }).click();
    await submitSignIn(page, owner);
    await page.waitForURL(`${stack.baseUrl}/settings/embedding`);
    await visible(page.getByRole('heading', { name: 'Allowed origins' }));
  });

  it('contains a widget that cannot be loaded and lets the user retry', async () => {
    const { page } = browser;
    await page.route('**/widgets/portfolio-dashboard/**', (route) => route.abort());
    await page.goto(`${stack.baseUrl}/`);
    await visible(page.getByRole('button', { name: /retry/i }));
    await visible(page.getByRole('link', { name: /all projects/i }));
    await browser.screenshot('widget-down');
    await page.unroute('**/widgets/portfolio-dashboard/**');
    await page.getByRole('button', { name: /retry/i }).click();
    await visible(page.getByText('Invoice triage').first());
  });

  it('mounts the feedback form and the dashboard on a page of another origin', async () => {
    const { page } = browser;
    await page.goto(foreign.url);
    await page.waitForFunction(
      () => (window as { feedbackMounted?: boolean }).feedbackMounted === true,
    );
    // The dashboard element runs with the visitor's session (same site, allowed origin).
    await visible(page.locator('#dashboard').getByText('Invoice triage').first());
    const feedback = page.locator('#feedback');
    await feedback.getByLabel(/name/i).first().fill('Intranet user');
    await feedback.getByLabel(/email/i).fill('intranet@example.com');
    await feedback
      .getByRole('textbox', { name: /feedback/i })
      .fill('Embedding this in our intranet works nicely.');
    await feedback.getByRole('button', { name: /submit/i }).click();
    await visible(page.getByText('Thank you for your feedback!'));
    expect(
      await stack.db.knex('feedback').where({ email: 'intranet@example.com' }).count('* as n'),
    ).toEqual([{ n: 1 }]);
    await browser.screenshot('intranet-page');
    expect(browser.errors).toEqual([]);
  });
});
