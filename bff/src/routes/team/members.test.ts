import { beforeEach, describe, expect, it } from 'vitest';
import { SYSTEM_ACTOR, write } from '../../audit/unit-of-work.ts';
import type { CompanyMember } from '../../models/company-member.ts';
import { removeMember, updateMemberRole } from '../../services/access/members.ts';
import { addMember, createCompany, createUser } from '../../testing/factories.ts';
import { setupTwoCompanies } from '../../testing/two-companies.ts';
import { expectRefused } from '../../testing/refusal.ts';
import { companyParams, id } from '../../testing/contract-client.ts';

const LAST_ADMIN = 'A company needs at least one admin';

// A member calling an admin route (403), what does not exist (404), another company's user and
// the signed-out: the endpoint-table test (contract.test.ts).
const t = setupTwoCompanies({ memberA: { firstName: 'Grace', lastName: 'Hopper' } });
const { api, db } = t;

/** Every membership row, to compare before and after a refused write. */
const snapshot = () => db()('companyMembers').orderBy('id');

const membershipOf = async (companyId: string, userId: string) =>
  (await db()('companyMembers').where({ companyId, userId }).first()) as CompanyMember | undefined;

describe('GET /api/companies/{companyId}/members', () => {
  it('lists the members with their user, role and join date to any member', async () => {
    const response = await api.ok('listMembers', {
      ...companyParams(t.companyA.id),
      cookie: t.memberA.cookie,
    });
    const members = response.body;
    const grace = members.find((m) => m.user.id === t.memberA.user.id);
    const membership = await membershipOf(t.companyA.id, t.memberA.user.id);
    expect(grace).toEqual({
      id: membership!.id,
      role: 'member',
      joinedAt: membership!.joinedAt!.toISOString(),
      user: {
        id: t.memberA.user.id,
        firstName: 'Grace',
        lastName: 'Hopper',
        email: t.memberA.email,
      },
    });
    expect(members.find((m) => m.user.id === t.adminA.user.id)?.role).toBe('admin');
    expect(members.map((m) => m.user.id)).not.toContain(t.adminB.user.id);
    expect(JSON.stringify(members)).not.toMatch(/passwordHash|scrypt/);
  });
});

describe('PUT /api/members/{id}', () => {
  let target: CompanyMember;
  beforeEach(async () => {
    const user = await createUser(db());
    target = await addMember(db(), t.companyA.id, user.id, 'member');
  });

  it("changes a member's role for an admin, answering the member", async () => {
    const promoted = await api.ok('updateMemberRole', {
      ...id(target.id),
      cookie: t.adminA.cookie,
      body: { role: 'admin' },
    });
    expect(promoted.body).toMatchObject({
      id: target.id,
      role: 'admin',
      user: { id: target.userId },
    });
    expect((await membershipOf(t.companyA.id, target.userId))?.role).toBe('admin');

    const demoted = await api.ok('updateMemberRole', {
      ...id(target.id),
      cookie: t.adminA.cookie,
      body: { role: 'member' },
    });
    expect(demoted.body.role).toBe('member');
  });

  it('answers 400 for a bad role, changing nothing', async () => {
    const response = await expectRefused(snapshot, 400, () =>
      api.call('updateMemberRole', {
        ...id(target.id),
        cookie: t.adminA.cookie,
        body: { role: 'owner' },
      }),
    );
    expect(response.error.message).toContain('Please select a role');
  });

  it('refuses to demote the last admin with 409', async () => {
    const { company, owner } = await createCompany(db());
    // Any account already signed in can be the second admin: no sign-up needed.
    const signedIn = t.adminB;
    const admin = await addMember(db(), company.id, signedIn.user.id, 'admin');
    // Two admins: one may step down.
    const ownerMembership = await membershipOf(company.id, owner.id);
    expect(
      (
        await api.call('updateMemberRole', {
          ...id(ownerMembership!.id),
          cookie: signedIn.cookie,
          body: { role: 'member' },
        })
      ).status,
    ).toBe(200);
    // Now the signed-in user is the only admin.
    const response = await expectRefused(snapshot, 409, () =>
      api.call('updateMemberRole', {
        ...id(admin.id),
        cookie: signedIn.cookie,
        body: { role: 'member' },
      }),
    );
    expect(response.error.message).toBe(LAST_ADMIN);
    // Re-stating the role of the last admin is not a demotion.
    expect(
      (
        await api.call('updateMemberRole', {
          ...id(admin.id),
          cookie: signedIn.cookie,
          body: { role: 'admin' },
        })
      ).status,
    ).toBe(200);
  });
});

describe('DELETE /api/members/{id}', () => {
  it('removes a member for an admin', async () => {
    const user = await createUser(db());
    const target = await addMember(db(), t.companyA.id, user.id);
    const response = await api.call('removeMember', {
      ...id(target.id),
      cookie: t.adminA.cookie,
    });
    expect([response.status, response.text]).toEqual([204, '']);
    expect(await membershipOf(t.companyA.id, user.id)).toBeUndefined();
    expect(await db()('users').where({ id: user.id })).toHaveLength(1);
  });

  it('refuses to remove the last admin with 409, even themselves', async () => {
    const admin = t.adminB;
    const solo = await t.companyOwnedBy(admin, { name: 'Solo' });
    const own = await membershipOf(solo.id, admin.user.id);
    const response = await expectRefused(snapshot, 409, () =>
      api.call('removeMember', {
        ...id(own!.id),
        cookie: admin.cookie,
      }),
    );
    expect(response.error.message).toBe(LAST_ADMIN);
  });

  it('lets an admin leave when another admin remains', async () => {
    const admin = t.adminB;
    const company = await t.companyOwnedBy(admin, { name: 'Two admins' });
    const other = await createUser(db());
    await addMember(db(), company.id, other.id, 'admin');
    const own = await membershipOf(company.id, admin.user.id);
    expect((await api.call('removeMember', { ...id(own!.id), cookie: admin.cookie })).status).toBe(
      204,
    );
    expect(
      (await api.call('listMembers', { ...companyParams(company.id), cookie: admin.cookie }))
        .status,
    ).toBe(404);
  });
});

describe('last-admin protection under concurrency', () => {
  async function twoAdmins() {
    const { company, owner } = await createCompany(db());
    const second = await createUser(db());
    const a = (await membershipOf(company.id, owner.id))!;
    const b = await addMember(db(), company.id, second.id, 'admin');
    return { company, a, b };
  }

  const adminCount = async (companyId: string) =>
    (await db()('companyMembers').where({ companyId, role: 'admin' })).length;

  it('two admins demoting each other at once leave exactly one admin', async () => {
    for (let round = 0; round < 5; round += 1) {
      const { company, a, b } = await twoAdmins();
      const results = await Promise.allSettled([
        write({ db: db() }, SYSTEM_ACTOR, (uow) =>
          updateMemberRole(uow, { id: a.id, companyId: company.id, role: 'member' }),
        ),
        write({ db: db() }, SYSTEM_ACTOR, (uow) =>
          updateMemberRole(uow, { id: b.id, companyId: company.id, role: 'member' }),
        ),
      ]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const rejected = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
      expect(rejected.reason).toMatchObject({ status: 409, message: LAST_ADMIN });
      expect(await adminCount(company.id)).toBe(1);
    }
  });

  it('two admins removing each other at once leave exactly one admin', async () => {
    for (let round = 0; round < 5; round += 1) {
      const { company, a, b } = await twoAdmins();
      const results = await Promise.allSettled([
        write({ db: db() }, SYSTEM_ACTOR, (uow) =>
          removeMember(uow, { id: a.id, companyId: company.id }),
        ),
        write({ db: db() }, SYSTEM_ACTOR, (uow) =>
          removeMember(uow, { id: b.id, companyId: company.id }),
        ),
      ]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      expect(await adminCount(company.id)).toBe(1);
    }
  });

  it('a demotion and a removal at once leave exactly one admin', async () => {
    for (let round = 0; round < 5; round += 1) {
      const { company, a, b } = await twoAdmins();
      await Promise.allSettled([
        write({ db: db() }, SYSTEM_ACTOR, (uow) =>
          updateMemberRole(uow, { id: a.id, companyId: company.id, role: 'member' }),
        ),
        write({ db: db() }, SYSTEM_ACTOR, (uow) =>
          removeMember(uow, { id: b.id, companyId: company.id }),
        ),
      ]);
      expect(await adminCount(company.id)).toBe(1);
    }
  });
});
