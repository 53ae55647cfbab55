import type { CompanyMembership, CurrentUser, Project } from '@portfolio/contracts';

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
    hasPassword: true,
    twoFactorEnabled: false,
    createdAt: '2026-01-12T09:30:00.000Z',
    updatedAt: '2026-01-12T09:30:00.000Z',
    companies: [makeMembership()],
    ...overrides,
  };
}

/**
 * A live project of the demo user's company; any field can be overridden. Money is a decimal
 * string, as on the wire.
 */
export function makeProject(overrides: Partial<Project> = {}): Project {
  return {
    id: '5e3f1a2b-6c7d-4e8f-9a0b-1c2d3e4f5a61',
    companyId: makeMembership().id,
    name: 'Support Ticket Triage Assistant',
    problemStatement: 'Agents spend about 30% of their time reading and routing incoming tickets.',
    department: 'Customer Service',
    businessOwner: 'Maria Gonzalez',
    jobsToBeDone: null,
    expectedReturn: '620000.00',
    initialCosts: '180000.00',
    runningCosts: '6500.00',
    roi: '150.00',
    status: 'active',
    euAiActStatus: 'compliant',
    gdprStatus: 'compliant',
    doraStatus: 'not_applicable',
    notes: null,
    startDate: null,
    targetDate: null,
    createdBy: makeCurrentUser().id,
    createdAt: '2026-02-10T09:00:00.000Z',
    updatedAt: '2026-02-10T09:00:00.000Z',
    archivedAt: null,
    ...overrides,
  };
}

/**
 * A project as a create form with only the required fields makes it: no figures, jobs or notes,
 * planning, every compliance status not applicable.
 */
export function makeBareProject(overrides: Partial<Project> = {}): Project {
  return makeProject({
    jobsToBeDone: null,
    expectedReturn: null,
    initialCosts: null,
    runningCosts: null,
    roi: null,
    notes: null,
    startDate: null,
    targetDate: null,
    status: 'planning',
    euAiActStatus: 'not_applicable',
    gdprStatus: 'not_applicable',
    doraStatus: 'not_applicable',
    ...overrides,
  });
}
