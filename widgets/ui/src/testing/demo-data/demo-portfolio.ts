import {
  addDays,
  addMonths,
  calendarDateOf,
  COMPLIANCE_STATUSES,
  DEMO_REPORTS,
  DEPARTMENTS,
  HOUR_MS,
  monthOf,
  PROJECT_STATUSES,
  type Project,
  type StatusReport,
} from '@portfolio/contracts';
import { DEMO_AI_ACT_ASSESSMENTS, demoAiActClassOf } from '../mock-api/ai-act-portfolio-book';
import { makeCurrentUser, makeProject, makeStatusReport } from './fixtures';
import { demoMembersHandler } from '../mock-api/ai-act-book';
import {
  createPortfolioStore,
  portfolioHandlers,
  type PortfolioStore,
} from '../mock-api/portfolio-store';
import { addDemoIncidents } from './demo-incidents';
import type { ModelUse } from '../mock-api/compliance-book';

const demoId = (n: number) => `6d1e7a20-5b3c-4f8d-9e0a-${n.toString(16).padStart(12, '0')}`;

/** The first project of the demo: every card of the detail page filled; the others build on it. */
const COPILOT: Partial<Project> = {
  name: 'Customer Support Copilot',
  problemStatement: 'Agents spend 40% of their time searching the knowledge base for answers.',
  department: 'Customer Service',
  businessOwner: 'Priya Natarajan',
  jobsToBeDone: 'Draft replies, summarise tickets, suggest knowledge-base articles.',
  expectedReturn: '480000.00',
  initialCosts: '120000.00',
  runningCosts: '8500.00',
  roi: '125.00',
  status: 'active',
  euAiActStatus: 'compliant',
  gdprStatus: 'in_review',
  doraStatus: 'not_applicable',
  notes: 'Pilot with the EMEA team first; expand after the Q3 review.',
  createdAt: '2026-03-02T10:15:00.000Z',
};

/**
 * A small, varied portfolio of the kit's demo company: seven live projects across seven
 * departments and every status, one archived. Stable ids, a fresh copy per call.
 */
export function demoProjects(): Project[] {
  const rows: Array<Partial<Project>> = [
    {},
    {
      name: 'Invoice Anomaly Detection',
      problemStatement: 'Duplicate and fraudulent supplier invoices slip through manual review.',
      department: 'Finance',
      businessOwner: 'Marcus Webb',
      expectedReturn: '950000.00',
      initialCosts: '310000.00',
      runningCosts: '12000.00',
      roi: '184.50',
      status: 'in_progress',
      euAiActStatus: 'in_review',
      gdprStatus: 'compliant',
      doraStatus: 'in_review',
      createdAt: '2026-02-11T08:00:00.000Z',
    },
    {
      name: 'Demand Forecasting',
      problemStatement: 'Stock-outs and overstock cost the stores 6% of margin each quarter.',
      department: 'Operations',
      businessOwner: 'Elena Rossi',
      expectedReturn: '1200000.00',
      initialCosts: '450000.00',
      runningCosts: '20000.00',
      roi: '95.00',
      status: 'planning',
      euAiActStatus: 'not_applicable',
      gdprStatus: 'not_applicable',
      notes: null,
      createdAt: '2026-01-20T14:30:00.000Z',
    },
    {
      name: 'Contract Clause Review',
      problemStatement: 'Legal reviews 300 supplier contracts a month by hand.',
      department: 'Legal',
      businessOwner: 'Tomás Alvarez',
      jobsToBeDone: null,
      expectedReturn: null,
      initialCosts: '85000.00',
      runningCosts: null,
      roi: null,
      status: 'on_hold',
      euAiActStatus: 'non_compliant',
      gdprStatus: 'in_review',
      doraStatus: 'not_applicable',
      notes: null,
      createdAt: '2025-12-05T09:45:00.000Z',
    },
    {
      name: 'Lead Scoring Model',
      problemStatement: 'Sales reps chase cold leads while warm ones wait for days.',
      department: 'Sales',
      businessOwner: 'Hannah Okafor',
      expectedReturn: '640000.00',
      initialCosts: '95000.00',
      runningCosts: '4000.00',
      roi: '210.00',
      status: 'completed',
      euAiActStatus: 'compliant',
      gdprStatus: 'compliant',
      doraStatus: 'compliant',
      createdAt: '2025-10-14T11:00:00.000Z',
    },
    {
      name: 'Resume Screening Assistant',
      problemStatement: 'Recruiters screen 2,000 applications per opening.',
      department: 'HR',
      businessOwner: 'Grace Lin',
      expectedReturn: '150000.00',
      initialCosts: '60000.00',
      runningCosts: '2500.00',
      roi: '45.00',
      status: 'planning',
      euAiActStatus: 'in_review',
      gdprStatus: 'in_review',
      createdAt: '2025-09-30T16:20:00.000Z',
    },
    {
      name: 'Campaign Copy Generator',
      problemStatement: 'Marketing needs localized campaign copy in 14 languages within a day.',
      department: 'Marketing',
      businessOwner: 'Noah Fischer',
      expectedReturn: '210000.00',
      initialCosts: '40000.00',
      runningCosts: '3000.00',
      roi: '150.00',
      status: 'active',
      createdAt: '2025-08-18T10:05:00.000Z',
    },
    {
      name: 'Legacy Chatbot',
      problemStatement: 'The first-generation FAQ bot, replaced by the support copilot.',
      department: 'Customer Service',
      businessOwner: 'Priya Natarajan',
      status: 'completed',
      createdAt: '2024-05-01T09:00:00.000Z',
      archivedAt: '2026-01-15T12:00:00.000Z',
    },
  ];
  const dates = demoDates();
  return rows.map((row, i) => {
    const project = { ...COPILOT, ...row, ...dates[i] };
    return makeProject({
      ...project,
      id: demoId(i + 1),
      updatedAt: project.createdAt,
      aiActRiskClass: demoAiActClassOf(project.name ?? ''),
    });
  });
}

/**
 * The calendar date `days` from today (before it, when negative). The demo's schedule is dated
 * from the day it is built, so the date rules find the same things on any day: nothing late but
 * the support copilot, which started before the project it depends on ends.
 */
export const demoDate = (days: number) => addDays(calendarDateOf(new Date()), days);

/** Start and target dates by project; the last ones have none yet. */
const demoDates = (): Array<Pick<Project, 'startDate' | 'targetDate'>> => [
  { startDate: demoDate(-255), targetDate: demoDate(45) },
  { startDate: demoDate(-297), targetDate: demoDate(60) },
  { startDate: demoDate(14), targetDate: demoDate(220) },
  { startDate: demoDate(-360), targetDate: demoDate(120) },
  // Completed: its target date has passed, and no rule minds.
  { startDate: demoDate(-400), targetDate: demoDate(-240) },
];

const reportId = (n: number) => `9b2f4d60-1a3c-4e5f-8a7b-${n.toString(16).padStart(12, '0')}`;

/**
 * The demo's status reports: the support copilot has last week's published report and this
 * week's draft (amber since a risk was opened), invoice anomaly detection a published red one,
 * the campaign copy generator a green draft.
 */
export function demoStatusReports(): StatusReport[] {
  const [copilot, invoices, , , , , campaign] = demoProjects();
  const maya = { id: '2b9d6c1e-8f4a-4e2b-b7c3-5a1d9e0f6a11', name: 'Maya Chen' };
  const figures = (project: Project, overrides: Partial<StatusReport['metrics']> = {}) => ({
    ...makeStatusReport().metrics,
    status: project.status,
    roi: project.roi,
    expectedReturn: project.expectedReturn,
    initialCosts: project.initialCosts,
    runningCosts: project.runningCosts,
    ...overrides,
  });
  // The latest week's reports, made when it ended.
  const lastWeek = {
    periodStart: '2026-11-16T06:00:00.000Z',
    periodEnd: '2026-11-23T06:00:00.000Z',
    createdAt: '2026-11-23T06:00:00.000Z',
  };
  return [
    makeStatusReport({
      id: reportId(1),
      projectId: copilot!.id,
      state: 'published',
      health: 'green',
      narrative:
        'The EMEA pilot is live with 40 agents. Average handling time is down 18% in the first two weeks; next step is the Q3 review.',
      changes: {
        fields: [{ field: 'status', label: 'Status', before: 'In Progress', after: 'Active' }],
        events: [],
        total: 1,
        people: ['Maya Chen'],
      },
      metrics: figures(copilot!, { totalInvestment: '222000.00' }),
      periodStart: '2026-11-09T06:00:00.000Z',
      periodEnd: '2026-11-16T06:00:00.000Z',
      createdAt: '2026-11-16T06:00:00.000Z',
      updatedAt: '2026-11-17T15:20:00.000Z',
      publishedAt: '2026-11-17T15:20:00.000Z',
      publishedBy: maya,
    }),
    makeStatusReport({
      id: reportId(2),
      projectId: copilot!.id,
      health: 'amber',
      narrative: [
        'Health is amber: 1 medium-severity risk unresolved.',
        'Since the last report: GDPR Status: Compliant → In Review; Risk opened: GDPR review stalled.',
        'ROI 125%, total investment $222,000, LLM models $300 a month.',
      ].join('\n\n'),
      changes: {
        fields: [
          { field: 'gdprStatus', label: 'GDPR Status', before: 'Compliant', after: 'In Review' },
        ],
        events: [
          {
            at: '2026-11-19T10:04:00.000Z',
            actor: 'System',
            entity: 'risk',
            action: 'opened',
            text: 'Risk opened: GDPR review stalled',
          },
        ],
        total: 2,
        people: ['Maya Chen', 'System'],
      },
      metrics: figures(copilot!, {
        totalInvestment: '222000.00',
        compliance: { euAiAct: 'compliant', gdpr: 'in_review', dora: 'not_applicable' },
        unresolvedRisks: { high: 0, medium: 1, low: 0 },
      }),
      ...lastWeek,
      updatedAt: '2026-11-23T06:00:00.000Z',
    }),
    makeStatusReport({
      id: reportId(3),
      projectId: invoices!.id,
      state: 'published',
      health: 'red',
      narrative:
        'Blocked on the EU AI Act review of the scoring model; legal expects an answer by the end of the month. Rollout paused until then.',
      changes: { fields: [], events: [], total: 0, people: [] },
      metrics: figures(invoices!, {
        totalInvestment: '454000.00',
        compliance: { euAiAct: 'in_review', gdpr: 'compliant', dora: 'in_review' },
        unresolvedRisks: { high: 1, medium: 1, low: 0 },
      }),
      ...lastWeek,
      updatedAt: '2026-11-23T11:45:00.000Z',
      publishedAt: '2026-11-23T11:45:00.000Z',
      publishedBy: maya,
    }),
    makeStatusReport({
      id: reportId(4),
      projectId: campaign!.id,
      health: 'green',
      narrative: [
        'Health is green: no unresolved risks.',
        'Nothing changed since the last report.',
        'ROI 150%, total investment $76,000, LLM models $300 a month.',
      ].join('\n\n'),
      metrics: figures(campaign!, { totalInvestment: '76000.00' }),
      ...lastWeek,
      updatedAt: '2026-11-23T06:00:00.000Z',
    }),
  ];
}

/**
 * A fresh in-memory store of the demo portfolio (tests and stories each start from their own).
 * The first project has milestones (one of three done), depends on the second (which ends after
 * the first started: a dependency-late risk) and has a baseline it has slipped against: its
 * target by two weeks (within the rule's tolerance), one milestone by 19 days; spend entered
 * against its plan.
 */
export function demoPortfolio(): PortfolioStore {
  const store = createPortfolioStore(demoProjects(), { reports: demoStatusReports() });
  const [copilot, intake] = store.all() as [Project, Project];
  store.frameworks.seedDemo(copilot.companyId);
  store.createMilestone(copilot, {
    name: 'Pilot with the EMEA team',
    dueDate: demoDate(-195),
    done: true,
  });
  const kb = store.createMilestone(copilot, {
    name: 'Knowledge base connected',
    dueDate: demoDate(6),
  });
  store.createMilestone(copilot, { name: 'Rollout to every region', dueDate: demoDate(30) });
  store.setBaseline({ ...copilot, targetDate: demoDate(31) });
  store.updateMilestone(kb.id, { dueDate: demoDate(25) });
  store.addDependency(copilot, intake.id);
  addDemoTeam(store);
  addDemoCompliance(store);
  // Its spend so far, month by month from its start, a little under its plan; its fourth month
  // planned by hand.
  const started = monthOf(copilot.startDate!);
  for (const [months, amount, category] of [
    [0, '60000.00', 'people'],
    [0, '45000.00', 'vendor'],
    [1, '9000.00', 'infrastructure'],
    [2, '12000.00', 'people'],
    [3, '8200.00', 'infrastructure'],
    [4, '14000.00', 'people'],
    [5, '8700.00', 'infrastructure'],
    [6, '9100.00', 'vendor'],
    [7, '7800.50', 'other'],
  ] as const) {
    store.budgets.createSpend(copilot, { month: addMonths(started, months), amount, category });
  }
  store.budgets.plan(copilot, { months: [{ month: addMonths(started, 3), amount: '10000.00' }] });
  // Its epic in Jira, and a pull request whose merge arrived from GitHub two hours ago.
  store.links.add(copilot, {
    url: 'https://northwind.atlassian.net/browse/COPILOT-12',
    title: 'Knowledge base connector',
  });
  store.links.add(
    copilot,
    { url: 'https://github.com/northwind/support-copilot/pull/42', title: null },
    {
      state: 'merged',
      lastEvent: 'PR #42 merged in northwind/support-copilot',
      lastEventAt: new Date(Date.now() - 2 * HOUR_MS).toISOString(),
    },
  );
  addDemoAiActAssessments(store);
  addDemoIncidents(store);
  addDemoValue(store);
  addDemoReports(store, copilot.companyId);
  return store;
}

/**
 * The mock API of the demo company: its portfolio (a fresh demo one unless given) and its
 * members, as a widget's stories and tests serve them.
 */
export const demoCompanyHandlers = (store: PortfolioStore = demoPortfolio()) => [
  ...portfolioHandlers(store),
  demoMembersHandler(),
];

/**
 * The assessed projects of the demo (`DEMO_AI_ACT_ASSESSMENTS`, the same classes the projects
 * are created with): the Resume Screening Assistant, a high-risk recruitment system (Annex III
 * point 4(a)) its company provides and deploys, with obligations done, in progress, to do and not
 * applicable, and a training log as the evidence of its AI literacy obligation; the Copilot and
 * the campaign copy generator (limited risk) and invoice anomaly detection (minimal).
 */
function addDemoAiActAssessments(store: PortfolioStore) {
  const { aiAct } = store;
  const user = makeCurrentUser();
  for (const [name, demo] of Object.entries(DEMO_AI_ACT_ASSESSMENTS)) {
    const project = store.all().find((p) => p.name === name);
    if (!project) continue;
    aiAct.save(project, { roles: demo.roles, answers: demo.answers });
    for (const obligation of aiAct.list(project.id)) {
      const status = demo.statuses?.[obligation.obligationId];
      if (!status && demo.owner?.id !== user.id) continue;
      aiAct.update(obligation.id, {
        status: status ?? obligation.status,
        ownerId: demo.owner?.id === user.id ? user.id : null,
        ...(status === 'not_applicable'
          ? { notApplicableReason: 'A private company, not a public service: it does not apply' }
          : {}),
      });
      if (obligation.obligationId === 'art4-ai-literacy' && status === 'done') {
        const literacy = store.evidence.obligation(obligation.id);
        if (literacy) {
          store.evidence.add(literacy, {
            url: 'https://wiki.example.com/ai-literacy/recruiters',
            title: 'Recruiter AI literacy training log',
            reviewedById: user.id,
            reviewedAt: '2026-03-20',
          });
        }
      }
    }
  }
}

/**
 * What the demo's projects delivered: the support copilot has a benefit owner, realised benefit
 * that paid back its costs, two KPIs with monthly measurements and three stage-gate decisions;
 * the lead scoring model realised its plan; invoice anomaly detection realised nothing yet,
 * months after its planned payback (the `value-behind` risk and the dashboard's list).
 */
function addDemoValue(store: PortfolioStore) {
  const [copilot, , , , leads] = store.all() as Project[];
  const { value } = store;
  const copilotStart = monthOf(copilot!.startDate!);
  value.setValue(copilot!, {
    benefitOwnerId: 'a1b2c3d4-0000-4000-8000-000000000002',
    months: [
      '10000.00',
      '18000.00',
      '26000.00',
      '30000.00',
      '34000.00',
      '36000.00',
      '38000.00',
      '40000.00',
    ]
      .map((amount, i) => ({ month: addMonths(copilotStart, i + 1), amount }))
      .filter(({ month }) => month <= monthOf(new Date())),
  });
  const leadsStart = monthOf(leads!.startDate!);
  value.setValue(leads!, {
    months: Array.from({ length: 13 }, (_, i) => ({
      month: addMonths(leadsStart, i + 1),
      amount: '52000.00',
    })),
  });
  const response = value.createKpi(copilot!, {
    name: 'First response time',
    unit: 'min',
    baseline: 42,
    target: 15,
    direction: 'lower',
  });
  const deflection = value.createKpi(copilot!, {
    name: 'Tickets deflected',
    unit: '%',
    baseline: 8,
    target: 30,
    direction: 'higher',
  });
  for (const [kpi, values] of [
    [response, [40, 34, 29, 24, 21]],
    [deflection, [9, 14, 19, 23, 26]],
  ] as const) {
    if (typeof kpi === 'string') continue;
    values.forEach((v, i) => value.measure(kpi.id, { date: demoDate(-150 + i * 30), value: v }));
  }
  value.decide(
    copilot!,
    {
      gate: 'idea',
      decision: 'go',
      reason: 'Agents lose 40% of their time searching; a clear case.',
    },
    `${demoDate(-270)}T09:00:00.000Z`,
  );
  value.decide(
    copilot!,
    { gate: 'pilot', decision: 'go', reason: 'The EMEA pilot halved first response time.' },
    `${demoDate(-190)}T09:00:00.000Z`,
  );
  value.decide(
    copilot!,
    {
      gate: 'scale',
      decision: 'hold',
      reason: 'Scale once the knowledge base connector is live in every region.',
    },
    `${demoDate(-20)}T09:00:00.000Z`,
  );
}

/**
 * The demo company's LLM registry as the GDPR processors, the DORA register and
 * `model-deprecation` read it (the LLM registry widget's mocks list the same models): each with
 * its region; Claude is retired in 45 days.
 */
export const demoModelRegistry = (): ModelUse[] => [
  {
    llmModelId: '8d2e0f3a-4b5c-4d6e-8f7a-9b0c1d2e3f01',
    modelName: 'GPT-4o',
    vendor: 'OpenAI',
    region: 'US',
    deprecationDate: null,
  },
  {
    llmModelId: '8d2e0f3a-4b5c-4d6e-8f7a-9b0c1d2e3f02',
    modelName: 'Claude Sonnet 4',
    vendor: 'Anthropic',
    region: 'EU',
    deprecationDate: demoDate(45),
  },
  {
    llmModelId: '8d2e0f3a-4b5c-4d6e-8f7a-9b0c1d2e3f03',
    modelName: 'Gemini 2.5 Pro',
    vendor: 'Google (Gemini)',
    region: 'EU',
    deprecationDate: null,
  },
  {
    llmModelId: '8d2e0f3a-4b5c-4d6e-8f7a-9b0c1d2e3f04',
    modelName: 'Llama 3.1 70B',
    vendor: 'Meta (Llama)',
    region: 'Self-hosted (Frankfurt)',
    deprecationDate: null,
  },
];

/**
 * GDPR and DORA records of the first two projects, each implying the status it already has:
 * Customer Support Copilot reads customer messages (its DPIA under way: in review) on GPT-4o and
 * Claude; Invoice Anomaly Detection monitors suppliers' payments on a large scale (a DPIA
 * needed, and done: compliant) and supports a critical function not yet named (DORA in review)
 * on Gemini.
 */
function addDemoCompliance(store: PortfolioStore) {
  const [copilot, invoices] = store.all() as [Project, Project];
  const [gpt, claude, gemini] = demoModelRegistry() as [ModelUse, ModelUse, ModelUse];
  store.compliance.useModels(copilot.id, [gpt, claude]);
  store.compliance.useModels(invoices.id, [gemini]);
  store.compliance.saveGdpr(copilot, {
    personalData: true,
    categories: ['identification', 'contact', 'communications'],
    specialCategories: [],
    lawfulBasis: 'legitimate_interests',
    largeScaleMonitoring: false,
    dpiaStatus: 'in_progress',
    notes: 'Customer messages are kept 30 days.',
  });
  store.compliance.saveDora(copilot, { supportsCriticalFunction: false });
  store.compliance.saveGdpr(invoices, {
    personalData: true,
    categories: ['identification', 'financial'],
    specialCategories: [],
    lawfulBasis: 'legal_obligation',
    largeScaleMonitoring: true,
    dpiaStatus: 'done',
  });
  store.compliance.saveDora(invoices, { supportsCriticalFunction: true, functionName: null });
}

/**
 * The demo user's saved reports of the /reports page (`DEMO_REPORTS`, the seeded database's
 * too): a shared one mailed every Monday and a private one.
 */
function addDemoReports(store: PortfolioStore, companyId: string) {
  const user = makeCurrentUser();
  // The demo user's own: the mocks ask as them.
  for (const { owner, weekly, ...report } of DEMO_REPORTS) {
    if (owner !== 'demo user') continue;
    const saved = store.savedReports.create(companyId, report);
    if (weekly && saved !== 'taken') {
      store.savedReports.schedule(saved.id, { frequency: 'weekly', recipients: [user.id] });
    }
  }
}

/**
 * The demo company's people (the signed-in member and three people outside the product) and
 * their allocations from this month on: Maya Chen is over-allocated this month (the red cell of
 * the capacity view and the `over-allocated` risk of the first two projects).
 */
function addDemoTeam(store: PortfolioStore) {
  const [copilot, intake, third] = store.all() as [Project, Project, Project];
  const user = makeCurrentUser();
  const companyId = copilot.companyId;
  const { capacity } = store;
  const maya = capacity.addPerson(
    companyId,
    { name: `${user.firstName} ${user.lastName}`, email: user.email, title: 'Portfolio manager' },
    { userId: user.id, id: 'a1b2c3d4-0000-4000-8000-000000000001' },
  );
  const priya = capacity.addPerson(
    companyId,
    { name: 'Priya Patel', email: 'priya.patel@northwind.example', title: 'Data scientist' },
    { id: 'a1b2c3d4-0000-4000-8000-000000000002' },
  );
  const tom = capacity.addPerson(
    companyId,
    { name: 'Tom Becker', title: 'ML engineer (contractor)' },
    { id: 'a1b2c3d4-0000-4000-8000-000000000003' },
  );
  capacity.addPerson(
    companyId,
    { name: 'Lena Ortiz', title: 'Vendor consultant', hoursPerWeek: 20 },
    { id: 'a1b2c3d4-0000-4000-8000-000000000004' },
  );
  const month = (offset: number) => addMonths(monthOf(new Date()), offset);
  capacity.setAllocations(copilot, [
    { personId: maya.id, month: month(0), percent: 70 },
    { personId: maya.id, month: month(1), percent: 50 },
    { personId: priya.id, month: month(0), percent: 40 },
    { personId: priya.id, month: month(1), percent: 60 },
    { personId: priya.id, month: month(2), percent: 60 },
  ]);
  capacity.setAllocations(intake, [
    { personId: maya.id, month: month(0), percent: 50 },
    { personId: tom.id, month: month(0), percent: 100 },
    { personId: tom.id, month: month(1), percent: 80 },
  ]);
  capacity.setAllocations(third, [
    { personId: priya.id, month: month(0), percent: 30 },
    { personId: maya.id, month: month(2), percent: 20 },
  ]);
}

let shared: PortfolioStore | undefined;

/**
 * The one portfolio of `npm run dev:mock`, built on first use: every widget's dev handlers answer
 * from it, so whichever widget's handler answers first, the dashboard, the project pages and the
 * detail page see the same projects, created or edited ones included.
 */
export const sharedDemoPortfolio = (): PortfolioStore => (shared ??= demoPortfolio());

let counter = 0;
/** A uuid that is unique per call and stable across runs (tests compare ids). */
const nextId = () => `00000000-0000-4000-8000-${(++counter).toString(16).padStart(12, '0')}`;

/**
 * The first project of the demo portfolio (every card of the project page filled) with an id
 * of its own per call (lists need distinct ids); every field can be overridden.
 */
export function makeDemoProject(overrides: Partial<Project> = {}): Project {
  return { ...demoProjects()[0]!, aiActRiskClass: null, id: nextId(), ...overrides };
}

/** A portfolio of `count` generated projects, to show how the table copes with a large company. */
export function manyProjects(count: number): Project[] {
  const start = Date.parse('2026-06-01T00:00:00.000Z');
  return Array.from({ length: count }, (_, i) => {
    const createdAt = new Date(start - i * HOUR_MS).toISOString();
    const initial = ((i * 7919) % 500) * 1000;
    return makeDemoProject({
      name: `AI Initiative ${String(i + 1).padStart(5, '0')}`,
      problemStatement: `Automates step ${(i % 40) + 1} of the ${DEPARTMENTS[i % DEPARTMENTS.length]} workflow.`,
      department: DEPARTMENTS[i % DEPARTMENTS.length]!,
      businessOwner: ['Priya Natarajan', 'Marcus Webb', 'Elena Rossi', 'Hannah Okafor'][i % 4]!,
      status: PROJECT_STATUSES[i % PROJECT_STATUSES.length]!,
      euAiActStatus: COMPLIANCE_STATUSES[i % COMPLIANCE_STATUSES.length]!,
      roi: i % 9 === 0 ? null : `${(i * 37) % 300}.00`,
      initialCosts: `${initial}.00`,
      runningCosts: `${(i % 25) * 500}.00`,
      createdAt,
      updatedAt: createdAt,
    });
  });
}
