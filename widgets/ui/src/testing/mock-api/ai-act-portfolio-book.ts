import {
  AI_ACT_DUE_GROUPS,
  AI_ACT_OBLIGATION_STATUSES,
  AI_ACT_RISK_CLASSES,
  aiActPortfolioCompliance,
  asOneOf,
  calendarDateOf,
  classifyAiSystem,
  obligationDueGroup,
  routes,
  type AiActObligationItem,
  type AiActObligationStatus,
  type AiActPortfolioObligation,
  type AiActPortfolioObligationQuery,
  type AiActRiskClass,
  type AiActRole,
  type Project,
} from '@portfolio/contracts';
import { HttpResponse, mockRoute } from './mock-route';

/**
 * The portfolio's EU AI Act obligations in memory: assessments of the demo projects (by name),
 * classified and planned by the contract's own rules, with the statuses and owners people set,
 * answering the company-wide routes like the BFF.
 */

export interface MockAiActAssessment {
  roles: AiActRole[];
  answers: Record<string, boolean>;
  /** Statuses set by obligation id (to do otherwise). */
  statuses?: Record<string, AiActObligationStatus>;
  owner?: { id: string; name: string };
}

const MAYA = { id: '2b9d6c1e-8f4a-4e2b-b7c3-5a1d9e0f6a11', name: 'Maya Chen' };
const PRIYA = { id: 'a1b2c3d4-0000-4000-8000-000000000002', name: 'Priya Patel' };

/** The demo projects' assessments, by project name: a high-risk one, limited ones, a minimal one. */
export const DEMO_AI_ACT_ASSESSMENTS: Record<string, MockAiActAssessment> = {
  'Resume Screening Assistant': {
    roles: ['provider', 'deployer'],
    answers: { 'annex3-4a-recruitment': true },
    statuses: {
      'art4-ai-literacy': 'done',
      'art9-provider': 'done',
      'art10-provider': 'in_progress',
      'art26-2-deployer': 'done',
      'art26-6-deployer': 'in_progress',
      'art26-8-deployer': 'not_applicable',
    },
    owner: MAYA,
  },
  'Customer Support Copilot': {
    roles: ['deployer'],
    answers: { 'art50-1-interaction': true },
    statuses: { 'art4-ai-literacy': 'done' },
    owner: PRIYA,
  },
  'Campaign Copy Generator': {
    roles: ['provider'],
    answers: { 'art50-2-synthetic-content': true },
  },
  'Invoice Anomaly Detection': { roles: ['deployer'], answers: {} },
};

/** The class a demo project's assessment gives (null: not assessed). */
export const demoAiActClassOf = (name: string): AiActRiskClass | null => {
  const assessment = DEMO_AI_ACT_ASSESSMENTS[name];
  return assessment ? classifyAiSystem(assessment).riskClass : null;
};

/** What the portfolio view reads of the projects' assessments (the store's EU AI Act book). */
export interface AiActAssessments {
  list(projectId: string): AiActObligationItem[];
  riskContext(projectId: string): { riskClass: AiActRiskClass } | null;
}

/** The obligations of one company's projects, read when asked (the frameworks book's source). */
export const companyObligationsFrom =
  (projects: () => readonly Project[], assessments: () => AiActAssessments) =>
  (companyId: string) =>
    portfolioObligationsFrom(
      projects().filter((p) => p.companyId === companyId),
      assessments(),
    );

/**
 * The obligations of `projects` as the store's assessments hold them (live projects with an
 * assessment), earliest due first: what the company-wide routes answer in dev:mock and stories,
 * so a change on a project's EU AI Act card shows on `/compliance` too.
 */
export function portfolioObligationsFrom(
  projects: readonly Project[],
  assessments: AiActAssessments,
  today = calendarDateOf(new Date()),
): AiActPortfolioObligation[] {
  const items = projects.flatMap((project) => {
    const assessed = project.archivedAt ? null : assessments.riskContext(project.id);
    if (!assessed) return [];
    return assessments.list(project.id).map((o): AiActPortfolioObligation => ({
      ...o,
      project: { id: project.id, name: project.name },
      riskClass: assessed.riskClass,
      dueGroup: obligationDueGroup(o, today),
    }));
  });
  return items.sort(
    (a, b) =>
      a.dueDate.localeCompare(b.dueDate) ||
      a.project.name.localeCompare(b.project.name) ||
      a.article.localeCompare(b.article, 'en', { numeric: true }),
  );
}

/** The obligations a query of `GET …/obligations` selects. */
export const filterPortfolioObligations = (
  items: readonly AiActPortfolioObligation[],
  query: AiActPortfolioObligationQuery,
) =>
  items.filter(
    (o) =>
      (query.projectId === undefined || o.projectId === query.projectId) &&
      (query.riskClass === undefined || o.riskClass === query.riskClass) &&
      (query.status === undefined || o.status === query.status) &&
      (query.ownerId === undefined || o.owner?.id === query.ownerId) &&
      (query.dueGroup === undefined || o.dueGroup === query.dueGroup),
  );

/** The compliance counts of `projects` and their obligations, as the BFF computes them. */
export function aiActComplianceOf(
  projects: readonly Project[],
  obligations: readonly AiActPortfolioObligation[],
  today = calendarDateOf(new Date()),
) {
  const counts = new Map<AiActRiskClass | null, number>();
  for (const p of projects) {
    if (!p.archivedAt) counts.set(p.aiActRiskClass, (counts.get(p.aiActRiskClass) ?? 0) + 1);
  }
  return aiActPortfolioCompliance([...counts], obligations, today);
}

/** The query of `GET …/obligations` as the BFF's validator reads it. */
export function readPortfolioObligationQuery(url: string): AiActPortfolioObligationQuery {
  const search = new URL(url).searchParams;
  return {
    projectId: search.get('projectId') ?? undefined,
    riskClass: asOneOf(AI_ACT_RISK_CLASSES, search.get('riskClass')),
    status: asOneOf(AI_ACT_OBLIGATION_STATUSES, search.get('status')),
    ownerId: search.get('ownerId') ?? undefined,
    dueGroup: asOneOf(AI_ACT_DUE_GROUPS, search.get('dueGroup')),
  };
}

/** The company-wide EU AI Act routes over a company's projects and their obligations. */
export function aiActPortfolioHandlers(
  source: (companyId: string) => {
    projects: readonly Project[];
    obligations: readonly AiActPortfolioObligation[];
  },
) {
  return [
    mockRoute(routes.listCompanyObligations, ({ request, params }) =>
      HttpResponse.json(
        filterPortfolioObligations(
          source(params.companyId).obligations,
          readPortfolioObligationQuery(request.url),
        ),
      ),
    ),
    mockRoute(routes.getCompanyCompliance, ({ params }) => {
      const { projects, obligations } = source(params.companyId);
      return HttpResponse.json(aiActComplianceOf(projects, obligations));
    }),
  ];
}
