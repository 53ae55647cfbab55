import { portfolioHandlers, sharedDemoPortfolio } from '@portfolio/ui/testing/msw';

/**
 * What `npm run dev:mock` serves for this widget: the risks of the kit's demo portfolio, raised
 * by the contract's rules over the same projects the dashboard and the project pages show, so
 * an edit made there raises or resolves a risk here.
 */
export const handlers = portfolioHandlers(sharedDemoPortfolio);
