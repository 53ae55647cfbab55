import {
  RISK_RULES,
  countBySeverity,
  statusReportMetrics,
  type CompanyMembership,
  type CurrentUser,
  type IncidentClock,
  type Project,
  type Risk,
  type RiskList,
  type RiskRuleId,
  type StatusReport,
} from '@portfolio/contracts';

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

/** The demo user's company: every fixture and the demo portfolio belong to it. */
export const DEMO_COMPANY_ID = makeMembership().id;

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
    emailVerified: true,
    createdAt: '2026-01-12T09:30:00.000Z',
    updatedAt: '2026-01-12T09:30:00.000Z',
    companies: [makeMembership()],
    ...overrides,
  };
}

/** The demo user as the API names a person who did something: its id and full name. */
export function currentUserRef(): { id: string; name: string } {
  const user = makeCurrentUser();
  return { id: user.id, name: `${user.firstName} ${user.lastName}` };
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
    aiActRiskClass: null,
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

/**
 * A risk of the demo company as the risks route answers it: the demo project, the rule's words
 * from the registry; any field can be overridden (`rule` by its id through `ruleId`).
 */
export function makeRisk(
  overrides: Partial<Omit<Risk, 'rule'>> & { ruleId?: RiskRuleId } = {},
): Risk {
  const { ruleId = 'active-non-compliant', ...fields } = overrides;
  const rule = RISK_RULES[ruleId];
  const project = makeProject();
  return {
    id: '8a4c2e10-7b3d-4c5e-9f60-1a2b3c4d5e61',
    companyId: makeMembership().id,
    project: { id: project.id, name: project.name, department: project.department },
    rule: {
      id: ruleId,
      title: rule.title,
      explanation: rule.explanation,
      fix: rule.fix,
      field: rule.field,
    },
    details: [],
    severity: rule.severity,
    state: 'open',
    openedAt: '2026-03-04T08:00:00.000Z',
    acknowledgedAt: null,
    acknowledgedBy: null,
    acknowledgementNote: null,
    resolvedAt: null,
    ...fields,
  };
}

const riskId = (n: number) => `8a4c2e10-7b3d-4c5e-9f60-${n.toString(16).padStart(12, '0')}`;
const projectRef = (n: number, name: string, department: string) => ({
  id: `5e3f1a2b-6c7d-4e8f-9a0b-${n.toString(16).padStart(12, '0')}`,
  name,
  department,
});

/**
 * A company's risks for stories and tests: every rule and severity, open ones first, one
 * acknowledged with a note and one resolved.
 */
export function sampleRisks(): Risk[] {
  const maya = makeCurrentUser();
  return [
    makeRisk({
      id: riskId(1),
      project: projectRef(1, 'Resume Screening Assistant', 'HR'),
      openedAt: '2026-11-20T09:12:00.000Z',
    }),
    makeRisk({
      id: riskId(2),
      ruleId: 'review-stalled',
      project: projectRef(2, 'Invoice Anomaly Detection', 'Finance'),
      openedAt: '2026-11-18T02:00:00.000Z',
    }),
    makeRisk({
      id: riskId(3),
      ruleId: 'roi-missing',
      project: projectRef(3, 'Campaign Copy Generator', 'Marketing'),
      openedAt: '2026-11-12T15:40:00.000Z',
    }),
    makeRisk({
      id: riskId(4),
      ruleId: 'llm-spend-over-running-costs',
      project: projectRef(4, 'Customer Support Copilot', 'Customer Service'),
      openedAt: '2026-11-02T11:05:00.000Z',
    }),
    makeRisk({
      id: riskId(5),
      ruleId: 'llm-model-removed',
      project: projectRef(5, 'Contract Clause Review', 'Legal'),
      openedAt: '2026-10-28T08:30:00.000Z',
    }),
    makeRisk({
      id: riskId(6),
      ruleId: 'roi-missing',
      project: projectRef(6, 'Lead Scoring Model', 'Sales'),
      state: 'acknowledged',
      openedAt: '2026-10-14T10:00:00.000Z',
      acknowledgedAt: '2026-10-15T09:00:00.000Z',
      acknowledgedBy: { id: maya.id, name: `${maya.firstName} ${maya.lastName}` },
      acknowledgementNote: 'Return figures arrive with the Q4 close; ROI follows then.',
    }),
    makeRisk({
      id: riskId(7),
      project: projectRef(7, 'Demand Forecasting', 'Operations'),
      state: 'resolved',
      openedAt: '2026-09-01T10:00:00.000Z',
      resolvedAt: '2026-09-03T16:20:00.000Z',
    }),
  ];
}

/** The risks route's answer for `risks` as they are (no filter, no paging). */
export function riskListOf(risks: Risk[]): RiskList {
  return { risks, total: risks.length, counts: countBySeverity(risks) };
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
    metrics: statusReportMetrics(project, {
      models: { count: 1, monthlyCost: '300.00' },
      unresolvedRisks: [],
    }),
    periodStart: '2026-11-16T06:00:00.000Z',
    periodEnd: '2026-11-23T06:00:00.000Z',
    createdAt: '2026-11-23T06:00:00.000Z',
    updatedAt: '2026-11-23T06:00:00.000Z',
    publishedAt: null,
    publishedBy: null,
    ...overrides,
  };
}

/**
 * A running GDPR Article 33(1) clock of an incident aware since 2026-03-28 00:30 UTC, due 72
 * hours later; any field can be overridden (a clock the book computes: `createIncidentBook`).
 */
export function makeIncidentClock(overrides: Partial<IncidentClock> = {}): IncidentClock {
  return {
    clock: 'gdpr-authority',
    ruleId: 'gdpr-33-1',
    regime: 'gdpr',
    article: 'Article 33(1)',
    title: 'Notify the personal data breach',
    recipient: 'The competent supervisory authority',
    report: 'initial',
    wording: 'without undue delay and, where feasible, not later than 72 hours',
    source: 'Regulation (EU) 2016/679',
    checkedOn: '2026-11-01',
    startsFrom: 'awareness',
    startsAt: '2026-03-28T00:30:00Z',
    dueAt: '2026-03-31T00:30:00Z',
    state: 'running',
    submittedAt: null,
    completedAt: null,
    ...overrides,
  };
}
