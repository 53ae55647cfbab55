import type { Page, Request } from 'playwright-core';
import { expect } from 'vitest';
import { signInAndGetCookie } from '../../bff/src/testing/auth.ts';
import {
  addMember,
  createCompany,
  createProject,
  createUser,
} from '../../bff/src/testing/factories.ts';
import type { Config } from '../../bff/src/config.ts';
import {
  allowOriginAndCreateApp,
  startIntranet,
  type Intranet,
  type IntranetOptions,
} from '../../scripts/demo-intranet-site.ts';
import { openBrowser, statValue, type Browser } from './browser.ts';
import { startStack, type Stack } from './stack.ts';

/**
 * Chromium as a browser that blocks third-party cookies; `localhost` is mapped to the loopback
 * address the product listens on (it stays another site than `127.0.0.1`).
 */
export const openCookielessBrowser = (): Promise<Browser> =>
  openBrowser({
    args: ['--test-third-party-cookie-phaseout', '--host-resolver-rules=MAP localhost 127.0.0.1'],
  });

/** The password of the world's admin and member. */
export const ADMIN_PASSWORD = 'correct horse battery';

export interface EmbedWorld {
  /** The product on http://localhost:<port>. */
  stack: Stack;
  /** The company's intranet on http://127.0.0.1:<port>: another site. */
  intranet: Intranet;
  companyId: string;
  admin: { email: string; cookie: string };
  member: { email: string };
  /** The e-mail the intranet's server asks tokens for; starts as the admin's. */
  person: { email: string };
  app: { appId: string; secret: string };
  projectNames: string[];
  close(): Promise<void>;
}

/**
 * The product on localhost with a company (an admin, a member, three projects), its intranet on
 * 127.0.0.1 allowed by the company, and an embed app whose secret the intranet's server holds.
 */
export async function startEmbedWorld(
  options: {
    config?: Partial<Config>;
    intranet?: Partial<IntranetOptions>;
    allowIntranet?: boolean;
  } = {},
): Promise<EmbedWorld> {
  const stack = await startStack(options.config, { host: 'localhost' });
  const db = stack.db.knex;
  const adminUser = await createUser(db, { password: ADMIN_PASSWORD });
  const memberUser = await createUser(db, { password: ADMIN_PASSWORD });
  const { company } = await createCompany(db, { owner: adminUser, name: 'Acme Robotics' });
  await addMember(db, company.id, memberUser.id, 'member');
  const projectNames = ['Invoice Reader', 'Churn Forecast', 'Support Copilot'];
  for (const name of projectNames) {
    await createProject(db, { companyId: company.id, createdBy: adminUser.id, name });
  }

  const { cookie } = await signInAndGetCookie(stack.baseUrl, adminUser.email, ADMIN_PASSWORD);
  const person = { email: adminUser.email };
  let secret = '';
  const intranet = await startIntranet({
    productUrl: stack.baseUrl,
    companyId: company.id,
    appSecret: () => secret,
    email: () => person.email,
    ...options.intranet,
  });
  const app = await allowOriginAndCreateApp({
    productUrl: stack.baseUrl,
    cookie,
    companyId: company.id,
    origin: options.allowIntranet === false ? 'https://intranet.acme.example' : intranet.url,
    appName: 'Acme intranet',
  });
  secret = app.secret;

  return {
    stack,
    intranet,
    companyId: company.id,
    admin: { email: adminUser.email, cookie },
    member: { email: memberUser.email },
    person,
    app,
    projectNames,
    async close() {
      await intranet.close();
      await stack.close();
    },
  };
}

/** Calls of the company's data; the widget registry (`/api/widgets`) is public. */
export const isDataCall = (url: string, productUrl: string) =>
  url.startsWith(`${productUrl}/api/`) && !url.startsWith(`${productUrl}/api/widgets`);

/** The product's API calls of a page for the company's data, to check what they carry. */
export function recordApiCalls(page: Page, productUrl: string) {
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (isDataCall(request.url(), productUrl) && request.method() !== 'OPTIONS') {
      calls.push(request);
    }
  });
  return calls;
}

/** The figure of the dashboard's Total Projects card. */
export const totalProjects = (page: Page) => statValue(page, 'Total Projects');

/** Waits until the dashboard on the page counts every project of the world. */
export const expectEveryProjectCounted = (page: Page, world: EmbedWorld) =>
  expect
    .poll(() => totalProjects(page).textContent(), { timeout: 20_000 })
    .toBe(String(world.projectNames.length));
