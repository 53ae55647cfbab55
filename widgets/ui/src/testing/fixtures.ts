import type { CompanyMembership, CurrentUser } from '@portfolio/contracts';

/** A company the demo user belongs to, as listed on the current user. */
export function makeMembership(overrides: Partial<CompanyMembership> = {}): CompanyMembership {
  return {
    id: '7c0e8a52-3f1d-4b7a-9a55-2d8e6f4b1c01',
    name: 'Northwind Analytics',
    industry: 'Technology',
    size: '201-500',
    role: 'admin',
    ...overrides,
  };
}

/** A signed-in user; with one company unless `companies` says otherwise. */
export function makeCurrentUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: '2b9d6c1e-8f4a-4e2b-b7c3-5a1d9e0f6a11',
    email: 'maya.chen@northwind.example',
    firstName: 'Maya',
    lastName: 'Chen',
    profileImageUrl: null,
    createdAt: '2026-01-12T09:30:00.000Z',
    updatedAt: '2026-01-12T09:30:00.000Z',
    companies: [makeMembership()],
    ...overrides,
  };
}
