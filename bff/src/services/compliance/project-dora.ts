import {
  deriveDoraStatus,
  doraRecordValues,
  type DoraProvider,
  type DoraRegister,
  type ProjectDoraBody,
  type RecordControl,
} from '@portfolio/contracts';
import type { Knex } from 'knex';
import type { UnitOfWork } from '../../audit/unit-of-work.ts';
import { Project } from '../../models/project.ts';
import { ProjectDora } from '../../models/project-dora.ts';
import type { CsvColumn } from '../reporting/csv.ts';
import { recordControlsOf } from './frameworks/coverage.ts';
import { followRecordStatus, saveProjectRecord } from './project-record.ts';

/**
 * A project's DORA record as read or saved: the record (null before the first save), the
 * project's DORA status, and the company's controls the register documents with their evidence.
 */
export interface DoraAnswer {
  record: ProjectDora | null;
  doraStatus: Project['doraStatus'];
  controls: RecordControl[];
}

export async function readProjectDora(
  db: Knex,
  project: Pick<Project, 'id' | 'companyId' | 'doraStatus'>,
): Promise<DoraAnswer> {
  return {
    record: (await ProjectDora.query(db).findOne({ projectId: project.id })) ?? null,
    doraStatus: project.doraStatus,
    controls: await recordControlsOf(db, project.companyId, 'dora-register'),
  };
}

/**
 * Saves the project's DORA record whole, then sets the project's DORA status to what the record
 * implies (`deriveDoraStatus`), as a change of the project of its own in the history. Without a
 * critical or important function there is no function to name.
 */
export async function saveProjectDora(
  uow: UnitOfWork,
  project: Pick<Project, 'id'>,
  body: ProjectDoraBody,
): Promise<DoraAnswer> {
  const { locked, after } = await saveProjectRecord(
    uow,
    project,
    ProjectDora,
    'project_dora',
    doraRecordValues(body),
  );
  const doraStatus = deriveDoraStatus(after);
  await followRecordStatus(uow, locked, 'doraStatus', doraStatus);
  return {
    record: after,
    doraStatus,
    controls: await recordControlsOf(uow.trx, locked.companyId, 'dora-register'),
  };
}

interface RegisterRow {
  modelId: string;
  modelName: string;
  vendor: string;
  region: string | null;
  deprecationDate: string | null;
  projectId: string | null;
  projectName: string | null;
  supportsCriticalFunction: boolean | null;
  functionName: string | null;
}

/**
 * The company's register of ICT third-party arrangements: each vendor it registered models of
 * (by name), with its models, their regions, and the live projects using them with the function
 * each supports; a provider is critical when a project supporting a critical or important
 * function depends on it. With the company's controls the register documents, and their evidence.
 */
export async function doraRegister(db: Knex, companyId: string): Promise<DoraRegister> {
  const rows = (await db('llmModels as m')
    .leftJoin('projectLlmModels as l', 'l.llmModelId', 'm.id')
    .leftJoin('projects as p', (join) => join.on('p.id', 'l.projectId').andOnNull('p.archivedAt'))
    .leftJoin('projectDora as d', 'd.projectId', 'p.id')
    .where('m.companyId', companyId)
    .orderBy([
      { column: 'm.vendor' },
      { column: 'm.name' },
      { column: 'm.id' },
      { column: 'p.name' },
      { column: 'p.id' },
    ])
    .select(
      'm.id as modelId',
      'm.name as modelName',
      'm.vendor',
      'm.region',
      'm.deprecationDate',
      'p.id as projectId',
      'p.name as projectName',
      'd.supportsCriticalFunction',
      'd.functionName',
    )) as RegisterRow[];
  const providers = new Map<string, DoraProvider>();
  for (const row of rows) {
    let provider = providers.get(row.vendor);
    if (!provider) {
      provider = { vendor: row.vendor, critical: false, regions: [], models: [], projects: [] };
      providers.set(row.vendor, provider);
    }
    if (!provider.models.some((m) => m.id === row.modelId)) {
      provider.models.push({
        id: row.modelId,
        name: row.modelName,
        region: row.region,
        deprecationDate: row.deprecationDate,
      });
      if (row.region && !provider.regions.includes(row.region)) provider.regions.push(row.region);
    }
    if (row.projectId === null) continue;
    let project = provider.projects.find((p) => p.id === row.projectId);
    if (!project) {
      project = {
        id: row.projectId,
        name: row.projectName!,
        supportsCriticalFunction: row.supportsCriticalFunction === true,
        functionName: row.functionName,
        models: [],
      };
      provider.projects.push(project);
    }
    project.models.push(row.modelName);
    if (project.supportsCriticalFunction) provider.critical = true;
  }
  for (const provider of providers.values()) {
    provider.projects.sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
  }
  return {
    providers: [...providers.values()],
    controls: await recordControlsOf(db, companyId, 'dora-register'),
  };
}

/** One line of the register's CSV: a provider's model and a project using it (or none). */
export interface RegisterLine {
  provider: DoraProvider;
  model: DoraProvider['models'][number];
  project: DoraProvider['projects'][number] | null;
}

/** The register as lines: each model with each project using it; a model nobody uses once. */
export function registerLines(register: DoraRegister): RegisterLine[] {
  return register.providers.flatMap((provider) =>
    provider.models.flatMap((model): RegisterLine[] => {
      const users = provider.projects.filter((p) => p.models.includes(model.name));
      return users.length > 0
        ? users.map((project) => ({ provider, model, project }))
        : [{ provider, model, project: null }];
    }),
  );
}

export const DORA_REGISTER_CSV_COLUMNS: CsvColumn<RegisterLine>[] = [
  { header: 'ICT third-party provider', value: (l) => l.provider.vendor },
  { header: 'Critical provider', value: (l) => (l.provider.critical ? 'Yes' : 'No') },
  { header: 'Model', value: (l) => l.model.name },
  { header: 'Region', value: (l) => l.model.region },
  { header: 'Deprecation date', value: (l) => l.model.deprecationDate },
  { header: 'Project', value: (l) => l.project?.name },
  { header: 'Function', value: (l) => l.project?.functionName },
  {
    header: 'Critical or important function',
    value: (l) => (l.project ? (l.project.supportsCriticalFunction ? 'Yes' : 'No') : null),
  },
];

/** `dora-register-2026-11-30.csv`, dated in UTC. */
export const doraRegisterFileName = (now = new Date()) =>
  `dora-register-${now.toISOString().slice(0, 10)}.csv`;
