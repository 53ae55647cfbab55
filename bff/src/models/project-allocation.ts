import { belongsTo, ProjectOwnedModel } from './base-model.ts';
import { Person } from './person.ts';
import { Project } from './project.ts';

/** A person's share of a month on a project; `month` is the month's first day, `YYYY-MM-01`. */
export class ProjectAllocation extends ProjectOwnedModel {
  static override tableName = 'project_allocations';

  declare personId: string;
  declare month: string;
  declare percent: number;

  declare project?: Project;
  declare person?: Person;

  static override relationMappings = () => ({
    project: belongsTo(this, 'projectId', Project),
    person: belongsTo(this, 'personId', Person),
  });
}
