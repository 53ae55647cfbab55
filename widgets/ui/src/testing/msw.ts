/** msw for widget tests and stories: contract-typed route mocks, fixtures and the demo portfolio. */
export * from './mock-api/mock-route';
export * from './demo-data/fixtures';
export * from './mock-api/portfolio-store';
export * from './demo-data/demo-portfolio';
export * from './mock-api/company-events';
export * from './mock-api/status-report-book';
export * from './mock-api/incident-book';
export * from './mock-api/notifications';
export * from './mock-api/capacity-book';
export * from './mock-api/budget-book';
export * from './mock-api/ai-act-book';
export * from './mock-api/value-book';
export * from './mock-api/compliance-book';
export * from './mock-api/fria-book';
export * from './mock-api/evidence-book';
export * from './mock-api/ai-act-portfolio-book';
export * from './mock-api/report-book';
export * from './mock-api/ai-act-suggestion-book';
export * from './mock-api/proposal-book';
export * from './mock-api/frameworks-book';
// The history routes' paging, for a shell or widget mock of another history route.
export { historyPageOf, historyQueryOf } from './mock-api/history-book';
