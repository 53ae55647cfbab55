import type { ReactElement, ReactNode } from 'react';
import { act, render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QueryClient } from '@tanstack/react-query';
import type { RequestHandler } from 'msw';
import { createQueryClient } from '../api/query';
import { WidgetRoot } from '../widget/widget-root';
import { server } from './server';

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
