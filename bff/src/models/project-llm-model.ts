import { belongsTo, TimestampedModel, type Link } from './base-model.ts';
import { LlmModel } from './llm-model.ts';
import { Project } from './project.ts';

/** A link between a project and a company LLM model, with its monthly cost. */
export class ProjectLlmModel extends TimestampedModel {
  static override tableName = 'project_llm_models';
  /** A link belongs to the company of its project. */
  static ownedThrough = 'project';

  declare id: string;
  declare projectId: string;
  declare llmModelId: string;
  declare monthlyCost: string | null;
  declare notes: string | null;

  declare project?: Project;
  declare llmModel?: LlmModel;

  static override relationMappings = () => ({
    project: belongsTo(this, 'projectId', Project),
    llmModel: belongsTo(this, 'llmModelId', LlmModel),
  });
}

/** A project's LLM models through their links, each with its monthly cost and notes. */
export const PROJECT_MODEL_LINK: Link = {
  model: ProjectLlmModel,
  from: 'projectId',
  to: 'llmModelId',
  extra: ['monthlyCost', 'notes'],
};
