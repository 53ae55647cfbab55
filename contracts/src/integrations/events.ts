import type { Static } from '@sinclair/typebox';
import { AUDIT_ACTOR_TYPES } from '../history';
import * as Type from '../type';

/**
 * The company event stream (`GET /api/companies/{companyId}/events`, Server-Sent Events): one
 * event per change of the company's history, as it commits. The SSE `id` is the history entry's
 * id (a reconnect sends it back as `Last-Event-ID` and is replayed what it missed), the SSE
 * `event` its type, e.g. `project.updated`, and `data` a {@link CompanyEvent}.
 */

export * from './event-names';

export const EventActor = Type.Object({
  type: Type.StringEnum(AUDIT_ACTOR_TYPES),
  id: Type.Nullable(
    Type.String({ description: 'The user or embed app; null for the product itself' }),
  ),
  label: Type.String({ description: 'Their name when they made the change' }),
});

export const CompanyEvent = Type.Object(
  {
    type: Type.String({ description: 'The event type, e.g. `project.updated`' }),
    id: Type.String({ description: 'The id of what changed' }),
    companyId: Type.Uuid(),
    projectId: Type.Nullable(Type.Uuid({ description: 'The project the change concerns, if any' })),
    at: Type.Timestamp,
    actor: EventActor,
  },
  { description: 'The `data` of an event of the company event stream' },
);
export type CompanyEvent = Static<typeof CompanyEvent>;
