import { belongsTo, TimestampedModel } from './base-model.ts';
import { Project } from './project.ts';

/** A dated step of a project; `dueDate` is a calendar date, `YYYY-MM-DD`. */
export class Milestone extends TimestampedModel {
  static override tableName = 'milestones';

  declare id: string;
  declare companyId: string;
  declare projectId: string;
  declare name: string;
  declare dueDate: string;
  declare done: boolean;

  declare project?: Project;

  static override relationMappings = () => ({
    project: belongsTo(this, 'projectId', Project),
  });
}
