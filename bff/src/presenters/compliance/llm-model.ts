import {
  maskApiKey,
  type LlmModel as LlmModelBody,
  type ProjectLlmModel as ProjectLlmModelBody,
} from '@portfolio/contracts';
import type { LlmModel } from '../../models/llm-model.ts';
import type { ProjectLlmModel } from '../../models/project-llm-model.ts';
import { toIsoString } from '../../db/dates.ts';

/**
 * A registered model as the contract shows it. Takes the CLEAR key only to mask it: the
 * ciphertext in `model.apiKey` and the clear key never leave through here.
 */
export function presentLlmModel(
  model: Pick<
    LlmModel,
    | 'id'
    | 'companyId'
    | 'name'
    | 'vendor'
    | 'vendorModel'
    | 'endpointUrl'
    | 'suggestionsEnabled'
    | 'createdBy'
    | 'createdAt'
    | 'updatedAt'
    | 'region'
    | 'deprecationDate'
  >,
  clearApiKey: string,
  projects: LlmModelBody['projects'],
): LlmModelBody {
  return {
    id: model.id,
    companyId: model.companyId,
    name: model.name,
    vendor: model.vendor,
    maskedApiKey: maskApiKey(clearApiKey),
    vendorModel: model.vendorModel ?? null,
    endpointUrl: model.endpointUrl ?? null,
    suggestionsEnabled: model.suggestionsEnabled === true,
    createdBy: model.createdBy ?? null,
    createdAt: toIsoString(model.createdAt),
    updatedAt: toIsoString(model.updatedAt),
    projectCount: projects.length,
    region: model.region ?? null,
    deprecationDate: model.deprecationDate ?? null,
    projects,
  };
}

/** A project's link to a model, with the model's name and vendor nested (never its key). */
export function presentProjectLlmModel(
  link: ProjectLlmModel & { llmModel: Pick<LlmModel, 'id' | 'name' | 'vendor'> },
): ProjectLlmModelBody {
  return {
    id: link.id,
    projectId: link.projectId,
    llmModelId: link.llmModelId,
    monthlyCost: link.monthlyCost ?? null,
    notes: link.notes ?? null,
    createdAt: toIsoString(link.createdAt),
    updatedAt: toIsoString(link.updatedAt),
    llmModel: { id: link.llmModel.id, name: link.llmModel.name, vendor: link.llmModel.vendor },
  };
}
