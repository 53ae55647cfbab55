import { setupServer } from 'msw/node';

/**
 * The msw server of the widgets' tests. Requests without a handler fail the test; add handlers
 * per test with `server.use(...)`, they are reset after each test.
 */
export const server = setupServer();
