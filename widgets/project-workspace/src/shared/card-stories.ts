import { demoPortfolio, portfolioHandlers } from '@portfolio/ui/testing/msw';

/*
 * The demo portfolio the stories of the project page's cards are told over; their width and
 * their Loading and LoadError stories are the kit's (`@portfolio/ui/testing/stories`).
 */

/** The kit's demo portfolio, its handlers and its projects by name. */
export function demoCardStore() {
  const store = demoPortfolio();
  const byName = (name: string) => store.all().find((p) => p.name === name)!;
  return { store, byName, handlers: () => portfolioHandlers(() => store) };
}
