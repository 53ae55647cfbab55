import { belongsTo, ProjectOwnedModel } from './base-model.ts';
import { Project } from './project.ts';

/** A dated step of a project; `dueDate` is a calendar date, `YYYY-MM-DD`. */
export class Milestone extends ProjectOwnedModel {
  static override tableName = 'milestones';

  declare name: string;
  declare dueDate: string;
  declare done: boolean;

  declare project?: Project;

  static override relationMappings = () => ({
    project: belongsTo(this, 'projectId', Project),
  });
}
