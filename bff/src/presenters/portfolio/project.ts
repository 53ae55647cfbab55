import type { Project as ProjectBody } from '@portfolio/contracts';
import type { Project } from '../../models/project.ts';
import { optionalIso, toIsoString } from '../../db/dates.ts';

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
  | 'startDate'
  | 'targetDate'
  | 'createdBy'
  | 'createdAt'
  | 'updatedAt'
  | 'archivedAt'
  | 'aiActRiskClass'
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
    startDate: row.startDate ?? null,
    targetDate: row.targetDate ?? null,
    createdBy: row.createdBy,
    createdAt: toIsoString(row.createdAt),
    updatedAt: toIsoString(row.updatedAt),
    archivedAt: optionalIso(row.archivedAt),
    aiActRiskClass: row.aiActRiskClass ?? null,
  };
}
