import {
  COMPLIANCE_STATUSES,
  DEPARTMENTS,
  PROJECT_PAGE_MAX,
  PROJECT_STATUSES,
  investmentCents,
  summarizePortfolio,
  toCents,
  type PortfolioSummary,
  type Project,
  type ProjectCreateBody,
  type ProjectListQuery,
  type ProjectSort,
  type ProjectUpdateBody,
} from '@portfolio/contracts';
import { makeProject as kitProject, makeMembership } from '@portfolio/ui/testing/msw';

/** The company of every fixture: the kit's demo membership. */
export const COMPANY_ID = makeMembership().id;

let counter = 0;
/** A uuid that is unique per call and stable across runs (tests compare ids). */
const nextId = () => `00000000-0000-4000-8000-${(++counter).toString(16).padStart(12, '0')}`;

/**
 * The kit's project fixture with an id of its own per call (lists need distinct ids) and every
 * card of the detail page filled; every field can be overridden.
 */
export function makeProject(overrides: Partial<Project> = {}): Project {
  return kitProject({
    id: nextId(),
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
    updatedAt: '2026-03-02T10:15:00.000Z',
    ...overrides,
  });
}

/** A small, varied portfolio for stories and `npm run dev:mock`. */
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
  return rows.map((row) =>
    makeProject({ ...row, updatedAt: row.createdAt ?? '2026-03-02T10:15:00.000Z' }),
  );
}

/** A portfolio of `count` generated projects, to show how the table copes with a large company. */
export function manyProjects(count: number): Project[] {
  const day = 86_400_000;
  const start = Date.parse('2026-06-01T00:00:00.000Z');
  return Array.from({ length: count }, (_, i) => {
    const createdAt = new Date(start - i * (day / 24)).toISOString();
    const initial = ((i * 7919) % 500) * 1000;
    return makeProject({
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

/** A page of a list answer, as the BFF sends it: the rows and the filtered total. */
export interface ListAnswer {
  rows: Project[];
  total: number;
}

/**
 * An in-memory company portfolio that answers like the BFF: the list's filters, sort, paging and
 * total, creation, partial update, archive and restore, and the summary of the live projects.
 */
export function createProjectStore(initial: Project[] = demoProjects()) {
  let projects = [...initial];
  const now = () => new Date().toISOString();

  const compare = (sort: ProjectSort) => {
    const descending = sort.startsWith('-');
    const field = (descending ? sort.slice(1) : sort) as Exclude<ProjectSort, `-${string}`>;
    const direction = descending ? -1 : 1;
    const key = (p: Project): string | bigint => {
      switch (field) {
        case 'name':
          return p.name.toLowerCase();
        case 'roi':
          return toCents(p.roi) ?? 0n;
        case 'investment':
          return investmentCents(p);
        default:
          return p[field];
      }
    };
    return (a: Project, b: Project) => {
      // Projects without an ROI come last in both directions, as in the BFF.
      if (field === 'roi' && (a.roi === null) !== (b.roi === null)) return a.roi === null ? 1 : -1;
      const ka = key(a);
      const kb = key(b);
      if (ka !== kb) return (ka < kb ? -1 : 1) * direction;
      return (a.id < b.id ? -1 : a.id > b.id ? 1 : 0) * direction;
    };
  };

  return {
    all: () => projects,
    list(companyId: string, query: ProjectListQuery = {}): ListAnswer {
      const q = query.q?.trim().toLowerCase();
      const matching = projects.filter(
        (p) =>
          p.companyId === companyId &&
          (query.archived === true ? p.archivedAt !== null : p.archivedAt === null) &&
          (query.department === undefined || p.department === query.department) &&
          (query.status === undefined || p.status === query.status) &&
          (!q || p.name.toLowerCase().includes(q) || p.problemStatement.toLowerCase().includes(q)),
      );
      const sorted = matching.sort(compare(query.sort ?? '-createdAt'));
      const offset = query.offset ?? 0;
      return {
        rows: sorted.slice(offset, offset + (query.limit ?? PROJECT_PAGE_MAX)),
        total: matching.length,
      };
    },
    get: (id: string) => projects.find((p) => p.id === id),
    create(companyId: string, body: ProjectCreateBody): Project {
      const project = makeProject({
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
        ...body,
        id: crypto.randomUUID(),
        companyId,
        createdAt: now(),
        updatedAt: now(),
      });
      projects = [project, ...projects];
      return project;
    },
    update(
      id: string,
      changes: ProjectUpdateBody & { archivedAt?: string | null },
    ): Project | undefined {
      const current = projects.find((p) => p.id === id);
      if (!current) return undefined;
      const next = { ...current, ...changes, updatedAt: now() };
      projects = projects.map((p) => (p.id === id ? next : p));
      return next;
    },
    summary(companyId: string): PortfolioSummary {
      return summarizePortfolio(projects.filter((p) => p.companyId === companyId));
    },
  };
}

export type ProjectStore = ReturnType<typeof createProjectStore>;
