import { setupServer } from 'msw/node';
import { mockCompanyEvents } from './mock-api/company-events';
import { notificationHandlers } from './mock-api/notifications';

/**
 * The msw server of the widgets' tests. Requests without a handler fail the test; add handlers
 * per test with `server.use(...)`, they are reset after each test. Every widget root with a
 * company reads its event stream, and the shell's bell its notifications: a quiet stream and
 * no notifications are answered unless a test says otherwise.
 */
export const server = setupServer(mockCompanyEvents(), ...notificationHandlers());
