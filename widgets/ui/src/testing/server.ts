import { setupServer } from 'msw/node';
import { mockCompanyEvents } from './company-events';

/**
 * The msw server of the widgets' tests. Requests without a handler fail the test; add handlers
 * per test with `server.use(...)`, they are reset after each test. Every widget root with a
 * company reads its event stream: a quiet one is answered unless a test says otherwise.
 */
export const server = setupServer(mockCompanyEvents());
