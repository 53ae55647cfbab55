// The names of events, apart from their schemas (`events.ts`): the clients that refresh by them
// need no TypeBox. The types read the entity registry (`event-types.ts`); a page that only needs
// `STREAM_RESET_EVENT` loads none of it.
export { eventEntity, eventType } from './event-types';

/**
 * Sent instead of a replay when a reconnect missed more than the stream replays: everything the
 * client holds of the company may be out of date.
 */
export const STREAM_RESET_EVENT = 'stream.reset';
