import { EMPTY_GDPR_RECORD, type ProjectGdpr as ProjectGdprBody } from '@portfolio/contracts';
import { toIsoString } from '../../db/dates.ts';
import { recordFields } from '../../presenters/compliance/compliance-record.ts';
import {
  readProjectGdpr,
  saveProjectGdpr,
  type GdprAnswer,
} from '../../services/compliance/project-gdpr.ts';
import { projectOfPath } from '../projects/projects.ts';
import { projectRecordRoutes } from './project-record.ts';

/** A project's GDPR record as the contract shows it; an unsaved one as its empty form. */
export function presentProjectGdpr(projectId: string, answer: GdprAnswer): ProjectGdprBody {
  const { record } = answer;
  return {
    projectId,
    ...recordFields(record, EMPTY_GDPR_RECORD),
    aiActHighRisk: answer.aiActHighRisk,
    dpiaNeeded: answer.dpia.needed,
    dpiaReasons: answer.dpia.reasons,
    gdprStatus: answer.gdprStatus,
    processors: answer.processors,
    controls: answer.controls,
    updatedAt: record ? toIsoString(record.updatedAt) : null,
  };
}

/**
 * GET /api/projects/{id}/gdpr: members of the project's company; PUT: the record, and the
 * project's GDPR status that follows.
 */
export const [getProjectGdpr, updateProjectGdpr] = projectRecordRoutes(
  { get: 'getProjectGdpr', put: 'updateProjectGdpr' },
  projectOfPath,
  readProjectGdpr,
  saveProjectGdpr,
  presentProjectGdpr,
);
