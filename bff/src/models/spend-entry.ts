import type { SpendCategory } from '@portfolio/contracts';
import { belongsTo, ProjectOwnedModel } from './base-model.ts';
import { Project } from './project.ts';

/** Money spent on a project in a month (`YYYY-MM`); `amount` a decimal string. */
export class SpendEntry extends ProjectOwnedModel {
  static override tableName = 'spend_entries';

  declare month: string;
  declare amount: string;
  declare category: SpendCategory;
  declare note: string | null;
  declare createdBy: string | null;

  declare project?: Project;

  static override relationMappings = () => ({
    project: belongsTo(this, 'projectId', Project),
  });
}
