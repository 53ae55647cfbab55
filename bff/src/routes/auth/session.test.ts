import { describe, expect, it } from 'vitest';
import { signUpAndGetCookie } from '../../testing/auth.ts';
import { setupTestServer } from '../../testing/http.ts';

const t = setupTestServer();
const { api, db } = t;

describe('GET /api/auth/session', () => {
  it('answers 200 with null when nobody is signed in, where the current-user route answers 401', async () => {
    const session = await api.call('getSession', {});
    expect(session.status).toBe(200);
    expect(session.body).toBeNull();
    expect((await api.call('getCurrentUser', {})).status).toBe(401);
  });

  it('answers the signed-in user as the current-user route does', async () => {
    const who = await signUpAndGetCookie(t.server.baseUrl);
    const session = await api.call('getSession', { cookie: who.cookie });
    const current = await api.call('getCurrentUser', { cookie: who.cookie });
    expect(session.status).toBe(200);
    expect(session.body).toEqual(current.body);
    expect(session.body).toMatchObject({ email: who.email });
  });

  it('answers null for the session of an account deleted meanwhile', async () => {
    const who = await signUpAndGetCookie(t.server.baseUrl);
    await db()('users').where({ email: who.email }).delete();
    const session = await api.call('getSession', { cookie: who.cookie });
    expect(session.status).toBe(200);
    expect(session.body).toBeNull();
  });
});
