import { EMPTY_DORA_RECORD, type ProjectDora as ProjectDoraBody } from '@portfolio/contracts';
import { toIsoString } from '../../db/dates.ts';
import { recordFields } from '../../presenters/compliance/compliance-record.ts';
import { csvText } from '../../services/reporting/csv.ts';
import {
  DORA_REGISTER_CSV_COLUMNS,
  doraRegister,
  doraRegisterFileName,
  readProjectDora,
  registerLines,
  saveProjectDora,
  type DoraAnswer,
} from '../../services/compliance/project-dora.ts';
import { contractRoute, CsvText, wantsCsv } from '../contract.ts';
import { projectOfPath } from '../projects/projects.ts';
import { projectRecordRoutes } from './project-record.ts';

/** A project's DORA record as the contract shows it; an unsaved one as its empty form. */
export const presentProjectDora = (
  projectId: string,
  { record, doraStatus, controls }: DoraAnswer,
): ProjectDoraBody => ({
  projectId,
  ...recordFields(record, EMPTY_DORA_RECORD),
  doraStatus,
  controls,
  updatedAt: record ? toIsoString(record.updatedAt) : null,
});

/**
 * GET /api/projects/{id}/dora: members of the project's company; PUT: the record, and the
 * project's DORA status that follows.
 */
export const [getProjectDora, updateProjectDora] = projectRecordRoutes(
  { get: 'getProjectDora', put: 'updateProjectDora' },
  projectOfPath,
  readProjectDora,
  saveProjectDora,
  presentProjectDora,
);

/**
 * GET /api/companies/{companyId}/dora/register: JSON, or CSV (one line per model and project
 * using it) for `?format=csv` or `Accept: text/csv`. Small (a company's models), so built whole.
 */
export const getDoraRegister = contractRoute('getDoraRegister', {
  async handle({ params, query, ctx, deps }) {
    const register = await doraRegister(deps.db, params.companyId);
    // The answer depends on Accept: a cache must not hand the CSV to a JSON caller.
    ctx.vary('Accept');
    if (!wantsCsv(ctx, query.format)) return register;
    const text = csvText(DORA_REGISTER_CSV_COLUMNS, registerLines(register));
    return new CsvText(text, doraRegisterFileName());
  },
});
