import { belongsTo, ProjectOwnedModel } from './base-model.ts';
import { Project } from './project.ts';

/** `projectId` depends on `dependsOnProjectId`: it should start after that one ends. */
export class ProjectDependency extends ProjectOwnedModel {
  static override tableName = 'project_dependencies';

  declare dependsOnProjectId: string;
  declare createdBy: string | null;

  declare project?: Project;
  declare dependsOn?: Project;

  static override relationMappings = () => ({
    project: belongsTo(this, 'projectId', Project),
    dependsOn: belongsTo(this, 'dependsOnProjectId', Project),
  });
}
