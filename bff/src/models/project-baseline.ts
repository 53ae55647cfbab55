import type { BaselineMilestone } from '@portfolio/contracts';
import { TimestampedModel } from './base-model.ts';

/** A project's current baseline: its dates and milestones as they were when it was set. */
export class ProjectBaseline extends TimestampedModel {
  static override tableName = 'project_baselines';
  /** Written as JSON text (an array would otherwise go out as a PostgreSQL array). */
  static override jsonAttributes = ['milestones'];

  declare id: string;
  declare companyId: string;
  declare projectId: string;
  declare startDate: string | null;
  declare targetDate: string | null;
  declare milestones: BaselineMilestone[];
  declare setBy: string | null;
  declare setAt: Date;
}
