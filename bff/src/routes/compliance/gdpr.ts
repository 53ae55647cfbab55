import { EMPTY_GDPR_RECORD, type ProjectGdpr as ProjectGdprBody } from '@portfolio/contracts';
import { toIsoString } from '../../db/dates.ts';
import { recordFields } from '../../presenters/compliance/compliance-record.ts';
import {
  readProjectGdpr,
  saveProjectGdpr,
  type GdprAnswer,
} from '../../services/compliance/project-gdpr.ts';
import { readRowRoute, writeRowRoute } from '../contract.ts';
import { projectOfPath } from '../projects/projects.ts';

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

/** GET /api/projects/{id}/gdpr: members of the project's company. */
export const getProjectGdpr = readRowRoute(
  'getProjectGdpr',
  projectOfPath,
  readProjectGdpr,
  (answer, project) => presentProjectGdpr(project.id, answer),
);

/** PUT /api/projects/{id}/gdpr: the record, and the project's GDPR status that follows. */
export const updateProjectGdpr = writeRowRoute(
  'updateProjectGdpr',
  projectOfPath,
  saveProjectGdpr,
  (answer, project) => presentProjectGdpr(project.id, answer),
);
