export * from './control';
export * from './library';
export * from './catalogues';
export * from './api';
export * from './coverage';
export * from './framework-csv';
export * from './soa';
export * from './present';
