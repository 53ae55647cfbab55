import type { AuditEntity } from './history';
import { eventEntity, type CompanyEvent } from './events';
import { routes, type RouteDef, type RouteName } from './routes';

/**
 * Which answers a change of each kind makes out of date: the routes whose cached answers a client
 * refreshes when the event stream announces such a change (and when it makes the change itself).
 * The company's activity log reads every change.
 */
export const EVENT_ROUTES: Record<ChangeKind, readonly RouteName[]> = {
  // A project's own answer covers its LLM models and history: they sit under its path. Its
  // risks carry its name and department; its dates measure its progress. The bell lists changes to the person's projects, risks opened on them and invitations.
  project: [
    'getProject',
    'listProjects',
    'getPortfolioSummary',
    'getPortfolioTimeline',
    'listRisks',
    'getProjectProgress',
    'getDoraRegister',
    'listLlmModels',
    'listCompanyObligations',
    'getCompanyCompliance',
    'listCompanyAudit',
    'listNotifications',
  ],
  // A model's name shows on every project that uses it; its vendor and region are a processor
  // of their GDPR records and an entry of the DORA register.
  llm_model: [
    'listLlmModels',
    'listProjectLlmModels',
    'getProjectGdpr',
    'getDoraRegister',
    'listCompanyAudit',
  ],
  // A model's monthly cost counts as the project's LLM spend.
  project_llm_model: [
    'listProjectLlmModels',
    'listLlmModels',
    'getProjectGdpr',
    'getDoraRegister',
    'getProjectBudget',
    'getPortfolioSummary',
    'getProjectHistory',
    'listCompanyAudit',
    'listNotifications',
  ],
  // Members and the company name also show in the current user's answer.
  // A role decides what the bell lists (admins hear of invitations accepted).
  // Every member is one of the company's people.
  member: [
    'listMembers',
    'getCurrentUser',
    'listPeople',
    'getCapacity',
    'listCompanyAudit',
    'listNotifications',
  ],
  invitation: ['listInvitations', 'listMembers', 'listCompanyAudit', 'listNotifications'],
  company: ['getCurrentUser', 'listCompanyAudit'],
  preferences: ['getPreferences'],
  embed_app: ['listEmbedApps', 'listEmbedAudit', 'listCompanyAudit'],
  embed_origins: ['getEmbedOrigins', 'listCompanyAudit'],
  embed_token: ['listEmbedAudit', 'listEmbedApps', 'listCompanyAudit'],
  // What the rules conclude from a change arrives as risk events of its own, once evaluated.
  risk: ['listRisks', 'getProjectHistory', 'listCompanyAudit', 'listNotifications'],
  // A report's health shows on its project page and in By Status.
  status_report: ['listStatusReports', 'getProjectHealth', 'getProjectHistory', 'listCompanyAudit'],
  // Milestones done measure a project's progress in By Status; milestones and baselines decide
  // which projects the dashboard counts on schedule.
  milestone: [
    'listMilestones',
    'getPortfolioTimeline',
    'getProjectProgress',
    'getPortfolioSummary',
    'getProjectHistory',
    'listCompanyAudit',
  ],
  // The event names the waiting project; the other project's list refreshes when it is opened.
  project_dependency: [
    'listProjectDependencies',
    'getPortfolioTimeline',
    'getProjectHistory',
    'listCompanyAudit',
  ],
  project_baseline: [
    'getProjectBaseline',
    'getPortfolioTimeline',
    'getPortfolioSummary',
    'getProjectHistory',
    'listCompanyAudit',
  ],
  api_token: ['listApiTokens', 'listCompanyAudit'],
  // An inbound event about a linked item changes the link, as a person's edit does.
  project_link: ['listProjectLinks', 'getProjectHistory', 'listCompanyAudit'],
  integration: ['listIntegrations', 'listCompanyAudit'],
  // An endpoint's deliveries are a log of their own, read while the page shows them.
  webhook: ['listWebhooks', 'listCompanyAudit'],
  // A person's name shows in every project's allocations (no project named: all of them), and
  // deleting one removes their allocations and changes who is over-allocated.
  person: [
    'listPeople',
    'getCapacity',
    'listProjectAllocations',
    'getPortfolioSummary',
    'listCompanyAudit',
  ],
  // The dashboard counts the people over-allocated this month.
  project_allocations: [
    'listProjectAllocations',
    'getCapacity',
    'getPortfolioSummary',
    'getProjectHistory',
    'listCompanyAudit',
  ],
  // Spend and plan show in the budget and the dashboard's variance to date.
  spend_entry: [
    'listSpend',
    'getProjectBudget',
    'getPortfolioSummary',
    'getProjectHistory',
    'listCompanyAudit',
  ],
  budget_plan_month: [
    'getProjectBudget',
    'getPortfolioSummary',
    'getProjectHistory',
    'listCompanyAudit',
  ],
  // An assessment stores the obligations and sets the project's EU AI Act status (which the
  // project's own change announces); an obligation's status sets it too. The portfolio's view
  // (its obligations, counts and the dashboard's classes) follows both.
  ai_act_assessment: [
    'getAiActAssessment',
    'getProject',
    'listProjects',
    'listProjectObligations',
    'listCompanyObligations',
    'getCompanyCompliance',
    'getPortfolioSummary',
    'getProjectHistory',
    'listCompanyAudit',
  ],
  ai_act_obligation: [
    'listProjectObligations',
    'listCompanyObligations',
    'getCompanyCompliance',
    'getProject',
    'listProjects',
    'getAiActAssessment',
    'getProjectHistory',
    'listCompanyAudit',
  ],
  // The benefit owner and realised benefit show in the Value card and the dashboard's return
  // per department and past payback; the rules read realised benefit (`value-behind`).
  project_value: ['getProjectValue', 'getProjectHistory', 'listCompanyAudit'],
  project_benefit: [
    'getProjectValue',
    'getPortfolioSummary',
    'getProjectHistory',
    'listCompanyAudit',
  ],
  // A saved record sets the project's GDPR or DORA status (a project change of its own, which
  // its own event also announces; listed here so the writer sees it at once). Whether a project
  // supports a critical function rates its model-deprecation risk.
  project_gdpr: [
    'getProjectGdpr',
    'getProject',
    'listProjects',
    'getPortfolioSummary',
    'getProjectHistory',
    'listCompanyAudit',
  ],
  // A measurement is answered as part of its KPI.
  project_kpi: ['listProjectKpis', 'getProjectHistory', 'listCompanyAudit'],
  kpi_measurement: ['listProjectKpis', 'getProjectHistory', 'listCompanyAudit'],
  project_gate: ['listProjectGates', 'getProjectHistory', 'listCompanyAudit'],
  project_dora: [
    'getProjectDora',
    'getDoraRegister',
    'getProject',
    'listProjects',
    'getPortfolioSummary',
    'listRisks',
    'getProjectHistory',
    'listCompanyAudit',
  ],
  // Evidence changes no obligation or status: its list, the history, and the risks it raises
  // (which announce themselves).
  obligation_evidence: ['listObligationEvidence', 'getProjectHistory', 'listCompanyAudit'],
  // Saved reports (a private one's event names only its id).
  report: ['listReports', 'listCompanyAudit'],
  // A suggestion changes no answer: it only adds to the history.
  ai_act_suggestion: ['getProjectHistory', 'listCompanyAudit'],
  // A person's own account (profile, two-factor): no event, only their own writes change it.
  account: ['getCurrentUser'],
  // What a person marked read: theirs alone, no event.
  notification_reads: ['listNotifications'],
};

/** What a change is of: a kind of thing of the history, or what only the signed-in person has. */
export type ChangeKind = AuditEntity | 'account' | 'notification_reads';

/**
 * What each write route of the contract changes, so that a client refreshes after its own
 * write exactly what the event of that write refreshes for everyone else. A write route left
 * out changes nothing a client keeps (sign-in, a password, feedback, a revealed key that only
 * adds to the history, which the event stream refreshes).
 */
export const ROUTE_CHANGES: Partial<Record<RouteName, ChangeKind>> = {
  updateProfile: 'account',
  enableTwoFactor: 'account',
  disableTwoFactor: 'account',
  createCompany: 'company',
  updateCompany: 'company',
  createProject: 'project',
  updateProject: 'project',
  archiveProject: 'project',
  restoreProject: 'project',
  createLlmModel: 'llm_model',
  updateLlmModel: 'llm_model',
  deleteLlmModel: 'llm_model',
  addProjectLlmModel: 'project_llm_model',
  removeProjectLlmModel: 'project_llm_model',
  inviteMember: 'invitation',
  resendInvitation: 'invitation',
  revokeInvitation: 'invitation',
  // Accepting makes the person a member: the members and their own companies change.
  acceptInvitation: 'member',
  updateMemberRole: 'member',
  removeMember: 'member',
  updatePreferences: 'preferences',
  updateEmbedOrigins: 'embed_origins',
  createEmbedApp: 'embed_app',
  deleteEmbedApp: 'embed_app',
  createStatusReport: 'status_report',
  updateStatusReport: 'status_report',
  publishStatusReport: 'status_report',
  acknowledgeRisk: 'risk',
  createMilestone: 'milestone',
  updateMilestone: 'milestone',
  deleteMilestone: 'milestone',
  addProjectDependency: 'project_dependency',
  removeProjectDependency: 'project_dependency',
  setProjectBaseline: 'project_baseline',
  createPerson: 'person',
  updatePerson: 'person',
  deletePerson: 'person',
  setProjectAllocations: 'project_allocations',
  createSpend: 'spend_entry',
  updateSpend: 'spend_entry',
  deleteSpend: 'spend_entry',
  updateBudgetPlan: 'budget_plan_month',
  updateProjectValue: 'project_benefit',
  createProjectKpi: 'project_kpi',
  updateKpi: 'project_kpi',
  deleteKpi: 'project_kpi',
  addKpiMeasurement: 'kpi_measurement',
  createProjectGate: 'project_gate',
  suggestAiActAssessment: 'ai_act_suggestion',
  markNotificationsRead: 'notification_reads',
  createApiToken: 'api_token',
  deleteApiToken: 'api_token',
  addProjectLink: 'project_link',
  removeProjectLink: 'project_link',
  createIntegration: 'integration',
  deleteIntegration: 'integration',
  createWebhook: 'webhook',
  updateWebhook: 'webhook',
  deleteWebhook: 'webhook',
  rotateWebhookSecret: 'webhook',
  setAiActAssessment: 'ai_act_assessment',
  updateObligation: 'ai_act_obligation',
  updateProjectGdpr: 'project_gdpr',
  updateProjectDora: 'project_dora',
  addObligationEvidence: 'obligation_evidence',
  deleteEvidence: 'obligation_evidence',
  createReport: 'report',
  updateReport: 'report',
  deleteReport: 'report',
  scheduleReport: 'report',
};

/** A change, as far as what it makes out of date goes: its kind, company and project. */
export interface Change {
  kind: ChangeKind;
  companyId: string | null;
  /** The project it concerns; for a project's own change, the project. */
  projectId: string | null;
}

const ROUTE_NAMES = new Map<RouteDef, RouteName>(
  Object.entries(routes).map(([name, def]) => [def, name as RouteName]),
);

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/**
 * The change a call of a write route made (null: one that changes nothing a client keeps). Its
 * company and project are read from the path, then from the answer, then from what the caller
 * knows (the widget's active company, the project a dialog is about).
 */
export function changeMadeBy(
  route: RouteDef,
  call: {
    params?: object;
    answer?: unknown;
    companyId?: string | null;
    projectId?: string | null;
  },
): Change | null {
  const name = ROUTE_NAMES.get(route);
  const kind = name && ROUTE_CHANGES[name];
  if (!kind) return null;
  const params = (call.params ?? {}) as Record<string, unknown>;
  const answer = (
    typeof call.answer === 'object' && call.answer !== null ? call.answer : {}
  ) as Record<string, unknown>;
  const underProject = route.path.startsWith('/api/projects/{id}');
  return {
    kind,
    companyId:
      text(params.companyId) ??
      (kind === 'company' ? text(answer.id) : text(answer.companyId)) ??
      call.companyId ??
      null,
    projectId:
      (underProject ? text(params.id) : undefined) ??
      (kind === 'project' ? text(answer.id) : text(answer.projectId)) ??
      call.projectId ??
      null,
  };
}

/**
 * The paths a change makes out of date, cut before the first parameter the change does not
 * name: `/api/projects/{id}` with its project, `/api/companies/{companyId}/llm-models` with its
 * company; a model's change reaches `/api/projects` (every project's list of models). A client
 * refreshes every cached answer under each path.
 */
export function pathsOutdatedByChange(change: Change): string[] {
  const values: Record<string, string | null> = {
    companyId: change.companyId,
    id: change.projectId,
  };
  const paths = new Set<string>();
  for (const name of EVENT_ROUTES[change.kind]) {
    const def: RouteDef = routes[name];
    const kept: string[] = [];
    for (const part of def.path.split('/')) {
      const param = /^\{(\w+)\}$/.exec(part)?.[1];
      // `{id}` is the project's only under /api/projects; another row's id (an obligation's,
      // for its evidence) is not known to a change, so the path is cut there.
      const value =
        param === 'id' && !def.path.startsWith('/api/projects/{id}') ? null : values[param ?? ''];
      if (param === undefined) kept.push(part);
      else if (value) kept.push(encodeURIComponent(value));
      else break;
    }
    paths.add(kept.join('/'));
  }
  return [...paths];
}

/** The paths an event of the company event stream makes out of date. */
export function pathsOutdatedBy(event: Pick<CompanyEvent, 'type' | 'companyId' | 'projectId'>) {
  const kind = eventEntity(event.type);
  if (!kind) return [];
  return pathsOutdatedByChange({ kind, companyId: event.companyId, projectId: event.projectId });
}
