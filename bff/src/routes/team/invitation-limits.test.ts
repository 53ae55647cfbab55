import { beforeAll, describe, expect, it } from 'vitest';
import { createLimiterStore, digestKey } from '../../middleware/rate-limit.ts';
import { signUpAndGetCookie, type SignedIn } from '../../testing/auth.ts';
import { createCompanyAs } from '../../testing/contract-client.ts';
import { addMember } from '../../testing/factories.ts';
import { setupTwoProcesses } from '../../testing/two-processes.ts';
import { INVITATION_EMAIL_LIMITS } from './invitations.ts';

// Two BFF processes on one database: an admin who spreads invitations over both (and over
// companies of their own making) still gets only the one allowance.
const own = setupTwoProcesses();
const { api, childApi, db } = own;

let alice: SignedIn;
let bob: SignedIn;
let carol: SignedIn;
const companies: Record<'alice1' | 'alice2' | 'bob', string> = { alice1: '', alice2: '', bob: '' };

const companyOf = (user: SignedIn, name: string) => createCompanyAs(api, user, name);

let sequence = 0;
const invite = (client: typeof api, companyId: string, admin: SignedIn) =>
  client.call('inviteMember', {
    params: { companyId },
    cookie: admin.cookie,
    body: { email: `invitee-${++sequence}@example.test`, role: 'member' },
  });

const invitationCount = async () =>
  Number((await db()('invitations').count({ count: '*' }))[0]?.count);

beforeAll(async () => {
  [alice, bob, carol] = await Promise.all([
    signUpAndGetCookie(own.server.baseUrl),
    signUpAndGetCookie(own.server.baseUrl),
    signUpAndGetCookie(own.server.baseUrl),
  ]);
  companies.alice1 = await companyOf(alice, 'Alice One');
  companies.alice2 = await companyOf(alice, 'Alice Two');
  companies.bob = await companyOf(bob, 'Bob Co');
  await addMember(db(), companies.bob, carol.user.id, 'admin');
});

describe('invitation e-mail limits', () => {
  it('count an admin’s invitations and resends in every process and company together', async () => {
    const { max } = INVITATION_EMAIL_LIMITS.perAdmin;
    for (let i = 0; i < max; i++) {
      const companyId = i % 2 === 0 ? companies.alice1 : companies.alice2;
      const response = await invite(i % 2 === 0 ? api : childApi, companyId, alice);
      expect(response.status, response.text).toBe(201);
    }
    const before = await invitationCount();
    const refused = await invite(childApi, companies.alice2, alice);
    expect(refused.status).toBe(429);
    expect(refused.error).toMatchObject({
      code: 'rate_limited',
      message: expect.stringMatching(
        /^You have sent too many invitations\. Please try again in \d+ minutes?\.$/,
      ),
    });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);

    const [open] = await db()('invitations').where({ companyId: companies.alice1 }).limit(1);
    const resend = await api.call('resendInvitation', {
      params: { id: open.id },
      cookie: alice.cookie,
    });
    expect(resend.status).toBe(429);
    expect(await invitationCount()).toBe(before);

    // Another admin's allowance is their own.
    expect((await invite(api, companies.bob, bob)).status).toBe(201);
  });

  it('count a company’s invitations whoever sends them, in every process', async () => {
    const { max, windowMs } = INVITATION_EMAIL_LIMITS.perCompany;
    // The company's day, nearly spent (as many sends by several admins would leave it).
    const store = createLimiterStore({ db: db(), redisUrl: undefined });
    const used = await invitationCount();
    await store
      .limiter({
        keyPrefix: 'rl:invitations:company',
        points: max,
        durationSeconds: windowMs / 1000,
      })
      .penalty(digestKey(`company:${companies.bob}`), max - 2);
    expect((await invite(api, companies.bob, carol)).status).toBe(201);

    const refused = await invite(childApi, companies.bob, carol);
    expect(refused.status).toBe(429);
    expect(refused.error.message).toMatch(
      /^This company has sent too many invitations today\. Please try again in \d+ minutes?\.$/,
    );
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await invite(api, companies.bob, bob)).status).toBe(429);
    expect(await invitationCount()).toBe(used + 1);
  });

  it('give the hit back when no e-mail goes out', async () => {
    const { max } = INVITATION_EMAIL_LIMITS.perAdmin;
    const dave = await signUpAndGetCookie(own.server.baseUrl);
    const companyId = await companyOf(dave, 'Dave Co');
    // Inviting a member is refused (409) and sends nothing: not counted.
    for (let i = 0; i <= max; i++) {
      const refused = await (i % 2 === 0 ? api : childApi).call('inviteMember', {
        params: { companyId },
        cookie: dave.cookie,
        body: { email: dave.email, role: 'member' },
      });
      expect(refused.status).toBe(409);
    }
    expect((await invite(api, companyId, dave)).status).toBe(201);
  });
});
