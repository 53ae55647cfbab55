/**
 * Cookie behind the mocked session of `npm run dev:mock`: the dev server's /api/login and
 * /api/logout set it to "in" or "out", the mocked GET /api/auth/session (and /api/auth/user) read it.
 */
export const MOCK_SESSION_COOKIE = 'portfolio-mock-session';
