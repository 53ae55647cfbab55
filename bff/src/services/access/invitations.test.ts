import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_ACTOR, write, type UnitOfWork } from '../../audit/unit-of-work.ts';
import type { Company } from '../../models/company.ts';
import type { User } from '../../models/user.ts';
import { invitationState } from './invitation-state.ts';
import { createTestConfig } from '../../testing/config.ts';
import { createTestDb, type TestDb } from '../../testing/db.ts';
import { addMember, createCompany, createUser } from '../../testing/factories.ts';
import { captureLogs } from '../../testing/logger.ts';
import {
  acceptInvitation,
  inviteMember,
  newInvitationToken,
  type InvitationDeps,
} from './invitations.ts';
import { TEAM_MESSAGES } from '@portfolio/contracts';

let testDb: TestDb;
const system = <T>(work: (uow: UnitOfWork) => Promise<T>) =>
  write({ db: testDb.knex }, SYSTEM_ACTOR, work);
let deps: InvitationDeps;
let company: Company;
let admin: User;

beforeAll(async () => {
  testDb = await createTestDb();
  deps = { config: createTestConfig(), logger: captureLogs().logger };
  ({ company, owner: admin } = await createCompany(testDb.knex, { name: 'Service Co' }));
});

afterAll(async () => {
  await testDb?.destroy();
});

describe('invitationState', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  const later = new Date('2026-11-29T12:00:00Z');
  const earlier = new Date('2026-11-21T12:00:00Z');

  it('is pending before expiry, expired after, and accepted or revoked whatever the expiry', () => {
    expect(invitationState({ acceptedAt: null, revokedAt: null, expiresAt: later }, now)).toBe(
      'pending',
    );
    expect(invitationState({ acceptedAt: null, revokedAt: null, expiresAt: earlier }, now)).toBe(
      'expired',
    );
    expect(invitationState({ acceptedAt: null, revokedAt: null, expiresAt: now }, now)).toBe(
      'expired',
    );
    expect(invitationState({ acceptedAt: earlier, revokedAt: null, expiresAt: earlier }, now)).toBe(
      'accepted',
    );
    expect(invitationState({ acceptedAt: null, revokedAt: earlier, expiresAt: earlier }, now)).toBe(
      'revoked',
    );
  });
});

describe('newInvitationToken', () => {
  it('is 32 random bytes in base64url', () => {
    const tokens = new Set(Array.from({ length: 50 }, newInvitationToken));
    expect(tokens.size).toBe(50);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    }
  });
});

describe('inviteMember', () => {
  it('makes one open invitation when the same address is invited twice at once', async () => {
    const email = `race-${Date.now()}@example.test`;
    const results = await Promise.all([
      system((uow) =>
        inviteMember(uow, deps, {
          companyId: company.id,
          email,
          role: 'member',
          invitedBy: admin.id,
        }),
      ),
      system((uow) =>
        inviteMember(uow, deps, {
          companyId: company.id,
          email: email.toUpperCase(),
          role: 'admin',
          invitedBy: admin.id,
        }),
      ),
    ]);
    expect(results[0]!.id).toBe(results[1]!.id);
    expect(await testDb.knex('invitations').where({ companyId: company.id, email })).toHaveLength(
      1,
    );
  });
});

describe('acceptInvitation', () => {
  async function invited(role: 'admin' | 'member' = 'member') {
    const user = await createUser(testDb.knex);
    const invitation = await system((uow) =>
      inviteMember(uow, deps, {
        companyId: company.id,
        email: user.email.toUpperCase(),
        role,
        invitedBy: admin.id,
      }),
    );
    return { user, invitation };
  }

  it('joins the company with the invited role and marks the invitation used', async () => {
    const { user, invitation } = await invited('admin');
    expect(await system((uow) => acceptInvitation(uow, invitation.token, user.id))).toEqual({
      companyId: company.id,
      role: 'admin',
    });
    const member = await testDb
      .knex('companyMembers')
      .where({ companyId: company.id, userId: user.id })
      .first();
    expect(member.role).toBe('admin');
    const stored = await testDb.knex('invitations').where({ id: invitation.id }).first();
    expect(stored.acceptedAt).toBeInstanceOf(Date);
  });

  it('lets exactly one of two simultaneous accepts of a link succeed', async () => {
    const { user, invitation } = await invited();
    const results = await Promise.allSettled([
      system((uow) => acceptInvitation(uow, invitation.token, user.id)),
      system((uow) => acceptInvitation(uow, invitation.token, user.id)),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const rejected = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(rejected.reason).toMatchObject({ status: 409, message: TEAM_MESSAGES.used });
  });

  /** What a refused accept sends instead of the invitee's own token and id. */
  type Refusal = (
    invitation: { id: string; token: string },
    stranger: User,
  ) => Promise<{ token?: string; userId?: string }>;

  // Each refusal: the invitee and the stranger join nothing and the invitation stays open.
  it.each<[string, number, keyof typeof TEAM_MESSAGES, Refusal]>([
    ['another e-mail', 403, 'wrongEmail', async (_, stranger) => ({ userId: stranger.id })],
    ['an unknown token', 404, 'notValid', async () => ({ token: newInvitationToken() })],
    [
      'an expired link',
      409,
      'expired',
      async (invitation) => {
        await testDb
          .knex('invitations')
          .where({ id: invitation.id })
          .update({ expiresAt: new Date(Date.now() - 1) });
        return {};
      },
    ],
  ])('refuses %s with %i, changing nothing', async (_, status, message, arrange) => {
    const { user, invitation } = await invited();
    const stranger = await createUser(testDb.knex);
    const { token = invitation.token, userId = user.id } = await arrange(invitation, stranger);
    await expect(system((uow) => acceptInvitation(uow, token, userId))).rejects.toMatchObject({
      status,
      message: TEAM_MESSAGES[message],
    });
    expect(
      await testDb
        .knex('companyMembers')
        .where({ companyId: company.id })
        .whereIn('userId', [user.id, stranger.id]),
    ).toEqual([]);
    expect(
      (await testDb.knex('invitations').where({ id: invitation.id }).first()).acceptedAt,
    ).toBeNull();
  });

  it('keeps the role of a user who is already a member', async () => {
    const { user, invitation } = await invited('member');
    await addMember(testDb.knex, company.id, user.id, 'admin');
    expect(await system((uow) => acceptInvitation(uow, invitation.token, user.id))).toEqual({
      companyId: company.id,
      role: 'admin',
    });
  });
});
