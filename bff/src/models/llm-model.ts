import { belongsTo, CompanyTimestampedModel, hasMany } from './base-model.ts';
import { Company } from './company.ts';
import { ProjectLlmModel } from './project-llm-model.ts';
import { User } from './user.ts';

export class LlmModel extends CompanyTimestampedModel {
  static override tableName = 'llm_models';
  static override secretFields = ['apiKey'];

  declare name: string;
  declare vendor: string;
  /** The ENCRYPTED key (services/secrets.ts); decrypt, then mask, before it leaves the server. */
  declare apiKey: string;
  declare vendorModel: string | null;
  declare endpointUrl: string | null;
  declare suggestionsEnabled: boolean;
  declare createdBy: string | null;
  /** Where the model runs (free text, e.g. EU); the GDPR processors and DORA register show it. */
  declare region: string | null;
  /** `YYYY-MM-DD`: the day the vendor retires it (`model-deprecation`). */
  declare deprecationDate: string | null;

  /** Present when loaded through `Project.llmModels`. */
  declare monthlyCost?: string | null;
  declare notes?: string | null;

  declare company?: Company;
  declare creator?: User | null;
  declare projectLinks?: ProjectLlmModel[];

  static override relationMappings = () => ({
    company: belongsTo(this, 'companyId', Company),
    creator: belongsTo(this, 'createdBy', User),
    projectLinks: hasMany(this, ProjectLlmModel, 'llmModelId'),
  });
}
