import type { Static } from '@sinclair/typebox';
import { Nullable, StringEnum, Timestamp, Uuid } from '../common';
import { AUDIT_ENTITIES, ENTITIES, type AuditEntity } from '../entities';
import { AUDIT_ACTOR_TYPES, type AuditAction } from '../history';
import * as Type from '../type';

/**
 * The company event stream (`GET /api/companies/{companyId}/events`, Server-Sent Events): one
 * event per change of the company's history, as it commits. The SSE `id` is the history entry's
 * id (a reconnect sends it back as `Last-Event-ID` and is replayed what it missed), the SSE
 * `event` its type, e.g. `project.updated`, and `data` a {@link CompanyEvent}.
 */

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
