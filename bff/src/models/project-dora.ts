import { ProjectOwnedModel } from './base-model.ts';

/** A project's DORA record: one per project, saved whole. */
export class ProjectDora extends ProjectOwnedModel {
  static override tableName = 'project_dora';

  declare supportsCriticalFunction: boolean;
  declare functionName: string | null;
  declare notes: string | null;
}
