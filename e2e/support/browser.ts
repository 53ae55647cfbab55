import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  buildPath,
  routes,
  type Company,
  type CompanyBody,
  type CurrentUser,
  type Project,
  type ProjectCreateBody,
} from '@portfolio/contracts';
import { chromium, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { REPO_ROOT } from '../../bff/src/config.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Debian's Chromium, headless in a container: no sandbox, GPU, QUIC or background traffic. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
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
    args: [...CHROMIUM_ARGS, ...args],
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

/**
 * Resolves once the page's animations and transitions that end have ended (a spinner's, which
 * never does, left out), from the next frame on, so what starts with this frame counts. A
 * transition cut short by the next one rejects its promise: that one is over too.
 */
export async function animationsEnded(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const ending = document
      .getAnimations()
      .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(ending.map((a) => a.finished.catch(() => undefined)));
  });
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

/**
 * Fills and sends the sign-up form of the built-in sign-in page the browser is on, then opens
 * the link that finishes it, as its owner would: the e2e stack has no mail server, so the page
 * shows the link it logged. The browser then goes on to the page's returnTo.
 */
export async function submitSignUp(page: Page, user: Account) {
  await page.locator('#tab-signup').click();
  await page.locator('#signup-first-name').fill(user.firstName);
  await page.locator('#signup-last-name').fill(user.lastName);
  await page.locator('#signup-email').fill(user.email);
  await page.locator('#signup-password').fill(user.password);
  await page.locator('#panel-signup button[type=submit]').click();
  await visible(page.getByRole('heading', { name: 'Check your inbox' }));
  await page.locator('#verification-link').click();
  await page.getByRole('button', { name: 'Verify and continue' }).click();
}

/** Fills and sends the sign-in form of the built-in sign-in page the browser is on. */
export async function submitSignIn(page: Page, user: Pick<Account, 'email' | 'password'>) {
  await page.locator('#signin-email').fill(user.email);
  await page.locator('#signin-password').fill(user.password);
  await page.locator('#panel-signin button[type=submit]').click();
}

/** Opens the built-in sign-in page, sends one of its forms and lands on `returnTo`. */
async function throughSignInPage(
  page: Page,
  baseUrl: string,
  returnTo: string,
  submit: () => Promise<void>,
) {
  await page.goto(`${baseUrl}/api/login?returnTo=${encodeURIComponent(returnTo)}`);
  await submit();
  await page.waitForURL(`${baseUrl}${returnTo}`);
}

/** Signs up through the built-in sign-in page, as a person would, and lands on `returnTo`. */
export const signUpThroughUi = (page: Page, baseUrl: string, user: Account, returnTo = '/') =>
  throughSignInPage(page, baseUrl, returnTo, () => submitSignUp(page, user));

/** Signs in through the built-in sign-in page and lands on `returnTo`. */
export const signInThroughUi = (
  page: Page,
  baseUrl: string,
  user: Pick<Account, 'email' | 'password'>,
  returnTo = '/',
) => throughSignInPage(page, baseUrl, returnTo, () => submitSignIn(page, user));

/** Waits until the locator is shown (15 s unless told). */
export const visible = (locator: Locator, timeout = 15_000) =>
  locator.waitFor({ state: 'visible', timeout });

/**
 * The figure of the stat card labelled `label` (the kit's `StatCard`: a section, its label,
 * then its value): the innermost section holding the label, the last of them in page order.
 */
export const statValue = (page: Page, label: string) =>
  page
    .locator('section')
    .filter({ has: page.getByText(label, { exact: true }) })
    .last()
    .locator('p')
    .nth(1);

/** Waits until the locator is hidden or gone from the page (15 s unless told). */
export const gone = (locator: Locator, timeout = 15_000) =>
  locator.waitFor({ state: 'hidden', timeout });

/** Writes with the page's session carry its origin, as the browser's own calls do. */
export const sameOrigin = (baseUrl: string) => ({ headers: { origin: baseUrl } });

/** A company as most journeys make it: in technology, of 51 to 200 people. */
export const aCompany = (name: string): CompanyBody => ({
  name,
  industry: 'Technology',
  size: '51-200',
});

/** Creates a company through the API with the page's session; returns its id. */
export async function createCompanyThroughApi(page: Page, baseUrl: string, company: CompanyBody) {
  const created = await page.request.post(`${baseUrl}${routes.createCompany.path}`, {
    data: company,
    ...sameOrigin(baseUrl),
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as Company).id;
}

/** Creates a project through the API with the page's session; returns it as the API answers. */
export async function createProjectThroughApi(
  page: Page,
  baseUrl: string,
  companyId: string,
  project: ProjectCreateBody,
): Promise<Project> {
  const created = await page.request.post(
    `${baseUrl}${buildPath(routes.createProject.path, { companyId })}`,
    { data: project, ...sameOrigin(baseUrl) },
  );
  expect(created.status()).toBe(201);
  return (await created.json()) as Project;
}

/** The id of the first company of the person signed in on the page. */
export async function firstCompanyId(page: Page, baseUrl: string) {
  const response = await page.request.get(`${baseUrl}${routes.getCurrentUser.path}`);
  return ((await response.json()) as CurrentUser).companies[0]!.id;
}

/** Signs `user` up and creates their company through the API; returns its id. */
export async function signUpWithCompany(
  page: Page,
  baseUrl: string,
  user: Account,
  company: CompanyBody,
) {
  await signUpThroughUi(page, baseUrl, user);
  return createCompanyThroughApi(page, baseUrl, company);
}

/** Signs `user` up, creates their company and a first project through the API; returns it. */
export async function signUpWithProject(
  page: Page,
  baseUrl: string,
  user: Account,
  company: CompanyBody,
  project: ProjectCreateBody,
) {
  return createProjectThroughApi(
    page,
    baseUrl,
    await signUpWithCompany(page, baseUrl, user, company),
    project,
  );
}

/** Creates a company from the welcome card of a person without one; returns its id. */
export async function createCompanyThroughUi(page: Page, baseUrl: string, company: CompanyBody) {
  await page
    .getByRole('button', { name: /create company/i })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/name/i).fill(company.name);
  await dialog.getByLabel(/industry/i).selectOption(company.industry);
  await dialog.getByLabel(/size/i).selectOption(company.size);
  await dialog.getByRole('button', { name: /create/i }).click();
  await visible(page.getByText('Company created successfully!'));
  return firstCompanyId(page, baseUrl);
}
