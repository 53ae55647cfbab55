import { portfolioHandlers, sharedDemoPortfolio } from '@portfolio/ui/testing/msw';

/**
 * What `npm run dev:mock` serves for this widget (collected by the host's mock handlers): the
 * summary and the project list over the kit's demo portfolio, the same store project-table's
 * handlers answer from, so the dashboard links to projects the detail page knows and shows the
 * ones created meanwhile.
 */
export const handlers = portfolioHandlers(sharedDemoPortfolio);
