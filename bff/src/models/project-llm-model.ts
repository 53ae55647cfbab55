import type { RelationMappingsThunk } from 'objection';
import { TimestampedModel } from './base-model.ts';
import { LlmModel } from './llm-model.ts';
import { Project } from './project.ts';

/** A link between a project and a company LLM model, with its monthly cost. */
export class ProjectLlmModel extends TimestampedModel {
  static override tableName = 'project_llm_models';

  declare id: string;
  declare projectId: string;
  declare llmModelId: string;
  declare monthlyCost: string | null;
  declare notes: string | null;

  declare project?: Project;
  declare llmModel?: LlmModel;

  static override relationMappings: RelationMappingsThunk = () => ({
    project: {
      relation: TimestampedModel.BelongsToOneRelation,
      modelClass: Project,
      join: { from: 'project_llm_models.projectId', to: 'projects.id' },
    },
    llmModel: {
      relation: TimestampedModel.BelongsToOneRelation,
      modelClass: LlmModel,
      join: { from: 'project_llm_models.llmModelId', to: 'llm_models.id' },
    },
  });
}
