import { beforeAll, describe, expect, it } from 'vitest';
import { createCompanyThroughApi, newAccount, signUpThroughUi } from './support/browser.ts';
import { openJourney } from './support/journey.ts';

// The shell under its Content-Security-Policy: every page loads, its widgets included (Module
// Federation scripts, styled-components' injected styles), with no violation reported.

const { stack, browser } = openJourney(['browser']);
const violations: string[] = [];

beforeAll(async () => {
  // The company's event stream stays open, so a page that shows it is never idle on the
  // network; these checks are about loading, so it is answered empty (the widgets stop reading it).
  await browser.page.route('**/api/companies/*/events', (route) => route.fulfill({ status: 204 }));
  browser.page.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|Refused to/i.test(text)) violations.push(text);
  });
});

describe('the shell with its Content-Security-Policy', () => {
  it('loads the landing page and the sign-in page without a violation', async () => {
    const response = await browser.page.goto(`${stack.baseUrl}/`);
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await browser.page.getByRole('heading', { level: 1 }).first().waitFor();
    await signUpThroughUi(browser.page, stack.baseUrl, newAccount('Csp', 'Check'));
    expect(violations).toEqual([]);
    // A company of their own, so every page shows its widgets with data.
    await createCompanyThroughApi(browser.page, stack.baseUrl, {
      name: 'Policy Works',
      industry: 'Technology',
      size: '1-50',
    });
  });

  it.each([
    '/',
    '/projects',
    '/projects/new',
    '/by-department',
    '/by-status',
    '/team',
    '/llm-models',
    '/settings',
  ])('loads %s and its widgets without a violation', async (path) => {
    await browser.page.goto(`${stack.baseUrl}${path}`);
    await browser.page.waitForLoadState('networkidle');
    await browser.page.getByRole('heading').first().waitFor();
    expect(violations).toEqual([]);
    expect(browser.errors).toEqual([]);
    if (path === '/projects') await browser.screenshot('csp-projects');
  });
});
