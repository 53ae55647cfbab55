import { AI_ACT_RISK_CLASSES } from '../compliance/ai-act/classify';

/**
 * A project's lists of values, apart from the schemas that use them (`projects.ts`): a page that
 * shows a status or counts projects by it loads these without TypeBox and the API's schemas.
 */

export const PROJECT_STATUSES = [
  'planning',
  'in_progress',
  'active',
  'completed',
  'on_hold',
] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

/** The order pages list statuses in: the project table's filter, the dashboard's by-status page. */
export const PROJECT_STATUS_ORDER = [
  'active',
  'in_progress',
  'planning',
  'completed',
  'on_hold',
] as const satisfies readonly ProjectStatus[];

export const COMPLIANCE_STATUSES = [
  'compliant',
  'in_review',
  'not_applicable',
  'non_compliant',
] as const;
export type ComplianceStatus = (typeof COMPLIANCE_STATUSES)[number];

/** The project list's EU AI Act filter: a class, or the projects not assessed yet. */
export const AI_ACT_CLASS_FILTERS = [...AI_ACT_RISK_CLASSES, 'unassessed'] as const;
export type AiActClassFilter = (typeof AI_ACT_CLASS_FILTERS)[number];

/** The edit form's department list. */
export const DEPARTMENTS = [
  'Customer Service',
  'Operations',
  'Marketing',
  'Sales',
  'Finance',
  'HR',
  'IT',
  'Legal',
  'R&D',
  'Product',
] as const;
/** The create form's department list: the spec's order, without Product. */
export const CREATE_FORM_DEPARTMENTS = [
  'Customer Service',
  'Operations',
  'Sales',
  'Marketing',
  'Finance',
  'IT',
  'HR',
  'Legal',
  'R&D',
] as const;

/** How many of the newest projects the dashboard lists. */
export const RECENT_PROJECTS_COUNT = 3;
