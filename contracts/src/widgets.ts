/**
 * The federated widgets, each its own deployable: built into `dist/<name>/`, served under
 * `/widgets/<name>/`, listed by name in the widget registry (`GET /api/widgets`).
 */
export const WIDGET_NAMES = [
  'portfolio-dashboard',
  'project-table',
  'project-workspace',
  'team-panel',
  'llm-registry',
  'risk-register',
  'portfolio-timeline',
  'report-builder',
  'intake-form',
  'feedback-form',
] as const;
export type WidgetName = (typeof WIDGET_NAMES)[number];

/**
 * The sections of `project-workspace`, each an address in the shell (`/projects/{id}/plan`;
 * Overview is `/projects/{id}` itself) and a `section` prop embedded: the shell's router and the
 * widget's tab bar read the one list.
 */
export const PROJECT_SECTIONS = ['overview', 'plan', 'compliance', 'value', 'activity'] as const;
export type ProjectSection = (typeof PROJECT_SECTIONS)[number];

/**
 * A widget's Module Federation container name (also its global on a page that loads
 * `remoteEntry.js` by hand): container names must be identifiers, so dashes become underscores.
 */
export const containerName = (name: string) => name.replace(/-/g, '_');

/** Where a server that serves the widgets itself keeps a widget's manifest, from its origin. */
export const widgetManifestPath = (name: string) => `/widgets/${name}/mf-manifest.json`;
