import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';

async function start() {
  // `npm run dev:mock`: the API is answered in the browser by the widgets' msw handlers.
  if (process.env.PORTFOLIO_MOCK) {
    const { startMockApi } = await import('./mock/browser');
    await startMockApi();
  }
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
