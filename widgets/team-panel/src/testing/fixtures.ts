import { DAY_MS, type Invitation, type Member } from '@portfolio/contracts';
import { makeCurrentUser, makeMembership } from '@portfolio/ui/testing/msw';

/** The company of the kit's demo user (Maya Chen, admin of Northwind Analytics). */
export const COMPANY_ID = makeMembership().id;

/** The demo user as an admin, and as a plain member, of that company. */
export const adminUser = makeCurrentUser();
export const memberUser = makeCurrentUser({ companies: [makeMembership({ role: 'member' })] });

type MemberOverrides = Partial<Omit<Member, 'user'>> & { user?: Partial<Member['user']> };

let sequence = 0;
const uuid = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

export function makeMember(overrides: MemberOverrides = {}): Member {
  sequence += 1;
  const { user, ...rest } = overrides;
  return {
    id: uuid(0x1000 + sequence),
    role: 'member',
    joinedAt: '2026-02-03T12:00:00.000Z',
    ...rest,
    user: {
      id: uuid(0x2000 + sequence),
      firstName: 'Jonas',
      lastName: 'Weber',
      email: `jonas.weber${sequence}@northwind.example`,
      ...user,
    },
  };
}

/** Four people: two admins (one of them the demo user), a member, and one without a name who joined "recently". */
export function sampleMembers(): Member[] {
  return [
    makeMember({
      id: '5a0c8d1e-1b2f-4c3d-8e4f-5a6b7c8d9e01',
      role: 'admin',
      joinedAt: '2026-01-12T12:00:00.000Z',
      user: { id: adminUser.id, firstName: 'Maya', lastName: 'Chen', email: adminUser.email },
    }),
    makeMember({
      id: '5a0c8d1e-1b2f-4c3d-8e4f-5a6b7c8d9e02',
      role: 'admin',
      joinedAt: '2026-01-20T12:00:00.000Z',
      user: { firstName: 'Priya', lastName: 'Nair', email: 'priya.nair@northwind.example' },
    }),
    makeMember({
      id: '5a0c8d1e-1b2f-4c3d-8e4f-5a6b7c8d9e03',
      role: 'member',
      joinedAt: '2026-02-03T12:00:00.000Z',
      user: { firstName: 'Jonas', lastName: 'Weber', email: 'jonas.weber@northwind.example' },
    }),
    makeMember({
      id: '5a0c8d1e-1b2f-4c3d-8e4f-5a6b7c8d9e04',
      role: 'member',
      joinedAt: null,
      user: { firstName: null, lastName: null, email: 'sam.okafor@northwind.example' },
    }),
  ];
}

export function makeInvitation(overrides: Partial<Invitation> = {}): Invitation {
  sequence += 1;
  const token =
    overrides.link?.split('/').pop() ?? `invite-token-${sequence.toString().padStart(12, '0')}`;
  return {
    id: uuid(0x3000 + sequence),
    companyId: COMPANY_ID,
    email: `guest${sequence}@partner.example`,
    role: 'member',
    invitedBy: adminUser.id,
    expiresAt: new Date(Date.now() + 5 * DAY_MS).toISOString(),
    acceptedAt: null,
    revokedAt: null,
    createdAt: new Date(Date.now() - 2 * DAY_MS).toISOString(),
    state: 'pending',
    link: `http://localhost:3000/invitations/${token}`,
    ...overrides,
  };
}

/** A pending invitation and an expired one. */
export function sampleInvitations(): Invitation[] {
  return [
    makeInvitation({
      id: '6b1d9e2f-2c3a-4d4e-9f5a-6b7c8d9e0f01',
      email: 'lena.fischer@northwind.example',
      role: 'member',
      link: 'http://localhost:3000/invitations/pendingInvitationToken0001',
    }),
    makeInvitation({
      id: '6b1d9e2f-2c3a-4d4e-9f5a-6b7c8d9e0f02',
      email: 'omar.haddad@northwind.example',
      role: 'admin',
      state: 'expired',
      expiresAt: new Date(Date.now() - 3 * DAY_MS).toISOString(),
      createdAt: new Date(Date.now() - 10 * DAY_MS).toISOString(),
      link: 'http://localhost:3000/invitations/expiredInvitationToken0002',
    }),
  ];
}
