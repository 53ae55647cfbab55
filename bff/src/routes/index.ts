import type { MiddlewareFactory, RouterFactory } from '../app-deps.ts';
import { eventsSinceHeader } from '../events/events-since.ts';
import type { Registration } from './contract.ts';
import { healthRoutes } from './health/health.ts';
import { companyRoutes } from './companies/index.ts';
import { projectRoutes } from './projects/index.ts';
import { preferenceRoutes } from './preferences/index.ts';
import { feedbackRoutes } from './feedback/index.ts';
import { platformRoutes } from './platform/index.ts';
import { llmModelRoutes } from './llm-models/index.ts';
import { complianceRoutes } from './compliance/index.ts';
import { aiActSuggestionRoutes } from './ai-act-suggestions/index.ts';
import { teamRoutes } from './team/index.ts';
import { accountRoutes } from './account/index.ts';
import { embedPages, embedRoutes } from './embed/index.ts';
import { historyRoutes } from './history/index.ts';
import { eventRoutes } from './events/index.ts';
import { scheduleRoutes } from './schedule/index.ts';
import { capacityRoutes } from './capacity/index.ts';
import { budgetRoutes } from './budget/index.ts';
import { valueRoutes } from './value/value.ts';
import { riskRoutes } from './risks/index.ts';
import { statusReportRoutes } from './status-reports/index.ts';
import { notificationRoutes } from './notifications/index.ts';
import { apiTokenRoutes } from './api-tokens/api-tokens.ts';
import { integrationRoutes } from './integrations/index.ts';
import { aiActRoutes } from './ai-act/index.ts';
import { evidenceRoutes } from './evidence/index.ts';
import { aiActPortfolioRoutes } from './ai-act/portfolio.ts';
import { reportRoutes } from './reports/reports.ts';
import { mcpRoutes } from './mcp/index.ts';
import { incidentRoutes } from './incidents/incidents.ts';
import { intakeRoutes } from './intake/intake.ts';
import { frameworkRoutes } from './frameworks/index.ts';

/**
 * Every route module of the BFF. To add one, write `bff/src/routes/<resource>/<resource>.ts`
 * exporting `(deps: AppDeps) => Router` with paths relative to `/api` (e.g. `/projects/:id`)
 * and append it to `api`. Order matters only for middleware.
 */
export interface RouteModules {
  /** Routers mounted at the site root, paths as written (health checks, static files). */
  root: RouterFactory[];
  /** Middleware run on every /api request before its route (sessions, origin checks, …). */
  apiMiddleware: MiddlewareFactory[];
  /** Routers mounted under `/api`. */
  api: RouterFactory[];
  /** Handlers of the contract's endpoint table (`contracts/src/routes.ts`), full paths. */
  contract: Registration[];
}

export const routeModules: RouteModules = {
  root: [healthRoutes, embedPages, mcpRoutes],
  apiMiddleware: [eventsSinceHeader],
  api: [],
  contract: [
    ...companyRoutes,
    ...projectRoutes,
    ...preferenceRoutes,
    ...feedbackRoutes,
    ...platformRoutes,
    ...llmModelRoutes,
    ...complianceRoutes,
    ...aiActSuggestionRoutes,
    ...teamRoutes,
    ...accountRoutes,
    ...embedRoutes,
    ...historyRoutes,
    ...eventRoutes,
    ...scheduleRoutes,
    ...capacityRoutes,
    ...budgetRoutes,
    ...valueRoutes,
    ...riskRoutes,
    ...statusReportRoutes,
    ...notificationRoutes,
    ...apiTokenRoutes,
    ...integrationRoutes,
    ...aiActRoutes,
    ...evidenceRoutes,
    ...aiActPortfolioRoutes,
    ...reportRoutes,
    ...incidentRoutes,
    ...intakeRoutes,
    ...frameworkRoutes,
  ],
};
