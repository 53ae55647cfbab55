import type { RelationMappingsThunk } from 'objection';
import { TimestampedModel } from './base-model.ts';
import { Company } from './company.ts';
import { LlmModel } from './llm-model.ts';
import { ProjectLlmModel } from './project-llm-model.ts';
import { User } from './user.ts';

export type ProjectStatus = 'planning' | 'in_progress' | 'active' | 'completed' | 'on_hold';
export type ComplianceStatus = 'compliant' | 'in_review' | 'not_applicable' | 'non_compliant';

export class Project extends TimestampedModel {
  static override tableName = 'projects';

  declare id: string;
  declare companyId: string;
  declare name: string;
  declare problemStatement: string;
  declare department: string;
  declare businessOwner: string;
  declare jobsToBeDone: string | null;
  /** Money and ROI are decimal strings, e.g. "1234.50", or null. */
  declare expectedReturn: string | null;
  declare initialCosts: string | null;
  declare runningCosts: string | null;
  declare roi: string | null;
  declare status: ProjectStatus;
  declare euAiActStatus: ComplianceStatus;
  declare gdprStatus: ComplianceStatus;
  declare doraStatus: ComplianceStatus;
  declare notes: string | null;
  declare createdBy: string;
  declare archivedAt: Date | null;

  declare company?: Company;
  declare creator?: User;
  declare llmLinks?: ProjectLlmModel[];
  declare llmModels?: LlmModel[];

  static override relationMappings: RelationMappingsThunk = () => ({
    company: {
      relation: TimestampedModel.BelongsToOneRelation,
      modelClass: Company,
      join: { from: 'projects.companyId', to: 'companies.id' },
    },
    creator: {
      relation: TimestampedModel.BelongsToOneRelation,
      modelClass: User,
      join: { from: 'projects.createdBy', to: 'users.id' },
    },
    llmLinks: {
      relation: TimestampedModel.HasManyRelation,
      modelClass: ProjectLlmModel,
      join: { from: 'projects.id', to: 'project_llm_models.projectId' },
    },
    llmModels: {
      relation: TimestampedModel.ManyToManyRelation,
      modelClass: LlmModel,
      join: {
        from: 'projects.id',
        through: {
          from: 'project_llm_models.projectId',
          to: 'project_llm_models.llmModelId',
          extra: ['monthlyCost', 'notes'],
        },
        to: 'llm_models.id',
      },
    },
  });
}
