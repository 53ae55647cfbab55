import { vi } from 'vitest';
import {
  createPortfolioStore,
  demoMembersHandler,
  demoPortfolio,
  makeCurrentUser,
  makeMembership,
  portfolioHandlers,
  renderWithProviders,
} from '@portfolio/ui/testing';
import { IncidentsPage } from '../incidents/incidents-page';

/**
 * The incident register over a portfolio store (the demo's unless given), its members the demo
 * user: the list, or one incident's page with `incidentId`.
 */
export function renderIncidents({
  store = demoPortfolio(),
  companyId = store.all()[0]?.companyId ?? makeMembership().id,
  incidentId,
  search = '',
}: {
  store?: ReturnType<typeof createPortfolioStore>;
  companyId?: string;
  incidentId?: string;
  search?: string;
} = {}) {
  const navigate = vi.fn<(path: string) => void>();
  const location = {
    search,
    replaceSearch: vi.fn((next: string) => {
      location.search = next;
    }),
  };
  const result = renderWithProviders(
    <IncidentsPage
      companyId={companyId}
      user={makeCurrentUser()}
      navigate={navigate}
      location={location}
      incidentId={incidentId}
    />,
    { companyId, handlers: [...portfolioHandlers(store), demoMembersHandler()] },
  );
  return { ...result, navigate, location };
}

/** The demo portfolio with a way to find its incidents by the start of their title. */
export function demoIncidents() {
  const store = demoPortfolio();
  const companyId = store.all()[0]!.companyId;
  const titled = (start: string) =>
    store.incidents
      .list(companyId, { status: undefined })
      .incidents.find((i) => i.title.startsWith(start))!;
  return { store, companyId, titled };
}
