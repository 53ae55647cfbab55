/** Test fixtures of the contract's types, for the tests of every package (not for the product). */
export * from './project-fixture';
export * from './proposal-fixture';
export * from './risk-fixtures';
