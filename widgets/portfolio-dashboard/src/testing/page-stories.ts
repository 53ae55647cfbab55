import { routes } from '@portfolio/contracts';
import { portfolioHandlers } from '@portfolio/ui/testing/msw';
import * as stories from '@portfolio/ui/testing/stories';
import { demoProjects } from './fixtures';

/*
 * What the stories of the three summary pages (dashboard, by status, by department) share: the
 * meta's args and handlers, and the stories of the page's frame around the portfolio summary
 * (`import * as page from '../../testing/page-stories'`).
 */

export { withoutCompanyStory } from '@portfolio/ui/testing/stories';

/** Spread into a page's meta: the widget's args, the demo projects served. */
export const storyMeta = () => ({
  args: stories.widgetArgs(),
  parameters: { msw: portfolioHandlers(demoProjects) },
});

/** The summary never answers. */
export const loadingStory = stories.loadingStory([routes.getPortfolioSummary]);

/** A company without projects. */
export const emptyStory = { parameters: { msw: portfolioHandlers([]) } };

/** The summary fails with the status and message given. */
export const errorStory = (status: number, message: string) =>
  stories.failingStory([[routes.getPortfolioSummary, message, status]]);
