/** The incident register: its clock rules, the clocks function and the API's schemas. */
export * from './zoned-time';
export * from './clock-rules';
export * from './clocks';
export * from './incident-figures';
export * from './incident-csv';
export * from './incidents';
export * from './incident-paths';
export * from './incident-rules';
