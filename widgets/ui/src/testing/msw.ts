/** msw for widget tests and stories: contract-typed route mocks, fixtures and the demo portfolio. */
export * from './mock-route';
export * from './fixtures';
export * from './portfolio-store';
export * from './demo-portfolio';
export * from './company-events';
export * from './status-report-book';
export * from './incident-book';
export * from './notifications';
export * from './capacity-book';
export * from './budget-book';
export * from './ai-act-book';
export * from './value-book';
export * from './compliance-book';
export * from './evidence-book';
export * from './ai-act-portfolio-book';
export * from './report-book';
export * from './ai-act-suggestion-book';
