import { Project as ProjectSchema, type Project as ProjectBody } from '@portfolio/contracts';
import type { Project } from '../models/project.ts';
import { optionalIso, toIsoString } from './time.ts';

/** The columns a project is presented from (a model, or a plain row of the projects table). */
export type ProjectRow = Pick<
  Project,
  | 'id'
  | 'companyId'
  | 'name'
  | 'problemStatement'
  | 'department'
  | 'businessOwner'
  | 'jobsToBeDone'
  | 'expectedReturn'
  | 'initialCosts'
  | 'runningCosts'
  | 'roi'
  | 'status'
  | 'euAiActStatus'
  | 'gdprStatus'
  | 'doraStatus'
  | 'notes'
  | 'createdBy'
  | 'createdAt'
  | 'updatedAt'
  | 'archivedAt'
>;

/**
 * A project as the contract describes it: money and ROI stay decimal strings as the database
 * gives them ("1234.50"), timestamps become ISO 8601, and only the contract's fields are copied
 * (sort keys or joined columns of the row never leak).
 */
export function presentProject(row: ProjectRow): ProjectBody {
  return {
    id: row.id,
    companyId: row.companyId,
    name: row.name,
    problemStatement: row.problemStatement,
    department: row.department,
    businessOwner: row.businessOwner,
    jobsToBeDone: row.jobsToBeDone ?? null,
    expectedReturn: row.expectedReturn ?? null,
    initialCosts: row.initialCosts ?? null,
    runningCosts: row.runningCosts ?? null,
    roi: row.roi ?? null,
    status: row.status,
    euAiActStatus: row.euAiActStatus,
    gdprStatus: row.gdprStatus,
    doraStatus: row.doraStatus,
    notes: row.notes ?? null,
    createdBy: row.createdBy,
    createdAt: toIsoString(row.createdAt),
    updatedAt: toIsoString(row.updatedAt),
    archivedAt: optionalIso(row.archivedAt),
  };
}

/** A timestamptz as `toISOString()` writes it: UTC, milliseconds, `Z`. */
const isoSql = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Each field of the contract's project as SQL over a row of `projects`, as `presentProject` makes it. */
const PROJECT_FIELD_SQL: Record<keyof ProjectBody, string> = {
  id: 'id',
  companyId: 'company_id',
  name: 'name',
  problemStatement: 'problem_statement',
  department: 'department',
  businessOwner: 'business_owner',
  jobsToBeDone: 'jobs_to_be_done',
  expectedReturn: 'expected_return::text',
  initialCosts: 'initial_costs::text',
  runningCosts: 'running_costs::text',
  roi: 'roi::text',
  status: 'status',
  euAiActStatus: 'eu_ai_act_status',
  gdprStatus: 'gdpr_status',
  doraStatus: 'dora_status',
  notes: 'notes',
  createdBy: 'created_by',
  createdAt: isoSql('created_at'),
  updatedAt: isoSql('updated_at'),
  archivedAt: isoSql('archived_at'),
};

/** The contract's fields in the contract's order (the order of `presentProject`'s JSON). */
const PROJECT_FIELDS = Object.keys(ProjectSchema.properties) as Array<keyof ProjectBody>;

/**
 * `presentProject` in SQL: the select list of the contract's fields, in its order, as text
 * (money and ROI as decimal strings, timestamps in ISO 8601), for rows read in array row mode
 * (further columns may follow), which `projectFromColumns` makes the contract's objects.
 */
export const PROJECT_COLUMNS_SQL = PROJECT_FIELDS.map((field) => PROJECT_FIELD_SQL[field]).join(
  ', ',
);

/** How many columns `PROJECT_COLUMNS_SQL` selects. */
export const PROJECT_FIELD_COUNT = PROJECT_FIELDS.length;

/** A row read in array mode that starts with `PROJECT_COLUMNS_SQL`, as the contract's project. */
export function projectFromColumns(values: readonly unknown[]): ProjectBody {
  const project: Record<string, unknown> = {};
  for (let i = 0; i < PROJECT_FIELDS.length; i++) project[PROJECT_FIELDS[i]!] = values[i];
  return project as ProjectBody;
}
