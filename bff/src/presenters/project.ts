import type { Project as ProjectBody } from '@portfolio/contracts';
import type { Project } from '../models/project.ts';
import { toIsoString } from './time.ts';

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
    archivedAt: row.archivedAt ? toIsoString(row.archivedAt) : null,
  };
}

/** A timestamptz as `toISOString()` writes it: UTC, milliseconds, `Z`. */
const isoSql = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * `presentProject` in SQL, over a row of `projects`: the same fields, money and ROI as decimal
 * strings, timestamps in ISO 8601. For lists, where PostgreSQL builds the JSON of a whole page
 * faster than rows can be parsed, mapped and serialized here.
 */
export const PROJECT_JSON_SQL = `json_build_object(
  'id', id, 'companyId', company_id, 'name', name, 'problemStatement', problem_statement,
  'department', department, 'businessOwner', business_owner, 'jobsToBeDone', jobs_to_be_done,
  'expectedReturn', expected_return::text, 'initialCosts', initial_costs::text,
  'runningCosts', running_costs::text, 'roi', roi::text, 'status', status,
  'euAiActStatus', eu_ai_act_status, 'gdprStatus', gdpr_status, 'doraStatus', dora_status,
  'notes', notes, 'createdBy', created_by, 'createdAt', ${isoSql('created_at')},
  'updatedAt', ${isoSql('updated_at')}, 'archivedAt', ${isoSql('archived_at')})`;
