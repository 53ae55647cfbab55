import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { REPO_ROOT } from '../../bff/src/config.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const SCREENSHOT_DIR = path.join(REPO_ROOT, 'e2e', 'screenshots');

export interface Browser {
  context: BrowserContext;
  page: Page;
  /** Errors the page threw or logged, for asserting a clean run. */
  errors: string[];
  screenshot(name: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * Debian's headless Chromium with a fresh profile (a leftover service worker would leak state);
 * `args` adds command-line switches.
 */
export async function openBrowser({ args = [] }: { args?: string[] } = {}): Promise<Browser> {
  const profile = mkdtempSync(path.join(tmpdir(), 'e2e-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    viewport: { width: 1366, height: 900 },
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...args,
    ],
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  return {
    context,
    page,
    errors,
    screenshot: async (name) => {
      await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
    },
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

export interface Account {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

let accounts = 0;
/** A fresh account for a journey; e-mails are unique per run. */
export const newAccount = (firstName = 'Ada', lastName = 'Lovelace'): Account => ({
  firstName,
  lastName,
  email: `${firstName.toLowerCase()}.${Date.now().toString(36)}${++accounts}@example.com`,
  password: 'correct-horse-battery',
});

/** Signs up through the built-in sign-in page, as a person would, and lands on `returnTo`. */
export async function signUpThroughUi(page: Page, baseUrl: string, user: Account, returnTo = '/') {
  await page.goto(`${baseUrl}/api/login?returnTo=${encodeURIComponent(returnTo)}`);
  await page.locator('#tab-signup').click();
  await page.locator('#signup-first-name').fill(user.firstName);
  await page.locator('#signup-last-name').fill(user.lastName);
  await page.locator('#signup-email').fill(user.email);
  await page.locator('#signup-password').fill(user.password);
  await page.locator('#panel-signup button[type=submit]').click();
  await page.waitForURL(`${baseUrl}${returnTo}`);
}

/** Signs in through the built-in sign-in page and lands on `returnTo`. */
export async function signInThroughUi(page: Page, baseUrl: string, user: Account, returnTo = '/') {
  await page.goto(`${baseUrl}/api/login?returnTo=${encodeURIComponent(returnTo)}`);
  await page.locator('#signin-email').fill(user.email);
  await page.locator('#signin-password').fill(user.password);
  await page.locator('#panel-signin button[type=submit]').click();
  await page.waitForURL(`${baseUrl}${returnTo}`);
}
