import {
  demoCompanyHandlers,
  demoPortfolio,
  makeCurrentUser,
  makeMembership,
} from '@portfolio/ui/testing';
import type { RequestHandler } from 'msw';
import { memoryLocation, renderPage } from '../testing/render';
import { FrameworksPage, type FrameworksPageProps } from './frameworks-page';

type Place = Pick<FrameworksPageProps, 'view' | 'frameworkId' | 'controlId' | 'soaVersion'>;

/**
 * The frameworks widget over the demo portfolio (its controls' evidence, its own framework, a
 * published Statement), as the shell mounts it (with an address) unless `embedded`; for an admin
 * unless `role` says member. `show` moves it to another place, as the shell's router does.
 */
export function renderFrameworks({
  store = demoPortfolio(),
  role = 'admin',
  embedded = false,
  handlers = [],
  ...place
}: Place & {
  store?: ReturnType<typeof demoPortfolio>;
  role?: 'admin' | 'member';
  embedded?: boolean;
  handlers?: RequestHandler[];
} = {}) {
  const companyId = makeMembership().id;
  const user = makeCurrentUser({ companies: [makeMembership({ role })] });
  const location = embedded ? undefined : memoryLocation();
  let shown: Place = place;
  const page = (props: FrameworksPageProps) => <FrameworksPage {...props} {...shown} user={user} />;
  const result = renderPage(page, {
    companyId,
    location,
    handlers: [...handlers, ...demoCompanyHandlers(store)],
  });
  return {
    ...result,
    store,
    companyId,
    show: (next: Place) => {
      shown = next;
      result.relocate(location ?? (undefined as never));
    },
  };
}
