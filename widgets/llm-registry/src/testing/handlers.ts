import {
  endpointRequiredMessage,
  llmEndpointOf,
  maskApiKey,
  routes,
  type ProjectLlmModel,
} from '@portfolio/contracts';
import {
  HttpResponse,
  aiActSuggestionHandler,
  delay,
  errorAnswer,
  mockRoute,
} from '@portfolio/ui/testing/msw';
import { COMPANY_ID, adminUser, sampleLinks, sampleModels, type StoredModel } from './fixtures';

export interface LlmMockData {
  models: StoredModel[];
  links: ProjectLlmModel[];
}

const NOT_FOUND = 'LLM model not found';
const noContent = () => new HttpResponse(null, { status: 204 }) as never;

/**
 * The LLM registry API answered in memory, as the BFF does: the registry with masked keys and
 * reveal, and the models linked to projects (a second link of the same model is a 409). Each
 * call of this function starts from its own copy of the data.
 */
export function llmHandlers(initial: Partial<LlmMockData> = {}) {
  const data: LlmMockData = {
    models: structuredClone(initial.models ?? sampleModels()),
    links: structuredClone(initial.links ?? sampleLinks()),
  };
  const find = (id: string) => data.models.find((m) => m.model.id === id);
  // As the BFF's list query: the projects linked to the model, counted when answered.
  const answer = (stored: StoredModel) => ({
    ...stored.model,
    projectCount: data.links.filter((l) => l.llmModelId === stored.model.id).length,
  });

  return [
    mockRoute(routes.listLlmModels, async () => {
      await delay();
      return HttpResponse.json(data.models.map(answer));
    }),
    mockRoute(routes.createLlmModel, async ({ request }) => {
      await delay();
      const body = await request.json();
      const now = new Date().toISOString();
      const stored: StoredModel = {
        apiKey: body.apiKey,
        model: {
          id: crypto.randomUUID(),
          companyId: COMPANY_ID,
          name: body.name.trim(),
          vendor: body.vendor,
          maskedApiKey: maskApiKey(body.apiKey),
          vendorModel: body.vendorModel?.trim() || null,
          endpointUrl: body.endpointUrl?.trim() || null,
          suggestionsEnabled: body.suggestionsEnabled ?? false,
          createdBy: adminUser.id,
          createdAt: now,
          updatedAt: now,
          projectCount: 0,
        },
      };
      data.models.push(stored);
      return HttpResponse.json(answer(stored), { status: 201 });
    }),
    mockRoute(routes.updateLlmModel, async ({ params, request }) => {
      await delay();
      const body = await request.json();
      const stored = find(params.id);
      if (!stored) return errorAnswer(404, NOT_FOUND);
      if (body.apiKey !== undefined) stored.apiKey = body.apiKey;
      const call = {
        vendor: body.vendor,
        endpointUrl:
          body.endpointUrl === undefined
            ? stored.model.endpointUrl
            : body.endpointUrl?.trim() || null,
      };
      if ((body.suggestionsEnabled ?? stored.model.suggestionsEnabled) && !llmEndpointOf(call)) {
        const message = endpointRequiredMessage(body.vendor);
        return errorAnswer(400, message, { details: [{ field: 'endpointUrl', message }] });
      }
      Object.assign(stored.model, {
        name: body.name.trim(),
        ...call,
        ...(body.vendorModel === undefined
          ? {}
          : { vendorModel: body.vendorModel?.trim() || null }),
        ...(body.suggestionsEnabled === undefined
          ? {}
          : { suggestionsEnabled: body.suggestionsEnabled }),
        maskedApiKey: maskApiKey(stored.apiKey),
        updatedAt: new Date().toISOString(),
      });
      for (const link of data.links) {
        if (link.llmModelId === params.id)
          link.llmModel = { id: params.id, name: stored.model.name, vendor: stored.model.vendor };
      }
      return HttpResponse.json(answer(stored));
    }),
    mockRoute(routes.deleteLlmModel, async ({ params }) => {
      await delay();
      if (!find(params.id)) return errorAnswer(404, NOT_FOUND);
      data.models = data.models.filter((m) => m.model.id !== params.id);
      data.links = data.links.filter((l) => l.llmModelId !== params.id);
      return noContent();
    }),
    mockRoute(routes.revealLlmModelKey, async ({ params }) => {
      await delay();
      const stored = find(params.id);
      return stored ? HttpResponse.json({ apiKey: stored.apiKey }) : errorAnswer(404, NOT_FOUND);
    }),
    mockRoute(routes.listProjectLlmModels, async ({ params }) => {
      await delay();
      return HttpResponse.json(data.links.filter((l) => l.projectId === params.id));
    }),
    mockRoute(routes.addProjectLlmModel, async ({ params, request }) => {
      await delay();
      const body = await request.json();
      const stored = find(body.llmModelId);
      if (!stored) return errorAnswer(404, NOT_FOUND);
      if (data.links.some((l) => l.projectId === params.id && l.llmModelId === body.llmModelId)) {
        return errorAnswer(409, 'This LLM model is already linked to the project');
      }
      const now = new Date().toISOString();
      const link: ProjectLlmModel = {
        id: crypto.randomUUID(),
        projectId: params.id,
        llmModelId: body.llmModelId,
        monthlyCost: body.monthlyCost ?? null,
        notes: body.notes ?? null,
        createdAt: now,
        updatedAt: now,
        llmModel: { id: stored.model.id, name: stored.model.name, vendor: stored.model.vendor },
      };
      data.links.push(link);
      return HttpResponse.json(link, { status: 201 });
    }),
    mockRoute(routes.removeProjectLlmModel, async ({ params }) => {
      await delay();
      if (!data.links.some((l) => l.id === params.linkId))
        return errorAnswer(404, 'This LLM model is not linked to the project');
      data.links = data.links.filter((l) => l.id !== params.linkId);
      return noContent();
    }),
    // The questionnaire's suggestions come from these models.
    aiActSuggestionHandler(() => data.models.map((m) => m.model)),
  ];
}

/** Picked up by `npm run dev:mock` (host/src/mock/handlers.ts). */
export const handlers = llmHandlers();
