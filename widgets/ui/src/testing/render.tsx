import type { ReactElement, ReactNode } from 'react';
import { act, fireEvent, render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import type { CurrentUser } from '@portfolio/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { RequestHandler } from 'msw';
import { createQueryClient } from '../api/query';
import { WidgetRoot } from '../widget/widget-root';
import { server } from './server';
import { demoCompanyHandlers, demoPortfolio } from './demo-data/demo-portfolio';
import { DEMO_COMPANY_ID, makeCurrentUser } from './demo-data/fixtures';
import type { PortfolioStore } from './mock-api/portfolio-store';

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  companyId?: string | null;
  apiBaseUrl?: string;
  /** A client with the spec's defaults unless given (a fresh one per call). */
  queryClient?: QueryClient;
  /** Extra providers inside WidgetRoot (e.g. a router for host pages). */
  wrapper?: (props: { children: ReactNode }) => ReactNode;
  /**
   * msw handlers put on the shared server before rendering, ahead of those already there; reset
   * after each test like any `server.use`.
   */
  handlers?: RequestHandler[];
}

/**
 * Renders inside a WidgetRoot (theme, toasts, QueryClient with the spec's defaults, API base
 * URL, company). Returns testing-library's result plus the client and a user-event instance.
 */
export function renderWithProviders(ui: ReactElement, options: RenderWithProvidersOptions = {}) {
  const {
    companyId = null,
    apiBaseUrl,
    queryClient = createQueryClient(),
    wrapper: Inner,
    handlers = [],
    ...rest
  } = options;
  server.use(...handlers);
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <WidgetRoot companyId={companyId} apiBaseUrl={apiBaseUrl} queryClient={queryClient}>
      {Inner ? <Inner>{children}</Inner> : children}
    </WidgetRoot>
  );
  const user = userEvent.setup();
  return { ...render(ui, { wrapper: Wrapper, ...rest }), queryClient, user };
}

/**
 * Mounts a widget through its own `mount(element, options)` into a fresh element of the document,
 * as a page without React does. `unmount` unmounts inside act().
 */
export function mountInDocument<O>(
  mount: (element: HTMLElement, options: O) => () => void,
  options: O,
) {
  const element = document.createElement('div');
  document.body.append(element);
  let unmount = () => {};
  act(() => {
    unmount = mount(element, options);
  });
  return { element, unmount: () => act(() => unmount()) };
}

/**
 * `mountInDocument` as the host's page mounts a widget: for the demo user in the demo company
 * unless `options` say otherwise, with `handlers` put on the shared server first.
 */
export function mountForDemoUser<
  O extends { user?: CurrentUser | null; companyId?: string | null },
>(
  mount: (element: HTMLElement, options?: O) => () => void,
  { handlers = [], ...options }: NoInfer<Partial<O>> & { handlers?: RequestHandler[] } = {},
) {
  server.use(...handlers);
  return mountInDocument(mount, {
    user: makeCurrentUser(),
    companyId: DEMO_COMPANY_ID,
    ...options,
  } as O);
}

/** The props the host gives a widget, with a spy for navigate. */
export function widgetProps(
  overrides: { companyId?: string | null; user?: CurrentUser | null } = {},
) {
  return {
    companyId: overrides.companyId === undefined ? DEMO_COMPANY_ID : overrides.companyId,
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
      companyId: DEMO_COMPANY_ID,
      handlers: [...handlers, ...demoCompanyHandlers(store)],
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
