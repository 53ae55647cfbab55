import { portfolioHandlers, sharedDemoPortfolio } from '@portfolio/ui/testing/msw';

/**
 * What `npm run dev:mock` serves for this widget: the kit's demo portfolio, the same projects
 * the dashboard and the project pages show, so a date moved here shows there too.
 */
export const handlers = portfolioHandlers(sharedDemoPortfolio);
