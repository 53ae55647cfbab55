/** Test helpers of the kit (node/vitest only; handlers for the browser come from `@portfolio/ui/testing/msw`). */
export { server } from './server';
export {
  mountForDemoUser,
  mountInDocument,
  recordRequests,
  renderWithProjects,
  renderWithProviders,
  scrollWindowTo,
  widgetProps,
  withViewport,
} from './render';
export type { RenderWithProvidersOptions } from './render';
export * from './msw';
export { findToast } from './toast';
export { answeredQuery, queryIn } from './query-state';
export { chosenFile, withNodeFormData } from './uploads';
export type { ShownToast } from './toast';
