import { PREFERENCE_DEFAULTS } from '@portfolio/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUpAndGetCookie, type SignedIn } from '../../testing/auth.ts';
import { setupTestServer } from '../../testing/http.ts';
import { expectRefused } from '../../testing/refusal.ts';

const t = setupTestServer();
const { api, db } = t;

let user: SignedIn;
let other: SignedIn;

const rows = () => db()('userPreferences').orderBy('id');
const rowOf = (userId: string) => db()('userPreferences').where({ userId }).first();

beforeAll(async () => {
  [user, other] = await Promise.all([
    signUpAndGetCookie(t.server.baseUrl),
    signUpAndGetCookie(t.server.baseUrl),
  ]);
});

describe('GET /api/user/preferences', () => {
  it("answers the spec's defaults for a new account", async () => {
    const response = await api.call('getPreferences', { cookie: user.cookie });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      emailNotifications: true,
      weeklyReports: true,
      projectUpdates: false,
      proposalUpdates: true,
    });
  });

  it('answers the defaults, without writing, for a user who has no saved row', async () => {
    await db()('userPreferences').where({ userId: other.user.id }).delete();
    const response = await api.call('getPreferences', { cookie: other.cookie });
    expect(response.body).toEqual(PREFERENCE_DEFAULTS);
    expect(await rowOf(other.user.id)).toBeUndefined();
  });
});

describe('PUT /api/user/preferences', () => {
  it("saves the caller's switches and only theirs", async () => {
    const otherBefore = await rowOf(other.user.id);
    const saved = {
      emailNotifications: false,
      weeklyReports: true,
      projectUpdates: true,
      proposalUpdates: false,
    };
    const response = await api.call('updatePreferences', { body: saved, cookie: user.cookie });
    expect(response.status).toBe(200);
    expect(response.body).toEqual(saved);
    expect((await api.call('getPreferences', { cookie: user.cookie })).body).toEqual(saved);
    expect(await rowOf(user.user.id)).toMatchObject(saved);
    expect(await rowOf(other.user.id)).toEqual(otherBefore);
  });

  it('creates the row on first save, then updates that same row', async () => {
    await db()('userPreferences').where({ userId: other.user.id }).delete();
    const first = {
      emailNotifications: false,
      weeklyReports: false,
      projectUpdates: false,
      proposalUpdates: true,
    };
    expect(
      (await api.call('updatePreferences', { body: first, cookie: other.cookie })).body,
    ).toEqual(first);
    const created = await rowOf(other.user.id);
    const second = { ...first, projectUpdates: true };
    expect(
      (await api.call('updatePreferences', { body: second, cookie: other.cookie })).body,
    ).toEqual(second);
    const updated = await rowOf(other.user.id);
    expect(updated.id).toBe(created.id);
    expect(updated.updatedAt.getTime()).toBeGreaterThanOrEqual(created.updatedAt.getTime());
    expect(await db()('userPreferences').where({ userId: other.user.id })).toHaveLength(1);
  });

  it('keeps Proposals as it is when the body leaves it out (a client of the first three)', async () => {
    const three = { emailNotifications: true, weeklyReports: true, projectUpdates: false };
    await api.ok('updatePreferences', {
      body: { ...three, proposalUpdates: false },
      cookie: user.cookie,
    });
    const saved = await api.ok('updatePreferences', { body: three, cookie: user.cookie });
    expect(saved.body).toEqual({ ...three, proposalUpdates: false });
    // A first save without it takes the default.
    await db()('userPreferences').where({ userId: other.user.id }).delete();
    const first = await api.ok('updatePreferences', { body: three, cookie: other.cookie });
    expect(first.body.proposalUpdates).toBe(true);
  });

  it.each([
    ['a missing switch', { emailNotifications: true, weeklyReports: true }, 'projectUpdates'],
    [
      'a switch that is not a boolean',
      { emailNotifications: 'yes', weeklyReports: true, projectUpdates: false },
      'emailNotifications',
    ],
    [
      'an unknown field',
      { ...PREFERENCE_DEFAULTS, userId: '00000000-0000-4000-8000-000000000000' },
      'userId',
    ],
  ])('answers 400 naming the field for %s, changing nothing', async (_, body, field) => {
    const response = await expectRefused(rows, 400, () =>
      api.call('updatePreferences', { body, cookie: user.cookie }),
    );
    expect(response.error.details).toEqual([expect.objectContaining({ field })]);
  });

  it('names a wrong switch by its label on the Settings page', async () => {
    const response = await expectRefused(rows, 400, () =>
      api.call('updatePreferences', {
        body: { emailNotifications: true, weeklyReports: 'weekly', projectUpdates: false },
        cookie: user.cookie,
      }),
    );
    expect(response.error.message).toBe('Weekly Reports must be true or false');
  });
});
