import type { Static } from '@sinclair/typebox';
import * as Type from '../type';

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

/**
 * How the product talks to a vendor when a model suggests answers: Anthropic's Messages API,
 * Azure OpenAI's deployment URLs, or OpenAI-compatible chat completions (every other vendor,
 * directly or through an OpenAI-compatible gateway at the model's endpoint URL).
 */
export type LlmProtocol = 'anthropic' | 'azure-openai' | 'openai';

export const llmProtocolOf = (vendor: string): LlmProtocol =>
  vendor === 'Anthropic' ? 'anthropic' : vendor === 'Azure OpenAI' ? 'azure-openai' : 'openai';

/**
 * The base URL a vendor's API answers at when a model names none. Azure OpenAI (a resource of
 * the company's own), Meta (Llama), AWS Bedrock and Other are hosted somewhere only the company
 * knows: their models need an endpoint URL before they can suggest anything.
 */
export const VENDOR_ENDPOINTS: Partial<Record<string, string>> = {
  OpenAI: 'https://api.openai.com/v1',
  Anthropic: 'https://api.anthropic.com/v1',
  Mistral: 'https://api.mistral.ai/v1',
  'Google (Gemini)': 'https://generativelanguage.googleapis.com/v1beta/openai',
  Cohere: 'https://api.cohere.ai/compatibility/v1',
};

/** The base URL a model is called at: its own, else its vendor's; undefined when it has none. */
export const llmEndpointOf = (model: {
  vendor: string;
  endpointUrl: string | null;
}): string | undefined => model.endpointUrl ?? VENDOR_ENDPOINTS[model.vendor];

export const LLM_MODEL_LIMITS = { endpointUrl: 2048, vendorModel: 255, region: 100 } as const;

/** Said when suggestions are turned on for a model whose vendor has no default endpoint. */
export const endpointRequiredMessage = (vendor: string) =>
  `Enter the endpoint URL: ${vendor} models are called at the company's own address`;

/** A registered model. The clear API key never leaves the BFF except through `reveal`. */
export const LlmModel = Type.Object({
  id: Type.Uuid(),
  companyId: Type.Uuid(),
  name: Type.String(),
  vendor: Type.String(),
  maskedApiKey: Type.String({
    description: 'First 4 and last 4 characters; keys of 8 or fewer fully masked',
  }),
  vendorModel: Type.Nullable(
    Type.String({
      description:
        "The model's id at the vendor (gpt-4o-mini; on Azure OpenAI the deployment name); null: the model name",
    }),
  ),
  endpointUrl: Type.Nullable(
    Type.String({ description: "The API's base URL; null: the vendor's (VENDOR_ENDPOINTS)" }),
  ),
  suggestionsEnabled: Type.Boolean({
    description:
      "Whether people may ask it to suggest a project's EU AI Act answers (the project's text is sent to the vendor)",
  }),
  createdBy: Type.Nullable(Type.Uuid()),
  ...Type.Timestamps,
  projectCount: Type.Integer({
    minimum: 0,
    description: 'How many projects use the model (deleting it removes it from them)',
  }),
  region: Type.Nullable(Type.String({ description: 'Where the model runs, e.g. EU or US' })),
  deprecationDate: Type.Nullable(
    Type.CalendarDate('The day the vendor retires the model, YYYY-MM-DD'),
  ),
  projects: Type.Array(Type.Object({ id: Type.Uuid(), name: Type.String() }), {
    description: 'The projects using the model, by name',
  }),
});
export type LlmModel = Static<typeof LlmModel>;

const modelFields = {
  name: Type.RequiredField('Model name', 255),
  vendor: Type.labelled(
    'Vendor',
    Type.StringEnum(VENDORS, { errorMessage: 'Please select a vendor' }),
  ),
  apiKey: Type.RequiredField('API Key', 4000, 'API Key is required'),
  vendorModel: Type.labelled(
    'Model ID at the vendor',
    Type.Nullable(
      Type.String({
        maxLength: LLM_MODEL_LIMITS.vendorModel,
        pattern: '^\\S+$',
        errorMessage: 'must be one word without spaces, as the vendor names the model',
      }),
    ),
  ),
  endpointUrl: Type.labelled(
    'Endpoint URL',
    Type.Nullable(Type.HttpUrl(LLM_MODEL_LIMITS.endpointUrl)),
  ),
  suggestionsEnabled: Type.labelled('Suggest EU AI Act answers', Type.Boolean()),
  region: Type.labelled(
    'Region',
    Type.Nullable(
      Type.String({
        maxLength: LLM_MODEL_LIMITS.region,
        errorMessage: `Region must be at most ${LLM_MODEL_LIMITS.region} characters`,
      }),
    ),
  ),
  deprecationDate: Type.labelled('Deprecation date', Type.Nullable(Type.CalendarDate())),
};

/**
 * The optional fields of both bodies: left out on create, null or false; on update, kept (a new
 * deprecation date is recorded, so the projects using the model are evaluated again).
 */
const optionalFields = {
  vendorModel: Type.Optional(modelFields.vendorModel),
  endpointUrl: Type.Optional(modelFields.endpointUrl),
  suggestionsEnabled: Type.Optional(modelFields.suggestionsEnabled),
  region: Type.Optional(modelFields.region),
  deprecationDate: Type.Optional(modelFields.deprecationDate),
};

export const LlmModelCreateBody = Type.StrictObject({
  name: modelFields.name,
  vendor: modelFields.vendor,
  apiKey: modelFields.apiKey,
  ...optionalFields,
});
export type LlmModelCreateBody = Static<typeof LlmModelCreateBody>;

/** PUT keeps the stored key, the fields of the call, region and deprecation date when left out. */
export const LlmModelUpdateBody = Type.StrictObject({
  name: modelFields.name,
  vendor: modelFields.vendor,
  apiKey: Type.Optional(modelFields.apiKey),
  ...optionalFields,
});
export type LlmModelUpdateBody = Static<typeof LlmModelUpdateBody>;

export const RevealedApiKey = Type.Object({ apiKey: Type.String() });
export type RevealedApiKey = Static<typeof RevealedApiKey>;

export const ProjectLlmModel = Type.Object({
  id: Type.Uuid(),
  projectId: Type.Uuid(),
  llmModelId: Type.Uuid(),
  monthlyCost: Type.Nullable(Type.String({ description: 'Monthly cost in $' })),
  notes: Type.Nullable(Type.String()),
  ...Type.Timestamps,
  llmModel: Type.Object({ id: Type.Uuid(), name: Type.String(), vendor: Type.String() }),
});
export type ProjectLlmModel = Static<typeof ProjectLlmModel>;

export const ProjectLlmModelBody = Type.StrictObject({
  llmModelId: Type.labelled('LLM Model', Type.Uuid({ errorMessage: 'Please select an LLM model' })),
  monthlyCost: Type.Optional(Type.labelled('Monthly cost', Type.Nullable(Type.Money))),
  notes: Type.Optional(Type.labelled('Notes', Type.Nullable(Type.String({ maxLength: 10_000 })))),
});
export type ProjectLlmModelBody = Static<typeof ProjectLlmModelBody>;

export const LinkParams = Type.StrictObject({ linkId: Type.Uuid() });
