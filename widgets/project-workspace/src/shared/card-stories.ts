import type { RequestHandler } from 'msw';
import { routes, type Project, type RecordControl, type RouteDef } from '@portfolio/contracts';
import {
  HttpResponse,
  demoCompanyHandlers,
  demoPortfolio,
  mockRoute,
} from '@portfolio/ui/testing/msw';
import * as stories from '@portfolio/ui/testing/stories';

/*
 * The demo portfolio the stories of the project page's cards are told over; their width and
 * their Loading and LoadError stories are the kit's (`@portfolio/ui/testing/stories`).
 */

/**
 * The kit's demo portfolio, its handlers (the demo company's: the portfolio and its members), its
 * projects by name, and the stories of a card's reads: `loading` while they never answer,
 * `failing` when each fails with the message given (500 unless given), the store serving the rest.
 * `cardMeta` is spread into the meta of a card shown as on the project's page: the project, the
 * store's handlers (then `more`) and the page's width.
 */
export function demoCardStore() {
  const store = demoPortfolio();
  const byName = (name: string) => store.all().find((p) => p.name === name)!;
  const handlers = () => demoCompanyHandlers(store);
  const readStories = (
    reads: readonly (readonly [route: RouteDef, message: string, status?: number])[],
  ) => ({
    loading: stories.loadingStory(
      reads.map(([route]) => route),
      handlers(),
    ),
    failing: stories.failingStory(reads, handlers()),
  });
  const cardMeta = (project: Project, more: RequestHandler[] = []) => ({
    parameters: { msw: [...handlers(), ...more] },
    args: { project },
    decorators: [stories.maxWidth('60rem')],
  });
  return { store, byName, handlers, readStories, cardMeta };
}

/**
 * The store's GDPR and DORA records answered with the controls given: as the BFF answers them
 * once the company attached evidence to those controls (current, lapsed).
 */
export function recordControlsHandlers(
  store: ReturnType<typeof demoPortfolio>,
  controls: { gdpr: RecordControl[]; dora: RecordControl[] },
) {
  const project = (id: string) => store.get(id)!;
  return [
    mockRoute(routes.getProjectGdpr, ({ params }) =>
      HttpResponse.json({ ...store.compliance.gdpr(project(params.id)), controls: controls.gdpr }),
    ),
    mockRoute(routes.getProjectDora, ({ params }) =>
      HttpResponse.json({ ...store.compliance.dora(project(params.id)), controls: controls.dora }),
    ),
  ];
}
