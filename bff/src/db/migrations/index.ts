import type { Knex } from 'knex';
import * as usersAndSessions from './20261122000100_users_and_sessions.ts';
import * as companiesAndMembers from './20261122000200_companies_and_members.ts';
import * as projects from './20261122000300_projects.ts';
import * as invitations from './20261122000400_invitations.ts';
import * as feedback from './20261122000500_feedback.ts';
import * as userPreferences from './20261122000600_user_preferences.ts';
import * as llmModels from './20261122000700_llm_models.ts';
import * as embedding from './20261123001000_embedding.ts';
import * as rateLimits from './20261123001000_rate_limits.ts';
import * as projectSpeed from './20261123002000_project_speed.ts';
import * as searchWithoutPendingList from './20261123003000_search_without_pending_list.ts';
import * as authChangeNotify from './20261124000000_auth_change_notify.ts';
import * as projectApiJson from './20261125000000_project_api_json.ts';
import * as twoFactor from './20261126000000_two_factor.ts';
import * as auditEvents from './20261126000100_audit_events.ts';
import * as auditEventsNotify from './20261126000200_audit_events_notify.ts';
import * as historyOutbox from './20261127000100_history_outbox.ts';
import * as risks from './20261127000200_risks.ts';
import * as embedAuditIntoHistory from './20261127000300_embed_audit_into_history.ts';
import * as statusReports from './20261128000100_status_reports.ts';
import * as notifications from './20261128000200_notifications.ts';
import * as auditEventsByTime from './20261128000300_audit_events_by_time.ts';
import * as projectSchedule from './20261128001000_project_schedule.ts';
import * as scheduleDataVersion from './20261129001000_schedule_data_version.ts';
import * as peopleAndAllocations from './20261129002000_people_and_allocations.ts';
import * as budget from './20261129003000_budget.ts';
import * as webhooks from './20261129004000_webhooks.ts';
import * as apiTokens from './20261129005000_api_tokens.ts';
import * as projectLinks from './20261129005100_project_links.ts';
import * as aiAct from './20261130001000_ai_act.ts';
import * as value from './20261130002000_value.ts';
import * as gdprAndDora from './20261130003000_gdpr_and_dora.ts';
import * as llmModelSuggestions from './20261130004000_llm_model_suggestions.ts';
import * as reports from './20261130005000_reports.ts';
import * as obligationEvidence from './20261130006000_obligation_evidence.ts';
import * as aiActPortfolio from './20261130007000_ai_act_portfolio.ts';
import * as evidenceObjectDeletions from './20261201001000_evidence_object_deletions.ts';
import * as eventStreamPositions from './20261201002000_event_stream_positions.ts';
import * as accessChangeNotify from './20261201003000_access_change_notify.ts';
import * as emailVerification from './20261202001000_email_verification.ts';
import * as webhookDeliveryInterruptions from './20261202004000_webhook_delivery_interruptions.ts';
import * as riskDetails from './20261203040000_risk_details.ts';
import * as incidents from './20261210000000_incidents.ts';
import * as incidentReportDeadlines from './20261211000000_incident_report_deadlines.ts';
import * as projectFigures from './20261212000000_project_figures.ts';
import * as companyTotals from './20261213000000_company_totals.ts';
import * as intake from './20261214000000_intake.ts';
import * as proposalPreferences from './20261215000000_proposal_preferences.ts';
import * as obligationParagraphs from './20261216000000_obligation_paragraphs.ts';
import * as controls from './20261217000000_controls.ts';
import * as fria from './20261218000000_fria.ts';

export const MIGRATIONS_TABLE = 'knex_migrations';

/** Every migration, oldest first. Add a new one at the end, named `<timestamp>_<what>`. */
const migrations: Array<{ name: string; migration: Knex.Migration }> = (
  [
    ['20261122000100_users_and_sessions', usersAndSessions],
    ['20261122000200_companies_and_members', companiesAndMembers],
    ['20261122000300_projects', projects],
    ['20261122000400_invitations', invitations],
    ['20261122000500_feedback', feedback],
    ['20261122000600_user_preferences', userPreferences],
    ['20261122000700_llm_models', llmModels],
    ['20261123001000_embedding', embedding],
    ['20261123001000_rate_limits', rateLimits],
    ['20261123002000_project_speed', projectSpeed],
    ['20261123003000_search_without_pending_list', searchWithoutPendingList],
    ['20261124000000_auth_change_notify', authChangeNotify],
    ['20261125000000_project_api_json', projectApiJson],
    ['20261126000000_two_factor', twoFactor],
    ['20261126000100_audit_events', auditEvents],
    ['20261126000200_audit_events_notify', auditEventsNotify],
    ['20261127000100_history_outbox', historyOutbox],
    ['20261127000200_risks', risks],
    ['20261127000300_embed_audit_into_history', embedAuditIntoHistory],
    ['20261128000100_status_reports', statusReports],
    ['20261128000200_notifications', notifications],
    ['20261128000300_audit_events_by_time', auditEventsByTime],
    ['20261128001000_project_schedule', projectSchedule],
    ['20261129001000_schedule_data_version', scheduleDataVersion],
    ['20261129002000_people_and_allocations', peopleAndAllocations],
    ['20261129003000_budget', budget],
    ['20261129004000_webhooks', webhooks],
    ['20261129005000_api_tokens', apiTokens],
    ['20261129005100_project_links', projectLinks],
    ['20261130001000_ai_act', aiAct],
    ['20261130002000_value', value],
    ['20261130003000_gdpr_and_dora', gdprAndDora],
    ['20261130004000_llm_model_suggestions', llmModelSuggestions],
    ['20261130005000_reports', reports],
    ['20261130006000_obligation_evidence', obligationEvidence],
    ['20261130007000_ai_act_portfolio', aiActPortfolio],
    ['20261201001000_evidence_object_deletions', evidenceObjectDeletions],
    ['20261201002000_event_stream_positions', eventStreamPositions],
    ['20261201003000_access_change_notify', accessChangeNotify],
    ['20261202001000_email_verification', emailVerification],
    ['20261202004000_webhook_delivery_interruptions', webhookDeliveryInterruptions],
    ['20261203040000_risk_details', riskDetails],
    ['20261210000000_incidents', incidents],
    ['20261211000000_incident_report_deadlines', incidentReportDeadlines],
    ['20261212000000_project_figures', projectFigures],
    ['20261213000000_company_totals', companyTotals],
    ['20261214000000_intake', intake],
    ['20261215000000_proposal_preferences', proposalPreferences],
    ['20261216000000_obligation_paragraphs', obligationParagraphs],
    ['20261217000000_controls', controls],
    ['20261218000000_fria', fria],
  ] as const
).map(([name, migration]) => ({ name, migration }));

/** How many migrations there are: a fresh database applies them all, a rollback undoes them all. */
export const MIGRATION_COUNT = migrations.length;

type Entry = (typeof migrations)[number];

/**
 * Knex loads migration files itself with a plain import, which cannot read .ts under vitest;
 * this source hands it the modules imported here instead.
 */
export const migrationSource: Knex.MigrationSource<Entry> = {
  getMigrations: async () => migrations,
  getMigrationName: (entry) => entry.name,
  getMigration: async (entry) => entry.migration,
};
