import type { ReactElement } from 'react';
import { vi } from 'vitest';
import type { RequestHandler } from 'msw';
import type { WidgetLocation, WidgetProps } from '@portfolio/ui';
import {
  createPortfolioStore,
  demoCompanyHandlers,
  demoPortfolio,
  makeMembership,
  renderWithProviders,
  widgetProps,
} from '@portfolio/ui/testing';
import { IncidentsPage } from '../incidents/incidents-page';

/** An address the test holds, as the shell keeps it: a replaced search is read back. */
export function memoryLocation(search = '') {
  const location = {
    search,
    replaceSearch: vi.fn((next: string) => {
      location.search = next;
    }),
  };
  return location;
}

/**
 * A page of the widget as the host mounts it, for the demo user in `companyId`, with `handlers`
 * on the server and a spy for navigate; `relocate` hands it a new address, as the shell does.
 */
export function renderPage(
  page: (props: WidgetProps) => ReactElement,
  {
    companyId,
    location,
    handlers,
  }: { companyId: string; location?: WidgetLocation; handlers: RequestHandler[] },
) {
  const props = { ...widgetProps({ companyId }), location };
  const result = renderWithProviders(page(props), { companyId, handlers });
  return {
    ...result,
    navigate: props.navigate,
    relocate: (next: WidgetLocation) => result.rerender(page({ ...props, location: next })),
  };
}

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
  const location = memoryLocation(search);
  const result = renderPage((props) => <IncidentsPage {...props} incidentId={incidentId} />, {
    companyId,
    location,
    handlers: demoCompanyHandlers(store),
  });
  return { ...result, location };
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
