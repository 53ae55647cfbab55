import type { ReactElement } from 'react';
import { fireEvent } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import type { CurrentUser } from '@portfolio/contracts';
import {
  demoMembersHandler,
  demoPortfolio,
  makeCurrentUser,
  portfolioHandlers,
  renderWithProviders,
  server,
  type PortfolioStore,
  type RenderWithProvidersOptions,
} from '@portfolio/ui/testing';
import { COMPANY_ID } from './projects';

/** The props the host gives a widget, with a spy for navigate. */
export function widgetProps(
  overrides: { companyId?: string | null; user?: CurrentUser | null } = {},
) {
  return {
    companyId: overrides.companyId === undefined ? COMPANY_ID : overrides.companyId,
    user: overrides.user === undefined ? makeCurrentUser() : overrides.user,
    navigate: vi.fn<(path: string) => void>(),
  };
}

/**
 * Serves the project routes from `store` (the demo portfolio unless given), plus any extra
 * handlers, and renders `ui` in a WidgetRoot of the demo company. Returns the store too.
 */
export function renderWithProjects(
  ui: ReactElement,
  {
    store = demoPortfolio(),
    handlers = [],
    ...options
  }: RenderWithProvidersOptions & { store?: PortfolioStore } = {},
) {
  return {
    ...renderWithProviders(ui, {
      companyId: COMPANY_ID,
      handlers: [...handlers, ...portfolioHandlers(store), demoMembersHandler()],
      ...options,
    }),
    store,
  };
}

/** Every data request URL the app sends during a test. */
export function recordRequests() {
  const seen: URL[] = [];
  // The company's event stream, which every widget root with a company reads, is not a data call.
  const listener = ({ request }: { request: Request }) => {
    if (request.headers.get('Accept') !== 'text/event-stream') seen.push(new URL(request.url));
  };
  beforeEach(() => {
    seen.length = 0;
    server.events.on('request:start', listener);
  });
  afterEach(() => server.events.removeListener('request:start', listener));
  return seen;
}

/** Scrolls jsdom's window (which lays nothing out) to `top` and tells the listeners. */
export function scrollWindowTo(top: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: top });
  fireEvent.scroll(window);
}

/**
 * jsdom lays nothing out, so every element is 0 px tall and a virtualized list in a box of its
 * own shows no row. Give that box (`data-virtual-scroll`) a viewport of `height` px; a list that
 * scrolls with the page sees jsdom's window (768 px).
 */
export function withViewport(height = 600) {
  // jsdom defines clientHeight on Element; the override on HTMLElement shadows it.
  const original = Object.getOwnPropertyDescriptor(Element.prototype, 'clientHeight')!;
  beforeAll(() => {
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
      configurable: true,
      get(this: HTMLElement) {
        return this.hasAttribute('data-virtual-scroll')
          ? height
          : (original.get?.call(this) as number);
      },
    });
  });
  afterAll(() => {
    delete (HTMLElement.prototype as { clientHeight?: number }).clientHeight;
  });
}
