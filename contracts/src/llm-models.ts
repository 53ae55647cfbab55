import type { Static } from '@sinclair/typebox';
import * as Type from './type';
import {
  CalendarDate,
  Money,
  Nullable,
  RequiredText,
  StringEnum,
  Timestamp,
  Uuid,
  labelled,
} from './common';

export const VENDORS = [
  'OpenAI',
  'Anthropic',
  'Google (Gemini)',
  'Meta (Llama)',
  'Mistral',
  'Cohere',
  'AWS Bedrock',
  'Azure OpenAI',
  'Other',
] as const;
export type Vendor = (typeof VENDORS)[number];

/** A registered model. The clear API key never leaves the BFF except through `reveal`. */
export const LlmModel = Type.Object({
  id: Uuid(),
  companyId: Uuid(),
  name: Type.String(),
  vendor: Type.String(),
  maskedApiKey: Type.String({
    description: 'First 4 and last 4 characters; keys of 8 or fewer fully masked',
  }),
  createdBy: Nullable(Uuid()),
  createdAt: Timestamp,
  updatedAt: Timestamp,
  projectCount: Type.Integer({
    minimum: 0,
    description: 'How many projects use the model (deleting it removes it from them)',
  }),
  region: Nullable(Type.String({ description: 'Where the model runs, e.g. EU or US' })),
  deprecationDate: Nullable(CalendarDate('The day the vendor retires the model, YYYY-MM-DD')),
  projects: Type.Array(Type.Object({ id: Uuid(), name: Type.String() }), {
    description: 'The projects using the model, by name',
  }),
});
export type LlmModel = Static<typeof LlmModel>;

export const LLM_MODEL_LIMITS = { region: 100 } as const;

const modelFields = {
  name: labelled('Model name', RequiredText(255, 'Model name is required')),
  vendor: labelled('Vendor', StringEnum(VENDORS, { errorMessage: 'Please select a vendor' })),
  apiKey: labelled('API Key', RequiredText(4000, 'API Key is required')),
  region: labelled(
    'Region',
    Nullable(
      Type.String({
        maxLength: LLM_MODEL_LIMITS.region,
        errorMessage: `Region must be at most ${LLM_MODEL_LIMITS.region} characters`,
      }),
    ),
  ),
  deprecationDate: labelled('Deprecation date', Nullable(CalendarDate())),
};

/** Region and deprecation date: optional on create; on update, left out means kept. */
const registryFields = {
  region: Type.Optional(modelFields.region),
  deprecationDate: Type.Optional(modelFields.deprecationDate),
};

export const LlmModelCreateBody = Type.Object(
  {
    name: modelFields.name,
    vendor: modelFields.vendor,
    apiKey: modelFields.apiKey,
    ...registryFields,
  },
  { additionalProperties: false },
);
export type LlmModelCreateBody = Static<typeof LlmModelCreateBody>;

/** PUT keeps the stored key (and region, deprecation date) when left out. */
export const LlmModelUpdateBody = Type.Object(
  {
    name: modelFields.name,
    vendor: modelFields.vendor,
    apiKey: Type.Optional(modelFields.apiKey),
    ...registryFields,
  },
  { additionalProperties: false },
);
export type LlmModelUpdateBody = Static<typeof LlmModelUpdateBody>;

export const RevealedApiKey = Type.Object({ apiKey: Type.String() });
export type RevealedApiKey = Static<typeof RevealedApiKey>;

export const ProjectLlmModel = Type.Object({
  id: Uuid(),
  projectId: Uuid(),
  llmModelId: Uuid(),
  monthlyCost: Nullable(Type.String({ description: 'Monthly cost in $' })),
  notes: Nullable(Type.String()),
  createdAt: Timestamp,
  updatedAt: Timestamp,
  llmModel: Type.Object({ id: Uuid(), name: Type.String(), vendor: Type.String() }),
});
export type ProjectLlmModel = Static<typeof ProjectLlmModel>;

export const ProjectLlmModelBody = Type.Object(
  {
    llmModelId: labelled('LLM Model', Uuid({ errorMessage: 'Please select an LLM model' })),
    monthlyCost: Type.Optional(labelled('Monthly cost', Nullable(Money))),
    notes: Type.Optional(labelled('Notes', Nullable(Type.String({ maxLength: 10_000 })))),
  },
  { additionalProperties: false },
);
export type ProjectLlmModelBody = Static<typeof ProjectLlmModelBody>;

export const LinkParams = Type.Object({ linkId: Uuid() }, { additionalProperties: false });
