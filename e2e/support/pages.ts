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

/** Every page a visitor reaches without signing in. */
export const SIGNED_OUT_PAGES: AppPage[] = [
  { name: 'landing', path: '/', title: 'PortfolioAI' },
  { name: 'project-tracking', path: '/project-tracking', title: 'Project Tracking · PortfolioAI' },
  { name: 'feedback-signed-out', path: '/feedback', title: 'Feedback · PortfolioAI' },
  { name: 'sign-in-required', path: '/team', title: 'Sign In Required · PortfolioAI' },
  { name: 'not-found-signed-out', path: '/no-such-page', title: 'Page Not Found · PortfolioAI' },
];

/** Every page of the signed-in app; `:project` is replaced by a demo project's id. */
export const SIGNED_IN_PAGES: AppPage[] = [
  { name: 'dashboard', path: '/', title: 'Dashboard · PortfolioAI' },
  { name: 'projects', path: '/projects', title: 'All Projects · PortfolioAI' },
  { name: 'new-project', path: '/projects/new', title: 'New Project · PortfolioAI' },
  { name: 'project-detail', path: '/projects/:project', title: 'Project · PortfolioAI' },
  { name: 'by-department', path: '/by-department', title: 'By Department · PortfolioAI' },
  { name: 'by-status', path: '/by-status', title: 'By Status · PortfolioAI' },
  { name: 'team', path: '/team', title: 'Team Members · PortfolioAI' },
  { name: 'llm-models', path: '/llm-models', title: 'LLMs · PortfolioAI' },
  { name: 'risks', path: '/risks', title: 'Risks · PortfolioAI' },
  { name: 'incidents', path: '/incidents', title: 'Incidents · PortfolioAI' },
  { name: 'compliance', path: '/compliance', title: 'Compliance · PortfolioAI' },
  { name: 'timeline', path: '/timeline', title: 'Timeline · PortfolioAI' },
  { name: 'capacity', path: '/capacity', title: 'Capacity · PortfolioAI' },
  { name: 'reports', path: '/reports', title: 'Reports · PortfolioAI' },
  { name: 'activity', path: '/activity', title: 'Activity · PortfolioAI' },
  { name: 'settings', path: '/settings', title: 'Settings · PortfolioAI' },
  {
    name: 'settings-embedding',
    path: '/settings/embedding',
    title: 'Embedding Settings · PortfolioAI',
  },
  {
    name: 'settings-integrations',
    path: '/settings/integrations',
    title: 'Integrations Settings · PortfolioAI',
  },
  { name: 'feedback', path: '/feedback', title: 'Feedback · PortfolioAI' },
  { name: 'not-found', path: '/no-such-page', title: 'Page Not Found · PortfolioAI' },
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
