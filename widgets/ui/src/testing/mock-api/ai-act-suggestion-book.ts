import {
  AI_ACT_SUGGESTION_ERROR_CODES,
  notFoundMessage,
  SUGGESTED_QUESTIONS,
  SUGGESTIONS_DISABLED_MESSAGE,
  routes,
  type AiActSuggestions,
  type LlmModel,
} from '@portfolio/contracts';
import { makeMembership } from '../demo-data/fixtures';
import { HttpResponse, delay, errorAnswer, mockRoute, mockRouteJson } from './mock-route';

/**
 * EU AI Act suggestions as a model of the company gives them, in memory: the yes answers of a
 * recruitment screener that chats with candidates, each with its quoted reason, and no for the
 * rest; a model whose suggestions are off refused as the BFF refuses it (403).
 */

/** The questions a model suggests yes for, with their reasons. */
export const SAMPLE_SUGGESTED_YES: Record<string, string> = {
  'annex3-4a-recruitment':
    'The jobs to be done say it "ranks incoming job applications for recruiters".',
  'art50-1-interaction': 'It "answers candidates\' questions in a chat".',
};

export const SAMPLE_SUGGESTION_RATIONALE =
  'The system "ranks incoming job applications for recruiters", an Annex III point 4(a) use, and "answers candidates\' questions in a chat", which Article 50(1) covers. Nothing in the text points to a prohibited practice or a general-purpose model.';

/** The suggestions of `model` for `projectId`: one per question asked, in questionnaire order. */
export function sampleAiActSuggestions(
  projectId: string,
  model: Pick<LlmModel, 'id' | 'name' | 'vendor'>,
  yes: Record<string, string> = SAMPLE_SUGGESTED_YES,
): AiActSuggestions {
  return {
    id: crypto.randomUUID(),
    projectId,
    llmModel: { id: model.id, name: model.name, vendor: model.vendor },
    annexIIIArea: 4,
    rationale: SAMPLE_SUGGESTION_RATIONALE,
    suggestions: SUGGESTED_QUESTIONS.map((q) => ({
      questionId: q.id,
      answer: q.id in yes,
      rationale: yes[q.id] ?? 'Nothing in the problem statement or jobs to be done points to it.',
    })),
    suggestedAt: new Date().toISOString(),
  };
}

/**
 * `POST /api/projects/{id}/ai-act-assessment/suggest` over the models `models()` lists: 404 for
 * a model it does not know, 403 for one whose suggestions are off, else the sample suggestions.
 */
export function aiActSuggestionHandler(models: () => LlmModel[]) {
  return mockRoute(routes.suggestAiActAssessment, async ({ params, request }) => {
    const { llmModelId } = await request.json();
    await delay();
    const model = models().find((m) => m.id === llmModelId);
    if (!model) return errorAnswer(404, notFoundMessage('llm_model'));
    if (!model.suggestionsEnabled) {
      return errorAnswer(403, SUGGESTIONS_DISABLED_MESSAGE, {
        code: AI_ACT_SUGGESTION_ERROR_CODES.disabled,
      });
    }
    return HttpResponse.json(sampleAiActSuggestions(params.id, model));
  });
}

const stamp = '2026-02-01T10:00:00.000Z';

/** A registered model of the demo company, as the registry lists it. */
export function makeLlmModel(fields: Partial<LlmModel> = {}): LlmModel {
  return {
    id: crypto.randomUUID(),
    companyId: makeMembership().id,
    name: 'GPT-4o',
    vendor: 'OpenAI',
    maskedApiKey: 'sk-p••••••••3f6a',
    vendorModel: 'gpt-4o',
    endpointUrl: null,
    suggestionsEnabled: true,
    createdBy: null,
    createdAt: stamp,
    updatedAt: stamp,
    projectCount: 0,
    region: null,
    deprecationDate: null,
    projects: [],
    ...fields,
  };
}

/** Two models that may suggest (OpenAI, and Claude on Anthropic) and one that may not. */
export function suggestingModels(): LlmModel[] {
  return [
    makeLlmModel({ id: '8d2e0f3a-4b5c-4d6e-8f7a-9b0c1d2e3f01' }),
    makeLlmModel({
      id: '8d2e0f3a-4b5c-4d6e-8f7a-9b0c1d2e3f02',
      name: 'Claude Sonnet 4',
      vendor: 'Anthropic',
      vendorModel: 'claude-sonnet-4-5',
    }),
    makeLlmModel({
      id: '8d2e0f3a-4b5c-4d6e-8f7a-9b0c1d2e3f04',
      name: 'Llama 3.1 70B',
      vendor: 'Meta (Llama)',
      vendorModel: null,
      suggestionsEnabled: false,
    }),
  ];
}

/** The company's models and the suggestions they give, for the questionnaire's stories and tests. */
export const aiActSuggestionHandlers = (models: LlmModel[] = suggestingModels()) => [
  mockRouteJson(routes.listLlmModels, models),
  aiActSuggestionHandler(() => models),
];
