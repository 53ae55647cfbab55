/** The /api contract: schemas, limits, the endpoint table and the pure domain rules. */
/** The schema types, for code that types values by a contract schema without knowing the library. */
export type { Static, TSchema } from '@sinclair/typebox';
export * from './brand';
export * from './common';
export * from './errors';
export * from './auth';
export * from './companies';
export * from './projects';
export * from './schedule';
export * from './team';
export * from './llm-models';
export * from './feedback';
export * from './preferences';
export * from './embed';
export * from './history';
export * from './events';
export * from './event-routes';
export * from './routes';
export * from './violations';
export * from './widgets';
export * from './domain/money';
export * from './domain/mask-api-key';
export * from './domain/format-date';
export * from './domain/calendar-date';
export * from './domain/schedule-slip';
export * from './domain/format-count';
export * from './domain/status';
export * from './domain/portfolio-metrics';
