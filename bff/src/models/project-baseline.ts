import type { BaselineMilestone } from '@portfolio/contracts';
import { ProjectOwnedModel } from './base-model.ts';

/** A project's current baseline: its dates and milestones as they were when it was set. */
export class ProjectBaseline extends ProjectOwnedModel {
  static override tableName = 'project_baselines';
  /** Written as JSON text (an array would otherwise go out as a PostgreSQL array). */
  static override jsonAttributes = ['milestones'];

  declare startDate: string | null;
  declare targetDate: string | null;
  declare milestones: BaselineMilestone[];
  declare setBy: string | null;
  declare setAt: Date;
}
