import type { CompanyMembership, CurrentUser, Project, StatusReport } from '@portfolio/contracts';

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
    status: 'planning',
    euAiActStatus: 'not_applicable',
    gdprStatus: 'not_applicable',
    doraStatus: 'not_applicable',
    ...overrides,
  });
}

/**
 * A draft status report of the demo project {@link makeProject}: green, nothing changed, its
 * figures; any field can be overridden.
 */
export function makeStatusReport(overrides: Partial<StatusReport> = {}): StatusReport {
  const project = makeProject();
  return {
    id: '8a4c2e10-7b3d-4f5e-9c1a-2b3c4d5e6f70',
    projectId: project.id,
    state: 'draft',
    health: 'green',
    narrative: 'Health is green: no unresolved risks.',
    changes: { fields: [], events: [], total: 0, people: [] },
    metrics: {
      status: project.status,
      roi: project.roi,
      expectedReturn: project.expectedReturn,
      initialCosts: project.initialCosts,
      runningCosts: project.runningCosts,
      totalInvestment: '258000.00',
      llmModels: 1,
      llmMonthlyCost: '300.00',
      compliance: { euAiAct: 'compliant', gdpr: 'compliant', dora: 'not_applicable' },
      unresolvedRisks: { high: 0, medium: 0, low: 0 },
    },
    periodStart: '2026-11-16T06:00:00.000Z',
    periodEnd: '2026-11-23T06:00:00.000Z',
    createdAt: '2026-11-23T06:00:00.000Z',
    updatedAt: '2026-11-23T06:00:00.000Z',
    publishedAt: null,
    publishedBy: null,
    ...overrides,
  };
}
