import type { AiActRiskClass, ComplianceStatus, ProjectStatus } from '@portfolio/contracts';
import { belongsTo, CompanyTimestampedModel, hasMany, manyToMany } from './base-model.ts';
import { Company } from './company.ts';
import { LlmModel } from './llm-model.ts';
import { PROJECT_MODEL_LINK, ProjectLlmModel } from './project-llm-model.ts';
import { User } from './user.ts';

export class Project extends CompanyTimestampedModel {
  static override tableName = 'projects';

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
  /** Calendar dates, `YYYY-MM-DD` (the date type is read as text). */
  declare startDate: string | null;
  declare targetDate: string | null;
  declare createdBy: string;
  declare archivedAt: Date | null;
  /** A copy of its EU AI Act assessment's class, kept by a trigger (null: not assessed). */
  declare aiActRiskClass: AiActRiskClass | null;
  /** The project as the API presents it, JSON text written with the row by the database. */
  declare apiJson: string;

  declare company?: Company;
  declare creator?: User;
  declare llmLinks?: ProjectLlmModel[];
  declare llmModels?: LlmModel[];

  static override relationMappings = () => ({
    company: belongsTo(this, 'companyId', Company),
    creator: belongsTo(this, 'createdBy', User),
    llmLinks: hasMany(this, ProjectLlmModel, 'projectId'),
    llmModels: manyToMany(this, LlmModel, PROJECT_MODEL_LINK),
  });
}
