import type { AuditEntity } from '@portfolio/contracts';
import type { Model } from 'objection';
import { patchRecorded, upsertRecorded } from '../../audit/recorded-writes.ts';
import type { UnitOfWork } from '../../audit/unit-of-work.ts';
import { Project } from '../../models/project.ts';
import { lockProject } from '../portfolio/project-lock.ts';

type RecordModel<M> = (new () => M) & Pick<typeof Model, 'query'>;

/**
 * Saves a project's compliance record (its GDPR record, its DORA answers) whole to `values`,
 * under the project's lock: one writer of a project's record at a time. Recorded under the
 * project's name; returns the project as locked and the record as stored.
 */
export async function saveProjectRecord<M extends Model & { id: string }>(
  uow: UnitOfWork,
  project: Pick<Project, 'id'>,
  model: RecordModel<M>,
  entity: AuditEntity,
  values: Partial<M>,
): Promise<{ locked: Project; after: M }> {
  const locked = await lockProject(uow, project.id);
  const after = await upsertRecorded(uow, model, locked, { entity, values, label: locked.name });
  return { locked, after };
}

/**
 * Sets the project's status of a framework to what its saved record implies, as a change of the
 * project of its own in the history; nothing when it is already that.
 */
export async function followRecordStatus<K extends 'gdprStatus' | 'doraStatus'>(
  uow: UnitOfWork,
  locked: Project,
  field: K,
  status: Project[K],
): Promise<void> {
  if (status === locked[field]) return;
  await patchRecorded(uow, Project, 'project', locked, { [field]: status } as Partial<Project>);
}
