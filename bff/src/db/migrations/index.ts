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
const migrations: Array<{ name: string; migration: Knex.Migration }> = [
  { name: '20261122000100_users_and_sessions', migration: usersAndSessions },
  { name: '20261122000200_companies_and_members', migration: companiesAndMembers },
  { name: '20261122000300_projects', migration: projects },
  { name: '20261122000400_invitations', migration: invitations },
  { name: '20261122000500_feedback', migration: feedback },
  { name: '20261122000600_user_preferences', migration: userPreferences },
  { name: '20261122000700_llm_models', migration: llmModels },
  { name: '20261123001000_embedding', migration: embedding },
  { name: '20261123001000_rate_limits', migration: rateLimits },
  { name: '20261123002000_project_speed', migration: projectSpeed },
  {
    name: '20261123003000_search_without_pending_list',
    migration: searchWithoutPendingList,
  },
  { name: '20261124000000_auth_change_notify', migration: authChangeNotify },
  { name: '20261125000000_project_api_json', migration: projectApiJson },
  { name: '20261126000000_two_factor', migration: twoFactor },
  { name: '20261126000100_audit_events', migration: auditEvents },
  { name: '20261126000200_audit_events_notify', migration: auditEventsNotify },
  { name: '20261127000100_history_outbox', migration: historyOutbox },
  { name: '20261127000200_risks', migration: risks },
  { name: '20261127000300_embed_audit_into_history', migration: embedAuditIntoHistory },
  { name: '20261128000100_status_reports', migration: statusReports },
  { name: '20261128000200_notifications', migration: notifications },
  { name: '20261128000300_audit_events_by_time', migration: auditEventsByTime },
  { name: '20261128001000_project_schedule', migration: projectSchedule },
  { name: '20261129001000_schedule_data_version', migration: scheduleDataVersion },
  { name: '20261129002000_people_and_allocations', migration: peopleAndAllocations },
  { name: '20261129003000_budget', migration: budget },
  { name: '20261129004000_webhooks', migration: webhooks },
  { name: '20261129005000_api_tokens', migration: apiTokens },
  { name: '20261129005100_project_links', migration: projectLinks },
  { name: '20261130001000_ai_act', migration: aiAct },
  { name: '20261130002000_value', migration: value },
  { name: '20261130003000_gdpr_and_dora', migration: gdprAndDora },
  { name: '20261130004000_llm_model_suggestions', migration: llmModelSuggestions },
  { name: '20261130005000_reports', migration: reports },
  { name: '20261130006000_obligation_evidence', migration: obligationEvidence },
  { name: '20261130007000_ai_act_portfolio', migration: aiActPortfolio },
  { name: '20261201001000_evidence_object_deletions', migration: evidenceObjectDeletions },
  { name: '20261201002000_event_stream_positions', migration: eventStreamPositions },
  { name: '20261201003000_access_change_notify', migration: accessChangeNotify },
  { name: '20261202001000_email_verification', migration: emailVerification },
  {
    name: '20261202004000_webhook_delivery_interruptions',
    migration: webhookDeliveryInterruptions,
  },
  { name: '20261203040000_risk_details', migration: riskDetails },
  { name: '20261210000000_incidents', migration: incidents },
  { name: '20261211000000_incident_report_deadlines', migration: incidentReportDeadlines },
  { name: '20261212000000_project_figures', migration: projectFigures },
  { name: '20261213000000_company_totals', migration: companyTotals },
  { name: '20261214000000_intake', migration: intake },
  { name: '20261215000000_proposal_preferences', migration: proposalPreferences },
  { name: '20261216000000_obligation_paragraphs', migration: obligationParagraphs },
  { name: '20261217000000_controls', migration: controls },
  { name: '20261218000000_fria', migration: fria },
];

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
