import { maskApiKey, type LlmModel, type ProjectLlmModel } from '@portfolio/contracts';
import {
  demoModelRegistry,
  makeCurrentUser,
  makeMembership,
  makeProject,
} from '@portfolio/ui/testing/msw';

/** The company of the kit's demo user (Maya Chen, admin of Northwind Analytics). */
export const COMPANY_ID = makeMembership().id;
export const adminUser = makeCurrentUser();
export const memberUser = makeCurrentUser({ companies: [makeMembership({ role: 'member' })] });

/** A project of that company whose LLM Models card the stories and tests show. */
export const PROJECT_ID = makeProject().id;

/** The projects the mocks know by name, with what their DORA records say (the register). */
export interface KnownProject {
  id: string;
  name: string;
  supportsCriticalFunction: boolean;
  functionName: string | null;
}

export const INVOICES_PROJECT_ID = '5e3f1a2b-6c7d-4e8f-9a0b-1c2d3e4f5a62';

/** The project of the LLM Models card, and a project supporting a critical function. */
export function sampleProjects(): KnownProject[] {
  return [
    {
      id: PROJECT_ID,
      name: makeProject().name,
      supportsCriticalFunction: false,
      functionName: null,
    },
    {
      id: INVOICES_PROJECT_ID,
      name: 'Invoice Anomaly Detection',
      supportsCriticalFunction: true,
      functionName: 'Supplier payments',
    },
  ];
}

/** A registered model and its clear key (which only `reveal` hands out). */
export interface StoredModel {
  model: LlmModel;
  apiKey: string;
}

const stamp = '2026-02-01T10:00:00.000Z';

/**
 * A model as the BFF keeps it: the clear key, and the masked one it lists. `projectCount` is what
 * a card shows when given the model alone; the handlers count the links they hold instead. The
 * region and deprecation date are the kit's demo registry's (`demoModelRegistry`).
 */
export function storedModel(
  id: string,
  name: string,
  vendor: string,
  apiKey: string,
  projectCount = 0,
  call: Partial<Pick<LlmModel, 'vendorModel' | 'endpointUrl' | 'suggestionsEnabled'>> = {},
): StoredModel {
  const demo = demoModelRegistry().find((m) => m.llmModelId === id);
  return {
    apiKey,
    model: {
      id,
      companyId: COMPANY_ID,
      name,
      vendor,
      maskedApiKey: maskApiKey(apiKey),
      vendorModel: null,
      endpointUrl: null,
      suggestionsEnabled: false,
      ...call,
      createdBy: adminUser.id,
      createdAt: stamp,
      updatedAt: stamp,
      projectCount,
      region: demo?.region ?? null,
      deprecationDate: demo?.deprecationDate ?? null,
      projects: [],
    },
  };
}

export const GPT_4O_ID = '8d2e0f3a-4b5c-4d6e-8f7a-9b0c1d2e3f01';
export const CLAUDE_ID = '8d2e0f3a-4b5c-4d6e-8f7a-9b0c1d2e3f02';
export const GEMINI_ID = '8d2e0f3a-4b5c-4d6e-8f7a-9b0c1d2e3f03';
export const LLAMA_ID = '8d2e0f3a-4b5c-4d6e-8f7a-9b0c1d2e3f04';

/** A name at the contract's limit (255 characters), as long as a card ever has to show. */
export const LONG_MODEL_NAME =
  `Azure OpenAI GPT-4o deployment for the customer service ${'and claims '.repeat(18)}team, west Europe region`.slice(
    0,
    255,
  );

/**
 * Four models of different vendors; the Llama key is short, so fully masked. GPT-4o may suggest
 * EU AI Act answers.
 */
export function sampleModels(): StoredModel[] {
  return [
    storedModel(GPT_4O_ID, 'GPT-4o', 'OpenAI', 'sk-proj-4f8a2c9e1b7d3f6a', 0, {
      vendorModel: 'gpt-4o',
      suggestionsEnabled: true,
    }),
    storedModel(CLAUDE_ID, 'Claude Sonnet 4', 'Anthropic', 'sk-ant-api03-9c1e7b2d4f6a'),
    storedModel(GEMINI_ID, 'Gemini 2.5 Pro', 'Google (Gemini)', 'AIzaSyB7x2kQ9mZ4p1'),
    storedModel(LLAMA_ID, 'Llama 3.1 70B', 'Meta (Llama)', 'llama-01'),
  ];
}

/** The sample models as the registry lists them. */
export const sampleModelList = () => sampleModels().map((m) => m.model);

/** The project uses GPT-4o and Claude: $1,250.50 a month in all. */
export function sampleLinks(): ProjectLlmModel[] {
  const models = sampleModels();
  const link = (
    id: string,
    model: StoredModel,
    monthlyCost: string | null,
    notes: string | null,
  ): ProjectLlmModel => ({
    id,
    projectId: PROJECT_ID,
    llmModelId: model.model.id,
    monthlyCost,
    notes,
    createdAt: stamp,
    updatedAt: stamp,
    llmModel: { id: model.model.id, name: model.model.name, vendor: model.model.vendor },
  });
  return [
    link(
      '9e3f1a4b-5c6d-4e7f-8a9b-0c1d2e3f4a01',
      models[0]!,
      '850.50',
      'Ticket classification and reply drafts',
    ),
    link('9e3f1a4b-5c6d-4e7f-8a9b-0c1d2e3f4a02', models[1]!, '400.00', null),
    {
      ...link('9e3f1a4b-5c6d-4e7f-8a9b-0c1d2e3f4a03', models[2]!, '1200.00', null),
      projectId: INVOICES_PROJECT_ID,
    },
  ];
}
