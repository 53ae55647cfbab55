/** Proposals before they are projects: their screening tier, scoring and approval rules. */
export * from './screening';
export * from './scoring';
export * from './approval';
export * from './proposals';
export * from './intake-answers';
export * from './intake-settings';
export * from './proposal-csv';
