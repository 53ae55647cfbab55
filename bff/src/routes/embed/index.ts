import type { Registration } from '../contract.ts';
import {
  createEmbedAppRoute,
  deleteEmbedAppRoute,
  getEmbedOriginsRoute,
  listEmbedAppsRoute,
  listEmbedAuditRoute,
  updateEmbedOriginsRoute,
} from './settings.ts';
import {
  issueEmbedSessionTokenRoute,
  issueEmbedTokenRoute,
  refreshEmbedTokenRoute,
} from './tokens.ts';

export { embedPages } from './pages.ts';

/** Embedding on other sites: the admin settings and the token endpoints. */
export const embedRoutes: Registration[] = [
  getEmbedOriginsRoute,
  updateEmbedOriginsRoute,
  listEmbedAppsRoute,
  createEmbedAppRoute,
  deleteEmbedAppRoute,
  listEmbedAuditRoute,
  issueEmbedTokenRoute,
  issueEmbedSessionTokenRoute,
  refreshEmbedTokenRoute,
];
