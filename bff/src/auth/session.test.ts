import { randomBytes } from 'node:crypto';
import { routes, MINUTE_MS } from '@portfolio/contracts';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';
import { signInAndGetCookie, signUpAndGetCookie } from '../testing/auth.ts';
import { createTestConfig } from '../testing/config.ts';
import { startTestServer } from '../testing/http.ts';
import { setupTwoProcesses } from '../testing/two-processes.ts';
import { pruneSessions } from '../jobs/jobs.ts';

const served = setupTwoProcesses();
const { db, childUrl } = served;

const currentUser = (baseUrl: string, cookie: string) =>
  fetch(`${baseUrl}${routes.getCurrentUser.path}`, { headers: { Cookie: cookie } });

describe('sessions shared by BFF processes on one database', () => {
  it('a session made by one process is accepted by another, and a sign-out anywhere ends it', async () => {
    const { cookie, user, email, password } = await signUpAndGetCookie(served.server.baseUrl);

    const seenByChild = await currentUser(childUrl(), cookie);
    expect(seenByChild.status).toBe(200);
    expect((await seenByChild.json()).id).toBe(user.id);

    const fromChild = await signInAndGetCookie(childUrl(), email, password);
    expect((await currentUser(served.server.baseUrl, fromChild.cookie)).status).toBe(200);

    const logout = await fetch(`${childUrl()}${routes.logout.path}`, {
      headers: { Cookie: cookie },
      redirect: 'manual',
    });
    expect(logout.status).toBe(302);
    expect((await currentUser(served.server.baseUrl, cookie)).status).toBe(401);
    // The other session of the same user is untouched.
    expect((await currentUser(served.server.baseUrl, fromChild.cookie)).status).toBe(200);
  });

  it('a process with another SESSION_SECRET refuses the cookie', async () => {
    const { cookie } = await signUpAndGetCookie(served.server.baseUrl);
    const other = await startTestServer({
      config: createTestConfig(),
      db: db(),
      logger: createLogger({ level: 'silent' }),
    });
    try {
      expect((await currentUser(other.baseUrl, cookie)).status).toBe(401);
    } finally {
      await other.close();
    }
  });
});

describe('the prune-sessions job', () => {
  it('removes expired session rows and keeps live ones', async () => {
    const expired = `expired-${randomBytes(6).toString('hex')}`;
    const live = `live-${randomBytes(6).toString('hex')}`;
    await db()('sessions').insert([
      { sid: expired, sess: JSON.stringify({ userId: 'x' }), expire: new Date(Date.now() - 1000) },
      {
        sid: live,
        sess: JSON.stringify({ userId: 'y' }),
        expire: new Date(Date.now() + MINUTE_MS),
      },
    ]);
    await pruneSessions.run(served.deps(), {});
    expect(await db()('sessions').where({ sid: expired }).first()).toBeUndefined();
    expect(await db()('sessions').where({ sid: live }).first()).toBeDefined();
  });
});
