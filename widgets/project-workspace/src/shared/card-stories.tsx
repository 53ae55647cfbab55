import type { RequestHandler } from 'msw';
import type { Decorator } from 'storybook-react-rsbuild';
import type { RouteDef } from '@portfolio/contracts';
import {
  demoPortfolio,
  mockRouteError,
  mockRouteLoading,
  portfolioHandlers,
} from '@portfolio/ui/testing/msw';

/*
 * What the stories of the project page's cards share: the kit's demo portfolio served by its
 * handlers, a card at the width the page gives it, and the Loading and LoadError stories (the
 * card's routes never answer, or fail, while the rest of the portfolio is served).
 */

type Handlers = RequestHandler[];

/** The kit's demo portfolio, its handlers and its projects by name. */
export function demoCardStore() {
  const store = demoPortfolio();
  const byName = (name: string) => store.all().find((p) => p.name === name)!;
  return { store, byName, handlers: () => portfolioHandlers(() => store) };
}

/** A card no wider than it is on the project page. */
export const cardWidth =
  (maxWidth: string): Decorator =>
  (Story) => (
    <div style={{ maxWidth }}>
      <Story />
    </div>
  );

/** The card's routes never answer: its loading state. */
export function loadingStory(routes: RouteDef[], handlers: Handlers) {
  return { parameters: { msw: [...routes.map((route) => mockRouteLoading(route)), ...handlers] } };
}

/** The card's routes fail (500 unless given) with the messages given. */
export function loadErrorStory(
  failures: [route: RouteDef, message: string, status?: number][],
  handlers: Handlers,
) {
  return {
    parameters: {
      msw: [
        ...failures.map(([route, message, status = 500]) => mockRouteError(route, status, message)),
        ...handlers,
      ],
    },
  };
}
