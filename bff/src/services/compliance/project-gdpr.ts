import {
  deriveGdprStatus,
  dpiaHint,
  EMPTY_GDPR_RECORD,
  gdprRecordValues,
  type GdprProcessor,
  type ProjectGdprBody,
  type RecordControl,
} from '@portfolio/contracts';
import type { Knex } from 'knex';
import type { UnitOfWork } from '../../audit/unit-of-work.ts';
import { Project } from '../../models/project.ts';
import { ProjectGdpr } from '../../models/project-gdpr.ts';
import { aiActHighRiskOf } from './ai-act-high-risk.ts';
import { recordControlsOf } from './frameworks/coverage.ts';
import { followRecordStatus, saveProjectRecord } from './project-record.ts';

/** A project's GDPR record as read: the saved one (null before the first save) and what follows. */
export interface GdprAnswer {
  record: ProjectGdpr | null;
  gdprStatus: Project['gdprStatus'];
  aiActHighRisk: boolean;
  dpia: { needed: boolean; reasons: string[] };
  processors: GdprProcessor[];
  /** The company's controls the record documents, with their evidence. */
  controls: RecordControl[];
}

/** The vendors of the project's LLM models, each with the model's region, by vendor and model. */
export async function processorsOf(db: Knex, projectId: string): Promise<GdprProcessor[]> {
  return (await db('projectLlmModels as l')
    .join('llmModels as m', 'm.id', 'l.llmModelId')
    .where('l.projectId', projectId)
    .orderBy([{ column: 'm.vendor' }, { column: 'm.name' }, { column: 'm.id' }])
    .select(
      'm.id as llmModelId',
      'm.name as modelName',
      'm.vendor',
      'm.region',
    )) as GdprProcessor[];
}

type GdprProject = Pick<Project, 'id' | 'companyId' | 'gdprStatus'>;

async function answerOf(
  db: Knex,
  project: GdprProject,
  record: ProjectGdpr | null,
): Promise<GdprAnswer> {
  const highRisk = (await aiActHighRiskOf(db, [project.id])).has(project.id);
  return {
    record,
    gdprStatus: project.gdprStatus,
    aiActHighRisk: highRisk,
    dpia: dpiaHint(record ?? EMPTY_GDPR_RECORD, highRisk),
    processors: await processorsOf(db, project.id),
    controls: await recordControlsOf(db, project.companyId, 'gdpr-record'),
  };
}

export async function readProjectGdpr(db: Knex, project: GdprProject): Promise<GdprAnswer> {
  const record = (await ProjectGdpr.query(db).findOne({ projectId: project.id })) ?? null;
  return answerOf(db, project, record);
}

/**
 * Saves the project's GDPR record whole, then sets the project's GDPR status to what the record
 * implies (`deriveGdprStatus`), as a change of the project of its own in the history. Without
 * personal data the categories, special categories and lawful basis are cleared: they describe
 * personal data.
 */
export async function saveProjectGdpr(
  uow: UnitOfWork,
  project: Pick<Project, 'id'>,
  body: ProjectGdprBody,
): Promise<GdprAnswer> {
  const { locked, after } = await saveProjectRecord(
    uow,
    project,
    ProjectGdpr,
    'project_gdpr',
    gdprRecordValues(body),
  );
  const answer = await answerOf(uow.trx, locked, after);
  const gdprStatus = deriveGdprStatus(after, answer.dpia);
  await followRecordStatus(uow, locked, 'gdprStatus', gdprStatus);
  return { ...answer, gdprStatus };
}
