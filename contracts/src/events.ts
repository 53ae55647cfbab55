import type { Static } from '@sinclair/typebox';
import { Nullable, StringEnum, Timestamp, Uuid } from './common';
import { AUDIT_ACTOR_TYPES, type AuditAction, type AuditEntity } from './history';
import * as Type from './type';

/**
 * The company event stream (`GET /api/companies/{companyId}/events`, Server-Sent Events): one
 * event per change of the company's history, as it commits. The SSE `id` is the history entry's
 * id (a reconnect sends it back as `Last-Event-ID` and is replayed what it missed), the SSE
 * `event` its type, e.g. `project.updated`, and `data` a {@link CompanyEvent}.
 */

/** How each kind of thing is named in an event type: `project-llm-model.created`. */
const EVENT_ENTITY_NAMES: Record<AuditEntity, string> = {
  project: 'project',
  llm_model: 'llm-model',
  project_llm_model: 'project-llm-model',
  member: 'member',
  invitation: 'invitation',
  company: 'company',
  preferences: 'preferences',
  embed_app: 'embed-app',
  embed_origins: 'embed-origins',
  embed_token: 'embed-token',
  risk: 'risk',
  milestone: 'milestone',
  project_dependency: 'project-dependency',
  project_baseline: 'project-baseline',
  status_report: 'status-report',
  api_token: 'api-token',
  project_link: 'project-link',
  integration: 'integration',
  person: 'person',
  project_allocations: 'project-allocations',
  webhook: 'webhook',
  spend_entry: 'spend-entry',
  budget_plan_month: 'budget-plan-month',
  ai_act_assessment: 'ai-act-assessment',
  ai_act_obligation: 'ai-act-obligation',
  project_value: 'project-value',
  project_benefit: 'project-benefit',
  project_kpi: 'project-kpi',
  kpi_measurement: 'kpi-measurement',
  project_gate: 'project-gate',
  project_gdpr: 'project-gdpr',
  project_dora: 'project-dora',
  obligation_evidence: 'obligation-evidence',
  report: 'report',
  ai_act_suggestion: 'ai-act-suggestion',
};

/** `project.updated`, `llm-model.key-revealed`, `invitation.resent`, … */
export const eventType = (entity: AuditEntity, action: AuditAction): string =>
  `${EVENT_ENTITY_NAMES[entity]}.${action.replace(/_/g, '-')}`;

/** The entity an event type names, or undefined for a type this contract does not know. */
export function eventEntity(type: string): AuditEntity | undefined {
  const name = type.slice(0, type.indexOf('.'));
  return (Object.keys(EVENT_ENTITY_NAMES) as AuditEntity[]).find(
    (entity) => EVENT_ENTITY_NAMES[entity] === name,
  );
}

/**
 * Sent instead of a replay when a reconnect missed more than the stream replays: everything the
 * client holds of the company may be out of date.
 */
export const STREAM_RESET_EVENT = 'stream.reset';

export const EventActor = Type.Object({
  type: StringEnum(AUDIT_ACTOR_TYPES),
  id: Nullable(Type.String({ description: 'The user or embed app; null for the product itself' })),
  label: Type.String({ description: 'Their name when they made the change' }),
});

export const CompanyEvent = Type.Object(
  {
    type: Type.String({ description: 'The event type, e.g. `project.updated`' }),
    id: Type.String({ description: 'The id of what changed' }),
    companyId: Uuid(),
    projectId: Nullable(Uuid({ description: 'The project the change concerns, if any' })),
    at: Timestamp,
    actor: EventActor,
  },
  { description: 'The `data` of an event of the company event stream' },
);
export type CompanyEvent = Static<typeof CompanyEvent>;
