import type { AuditEntity } from './history';
import { eventEntity, type CompanyEvent } from './events';
import { routes, type RouteDef, type RouteName } from './routes';

/**
 * Which answers a change of each kind makes out of date: the routes whose cached answers a client
 * refreshes when the event stream announces such a change (and when it makes the change itself).
 * The company's activity log reads every change.
 */
export const EVENT_ROUTES: Record<AuditEntity, readonly RouteName[]> = {
  // A project's own answer covers its LLM models and history: they sit under its path.
  project: ['getProject', 'listProjects', 'getPortfolioSummary', 'listCompanyAudit'],
  // A model's name shows on every project that uses it.
  llm_model: ['listLlmModels', 'listProjectLlmModels', 'listCompanyAudit'],
  project_llm_model: ['listProjectLlmModels', 'getProjectHistory', 'listCompanyAudit'],
  // Members and the company name also show in the current user's answer.
  member: ['listMembers', 'getCurrentUser', 'listCompanyAudit'],
  invitation: ['listInvitations', 'listMembers', 'listCompanyAudit'],
  company: ['getCurrentUser', 'listCompanyAudit'],
  preferences: ['getPreferences'],
  embed_app: ['listEmbedApps', 'listEmbedAudit', 'listCompanyAudit'],
  embed_origins: ['getEmbedOrigins', 'listCompanyAudit'],
  embed_token: ['listEmbedAudit', 'listEmbedApps', 'listCompanyAudit'],
  // The risk routes join this list as they are added.
  risk: ['getProjectHistory', 'listCompanyAudit'],
  milestone: ['listMilestones', 'getProjectHistory', 'listCompanyAudit'],
  // The event names the waiting project; the other project's list refreshes when it is opened.
  project_dependency: ['listProjectDependencies', 'getProjectHistory', 'listCompanyAudit'],
  project_baseline: ['getProjectBaseline', 'getProjectHistory', 'listCompanyAudit'],
};

/**
 * The paths an event makes out of date, cut before the first parameter the event does not name:
 * `/api/projects/{id}` with the event's project, `/api/companies/{companyId}/llm-models` with its
 * company; a model's change reaches `/api/projects` (every project's list of models). A client
 * refreshes every cached answer under each path.
 */
export function pathsOutdatedBy(event: Pick<CompanyEvent, 'type' | 'companyId' | 'projectId'>) {
  const entity = eventEntity(event.type);
  if (!entity) return [];
  const values: Record<string, string | null> = {
    companyId: event.companyId,
    id: event.projectId,
  };
  const paths = new Set<string>();
  for (const name of EVENT_ROUTES[entity]) {
    const def: RouteDef = routes[name];
    const kept: string[] = [];
    for (const part of def.path.split('/')) {
      const param = /^\{(\w+)\}$/.exec(part)?.[1];
      if (param === undefined) kept.push(part);
      else if (values[param]) kept.push(encodeURIComponent(values[param]));
      else break;
    }
    paths.add(kept.join('/'));
  }
  return [...paths];
}
