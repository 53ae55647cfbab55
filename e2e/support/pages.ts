import type { Page } from 'playwright-core';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemo } from '../../bff/src/db/seed.ts';
import { beforeAll } from 'vitest';
import type { Stack } from './stack.ts';
import { signInThroughUi } from './browser.ts';
import { openJourney } from './journey.ts';

/** The widths a person uses the product at: laptop, tablet, phone. */
export const WIDTHS = [1024, 768, 390] as const;

export interface AppPage {
  /** A short name for reports and screenshots. */
  name: string;
  path: string;
  /** The document title the route sets. */
  title: string;
}

/**
 * A page whose document title is its heading followed by the product's name (the landing page's:
 * the name alone).
 */
const appPage = (name: string, path: string, heading?: string): AppPage => ({
  name,
  path,
  title: heading ? `${heading} · PortfolioAI` : 'PortfolioAI',
});

/** Every page a visitor reaches without signing in. */
export const SIGNED_OUT_PAGES: AppPage[] = [
  appPage('landing', '/'),
  appPage('project-tracking', '/project-tracking', 'Project Tracking'),
  appPage('feedback-signed-out', '/feedback', 'Feedback'),
  appPage('sign-in-required', '/team', 'Sign In Required'),
  appPage('not-found-signed-out', '/no-such-page', 'Page Not Found'),
];

/** Every page of the signed-in app; `:project` is replaced by a demo project's id. */
export const SIGNED_IN_PAGES: AppPage[] = [
  appPage('dashboard', '/', 'Dashboard'),
  appPage('projects', '/projects', 'All Projects'),
  appPage('new-project', '/projects/new', 'New Project'),
  appPage('project-detail', '/projects/:project', 'Project'),
  appPage('by-department', '/by-department', 'By Department'),
  appPage('by-status', '/by-status', 'By Status'),
  appPage('team', '/team', 'Team Members'),
  appPage('llm-models', '/llm-models', 'LLMs'),
  appPage('risks', '/risks', 'Risks'),
  appPage('incidents', '/incidents', 'Incidents'),
  appPage('compliance', '/compliance', 'Compliance'),
  appPage('timeline', '/timeline', 'Timeline'),
  appPage('capacity', '/capacity', 'Capacity'),
  appPage('reports', '/reports', 'Reports'),
  appPage('activity', '/activity', 'Activity'),
  appPage('settings', '/settings', 'Settings'),
  appPage('settings-embedding', '/settings/embedding', 'Embedding Settings'),
  appPage('settings-integrations', '/settings/integrations', 'Integrations Settings'),
  appPage('feedback', '/feedback', 'Feedback'),
  appPage('not-found', '/no-such-page', 'Page Not Found'),
];

/**
 * Loads the demo company into the stack's database and signs its admin in; returns the id of a
 * demo project with costs, for the detail page.
 */
export async function signInToDemo(page: Page, stack: Stack): Promise<{ projectId: string }> {
  await seedDemo(stack.db.knex, stack.config);
  await signInThroughUi(page, stack.baseUrl, { email: DEMO_EMAIL, password: DEMO_PASSWORD });
  const project = (await stack.db
    .knex('projects')
    .whereNotNull('initialCosts')
    .whereNotNull('runningCosts')
    .orderBy('initialCosts', 'desc')
    .first('id')) as { id: string };
  return { projectId: project.id };
}

/**
 * What a walk through every page needs, for the tests of the calling file: the stack on the demo
 * company, a signed-out visitor, the demo admin signed in, and a demo project with costs for the
 * detail page (its id is set before the first test).
 */
export function openDemoTour() {
  const tour = { ...openJourney(['visitor', 'member']), projectId: '' };
  beforeAll(async () => {
    ({ projectId: tour.projectId } = await signInToDemo(tour.member.page, tour.stack));
  });
  return tour;
}

/**
 * Opens a page and waits until it has settled: its heading shown and nothing still loading
 * (the session check, a widget's code, its data).
 */
export async function openPage(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator('h1').first().waitFor({ state: 'visible', timeout: 20_000 });
  await page.waitForFunction(
    () => document.querySelectorAll('[role=status][aria-label^="Loading"]').length === 0,
    undefined,
    { timeout: 20_000 },
  );
}

/** How far the page scrolls sideways, in CSS pixels (0 when it fits its viewport). */
export const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * Text cut off without a cue: elements that hide what overflows them sideways (overflow hidden
 * or clip) while their content is wider, and show no ellipsis. Each is described for the report.
 * A box that scrolls (overflow auto) is not clipped: its content is a swipe away.
 */
export const clippedText = (page: Page) =>
  page.evaluate(() => {
    const clipped: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      const style = getComputedStyle(el);
      if (!['hidden', 'clip'].includes(style.overflowX)) continue;
      if (el.scrollWidth <= el.clientWidth + 1 || style.textOverflow === 'ellipsis') continue;
      const box = el.getBoundingClientRect();
      if (box.width < 2 || box.height < 2 || el.closest('[aria-hidden="true"]')) continue;
      const text = (el.textContent ?? '').trim().slice(0, 60);
      clipped.push(
        `${el.tagName.toLowerCase()} "${text}" ${el.scrollWidth}px in ${el.clientWidth}px`,
      );
    }
    return clipped;
  });
