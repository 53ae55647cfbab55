// In mock mode there is no BFF: /api/login and /api/logout are browser navigations msw cannot
// answer, so the dev server flips a cookie the mocked GET /api/auth/user reads.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { MOCK_SESSION_COOKIE } from '../host/src/testing/mock-session.ts';

/** Handles /api/login and /api/logout; returns false for any other request. */
export function handleMockSession(req: IncomingMessage, res: ServerResponse): boolean {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const path = url.pathname;
  if (req.method !== 'GET' || (path !== '/api/login' && path !== '/api/logout')) return false;
  const state = path === '/api/login' ? 'in' : 'out';
  // Back to the page that asked for sign-in, when it is a path of this site (as the BFF does).
  const back = new URL(url.searchParams.get('returnTo') ?? '/', url.origin);
  const returnTo = back.origin === url.origin ? `${back.pathname}${back.search}${back.hash}` : '/';
  res.writeHead(302, {
    Location: state === 'in' ? returnTo : '/',
    'Set-Cookie': `${MOCK_SESSION_COOKIE}=${state}; Path=/; SameSite=Lax`,
  });
  res.end();
  return true;
}
