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

/** The API's base as the widgets' tests call it. */
export const TEST_API = 'https://portfolio.example/api';

/** Calls the mocked API (with a JSON body when given): the answer's status and its JSON body. */
export async function callApi<T>(method: string, path: string, body?: unknown) {
  const res = await fetch(`${TEST_API}${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json()) as T };
}
