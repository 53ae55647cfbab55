import { TimestampedModel } from './base-model.ts';

/** A project's DORA record: one per project, saved whole. */
export class ProjectDora extends TimestampedModel {
  static override tableName = 'project_dora';

  declare id: string;
  declare companyId: string;
  declare projectId: string;
  declare supportsCriticalFunction: boolean;
  declare functionName: string | null;
  declare notes: string | null;
}
