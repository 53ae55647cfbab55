import type { RouteDef } from '@portfolio/contracts';
import { demoPortfolio, portfolioHandlers } from '@portfolio/ui/testing/msw';
import * as stories from '@portfolio/ui/testing/stories';

/*
 * The demo portfolio the stories of the project page's cards are told over; their width and
 * their Loading and LoadError stories are the kit's (`@portfolio/ui/testing/stories`).
 */

/**
 * The kit's demo portfolio, its handlers, its projects by name, and the stories of a card's
 * reads: `loading` while they never answer, `failing` when each fails with the message given
 * (500 unless given), the store serving the rest.
 */
export function demoCardStore() {
  const store = demoPortfolio();
  const byName = (name: string) => store.all().find((p) => p.name === name)!;
  const handlers = () => portfolioHandlers(() => store);
  const readStories = (
    reads: readonly (readonly [route: RouteDef, message: string, status?: number])[],
  ) => ({
    loading: stories.loadingStory(
      reads.map(([route]) => route),
      handlers(),
    ),
    failing: stories.failingStory(reads, handlers()),
  });
  return { store, byName, handlers, readStories };
}
