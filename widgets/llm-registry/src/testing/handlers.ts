import {
  controlEvidenceSummaries,
  endpointRequiredMessage,
  llmEndpointOf,
  maskApiKey,
  recordControls,
  routes,
  todayCalendarDate,
  type ControlEvidenceExpiry,
  type DoraProvider,
  type DoraRegister,
  type ProjectLlmModel,
  notFoundMessage,
} from '@portfolio/contracts';
import {
  HttpResponse,
  aiActSuggestionHandler,
  delay,
  errorAnswer,
  mockRoute,
  noContent,
} from '@portfolio/ui/testing/msw';
import {
  COMPANY_ID,
  adminUser,
  sampleLinks,
  sampleModels,
  sampleProjects,
  type KnownProject,
  type StoredModel,
} from './fixtures';

export interface LlmMockData {
  models: StoredModel[];
  links: ProjectLlmModel[];
  /** The projects the links name, with their DORA records. */
  projects: KnownProject[];
  /** The company's evidence on its controls (none unless given), as the register's controls read it. */
  controlEvidence: ControlEvidenceExpiry[];
}

/**
 * The DORA register as the BFF builds it: each vendor with its models and the projects using
 * them, critical when one of those supports a critical or important function; and the controls
 * the register documents, with their evidence's state today.
 */
export function registerOf(data: LlmMockData): DoraRegister {
  const providers = new Map<string, DoraProvider>();
  const sorted = [...data.models].sort(
    (a, b) =>
      a.model.vendor.localeCompare(b.model.vendor) || a.model.name.localeCompare(b.model.name),
  );
  for (const { model } of sorted) {
    const provider = providers.get(model.vendor) ?? {
      vendor: model.vendor,
      critical: false,
      regions: [],
      models: [],
      projects: [],
    };
    providers.set(model.vendor, provider);
    provider.models.push({
      id: model.id,
      name: model.name,
      region: model.region,
      deprecationDate: model.deprecationDate,
    });
    if (model.region && !provider.regions.includes(model.region)) {
      provider.regions.push(model.region);
    }
    for (const link of data.links.filter((l) => l.llmModelId === model.id)) {
      const known = data.projects.find((p) => p.id === link.projectId);
      if (!known) continue;
      let project = provider.projects.find((p) => p.id === known.id);
      if (!project) {
        project = { ...known, models: [] };
        provider.projects.push(project);
      }
      project.models.push(model.name);
      if (known.supportsCriticalFunction) provider.critical = true;
    }
  }
  for (const provider of providers.values()) {
    provider.projects.sort((a, b) => a.name.localeCompare(b.name));
  }
  return {
    providers: [...providers.values()],
    controls: recordControls(
      'dora-register',
      controlEvidenceSummaries(data.controlEvidence, todayCalendarDate()),
    ),
  };
}

const NOT_FOUND = notFoundMessage('llm_model');

/**
 * The LLM registry API answered in memory, as the BFF does: the registry with masked keys and
 * reveal, and the models linked to projects (a second link of the same model is a 409). Each
 * call of this function starts from its own copy of the data.
 */
export function llmHandlers(initial: Partial<LlmMockData> = {}) {
  const data: LlmMockData = {
    models: structuredClone(initial.models ?? sampleModels()),
    links: structuredClone(initial.links ?? sampleLinks()),
    projects: structuredClone(initial.projects ?? sampleProjects()),
    controlEvidence: structuredClone(initial.controlEvidence ?? []),
  };
  const find = (id: string) => data.models.find((m) => m.model.id === id);
  // As the BFF's list query: the projects linked to the model, named and counted when answered.
  const answer = (stored: StoredModel) => {
    const using = data.links.filter((l) => l.llmModelId === stored.model.id);
    return {
      ...stored.model,
      projectCount: using.length,
      projects: using
        .map((l) => ({
          id: l.projectId,
          name: data.projects.find((p) => p.id === l.projectId)?.name ?? 'Project',
        }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    };
  };

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
          region: body.region?.trim() || null,
          deprecationDate: body.deprecationDate ?? null,
          projects: [],
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
        // Left out: kept, as the BFF does.
        ...(body.region !== undefined ? { region: body.region?.trim() || null } : {}),
        ...(body.deprecationDate !== undefined ? { deprecationDate: body.deprecationDate } : {}),
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
    mockRoute(routes.getDoraRegister, async ({ request }) => {
      await delay();
      const register = registerOf(data);
      if (new URL(request.url).searchParams.get('format') !== 'csv') {
        return HttpResponse.json(register);
      }
      // A plain rendering of the BFF's columns, one line per model and project using it.
      const lines = register.providers.flatMap((p) =>
        p.models.flatMap((m) => {
          const users = p.projects.filter((project) => project.models.includes(m.name));
          return (users.length > 0 ? users : [null]).map((project) =>
            [p.vendor, m.name, m.region ?? '', project?.name ?? '', project?.functionName ?? '']
              .map((cell) => `"${cell.replace(/"/g, '""')}"`)
              .join(','),
          );
        }),
      );
      const csv = ['Provider,Model,Region,Project,Function', ...lines].join('\r\n');
      return new HttpResponse(`${csv}\r\n`, {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': 'attachment; filename="dora-register.csv"',
        },
      }) as never;
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
