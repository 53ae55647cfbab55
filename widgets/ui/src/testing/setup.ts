// Vitest setup of the `widgets` project (jsdom): msw intercepts every request, and a request
// without a handler is an error; DOM, handlers and storage are reset between tests.
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { loadOverlays } from '../components/overlays/overlay-parts';
import { server } from './server';

// The widget suites render whole screens and type with user-event, in parallel on two cores:
// findBy*/waitFor wait up to 5 s (instead of 1 s) and a test up to 20 s (instead of 5 s).
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// Radix UI behind the kit's overlays is fetched on first use in a page; here it is fetched once
// up front so that an overlay shows in the render pass that opens it.
beforeAll(() => loadOverlays());
afterEach(() => {
  cleanup();
  server.resetHandlers();
  window.localStorage.clear();
});
afterAll(() => {
  server.close();
  // The files of a worker share one window (`isolate: false` in vitest.config.ts): what a file
  // left in it, it takes away, so the next file starts as in a fresh window.
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  document.title = '';
  vi.useRealTimers();
  vi.restoreAllMocks();
});

// jsdom lacks a few browser APIs the kit touches.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;
