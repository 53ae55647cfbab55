import { AUDIT_ENTITIES, ENTITIES, type AuditEntity } from '../entities';
import type { AuditAction } from '../history';

// Event types as views of the entity registry (`ENTITIES[entity].event`).

/** Each entity by its name in an event type (`ENTITIES[entity].event`). */
const BY_EVENT_NAME = new Map<string, AuditEntity>(
  AUDIT_ENTITIES.map((entity) => [ENTITIES[entity].event, entity]),
);

/** `project.updated`, `llm-model.key-revealed`, `invitation.resent`, … */
export const eventType = (entity: AuditEntity, action: AuditAction): string =>
  `${ENTITIES[entity].event}.${action.replace(/_/g, '-')}`;

/** The entity an event type names, or undefined for a type this contract does not know. */
export function eventEntity(type: string): AuditEntity | undefined {
  return BY_EVENT_NAME.get(type.slice(0, type.indexOf('.')));
}
