import { setupWorker } from 'msw/browser';
import { mockHandlers } from './handlers';

/** Answers /api in the browser (npm run dev:mock); anything else goes to the dev server. */
export async function startMockApi() {
  const worker = setupWorker(...mockHandlers);
  await worker.start({
    onUnhandledRequest: 'bypass',
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
}
