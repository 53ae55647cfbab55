import { portfolioHandlers, sharedDemoPortfolio } from '@portfolio/ui/testing/msw';

/**
 * What `npm run dev:mock` serves for this widget: the project routes over the kit's demo
 * portfolio, the same one the table's and the dashboard's handlers answer from.
 */
export const handlers = portfolioHandlers(sharedDemoPortfolio);
