/** A project's fundamental rights impact assessment under Article 27 of the EU AI Act. */
export * from './article-27';
export * from './requirement';
export * from './prefill';
export * from './review';
export * from './fria';
export * from './view';
export * from './steps';
