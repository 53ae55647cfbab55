import { beforeAll, describe, expect, it } from 'vitest';
import type { LlmModel } from '../../models/llm-model.ts';
import type { Project } from '../../models/project.ts';
import { createLlmModel, MISSING_ID } from '../../testing/factories.ts';
import { setupTwoCompanies } from '../../testing/two-companies.ts';
import { expectRefused } from '../../testing/refusal.ts';
import { id } from '../../testing/contract-client.ts';

// A member calling an admin route (403), what does not exist (404), another company's user and
// the signed-out: the endpoint-table test (contract.test.ts).
const t = setupTwoCompanies();
const { api, db } = t;
const { secretsKey } = t.config;

let projectA: Project;
let modelB: LlmModel;

const linkParams = (linkId: string) => ({ params: { linkId } });

/** `addProjectLlmModel` on project A as member A unless told otherwise. */
const link = (body: object, cookie = t.memberA.cookie, projectId = projectA.id) =>
  api.call('addProjectLlmModel', { ...id(projectId), cookie, body });

/** Every link row, to compare before and after a refused write. */
const snapshot = () => db()('projectLlmModels').orderBy('id');

beforeAll(async () => {
  projectA = await t.projectOfA();
  modelB = await createLlmModel(db(), { companyId: t.companyB.id, secretsKey, name: 'B only' });
});

describe('POST /api/projects/{id}/llm-models', () => {
  it('links a model of the same company for any member, answering the link with its model', async () => {
    const model = await t.modelOfA({
      name: 'Gemini',
      vendor: 'Google (Gemini)',
      apiKey: 'sk-never-in-a-link-123456',
    });
    const response = await link({
      llmModelId: model.id,
      monthlyCost: '1250.50',
      notes: 'Summaries',
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(String),
      projectId: projectA.id,
      llmModelId: model.id,
      monthlyCost: '1250.50',
      notes: 'Summaries',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      llmModel: { id: model.id, name: 'Gemini', vendor: 'Google (Gemini)' },
    });
    expect(JSON.stringify(response.body)).not.toContain('sk-never');
    expect(await db()('projectLlmModels').where({ id: response.body.id })).toHaveLength(1);
  });

  it('accepts a link without cost or notes', async () => {
    const model = await t.modelOfA();
    const response = await link({ llmModelId: model.id }, t.adminA.cookie);
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ monthlyCost: null, notes: null });
  });

  it('answers 409 for a model already linked to the project, writing nothing', async () => {
    const model = await t.modelOfA();
    const first = await link({ llmModelId: model.id });
    expect(first.status).toBe(201);
    const second = await expectRefused(snapshot, 409, () =>
      link({ llmModelId: model.id, monthlyCost: '5.00' }),
    );
    expect(second.error.message).toBe('This LLM model is already linked to the project');
  });

  it("answers 404 for another company's model, as for a missing one, writing nothing", async () => {
    const before = await snapshot();
    const foreign = await link({ llmModelId: modelB.id }, t.adminA.cookie);
    const missing = await link({ llmModelId: MISSING_ID }, t.adminA.cookie);
    expect(foreign.status).toBe(404);
    expect(missing.status).toBe(404);
    expect(foreign.body).toEqual(missing.body);
    expect(await snapshot()).toEqual(before);
  });

  it('answers 400 without a model id (with the form message) or with a bad cost, writing nothing', async () => {
    const before = await snapshot();
    const noModel = await link({ notes: 'x' });
    expect(noModel.status).toBe(400);
    expect(noModel.error.message).toContain('Please select an LLM model');
    const model = await t.modelOfA();
    const badCost = await link({ llmModelId: model.id, monthlyCost: '-3' });
    expect(badCost.status).toBe(400);
    expect(await snapshot()).toEqual(before);
  });
});

describe('GET /api/projects/{id}/llm-models', () => {
  it("lists the project's links with their model's name and vendor, oldest first", async () => {
    const project = await t.projectOfA();
    const first = await t.modelOfA({
      name: 'First',
      vendor: 'Cohere',
    });
    const second = await t.modelOfA({
      name: 'Second',
    });
    await link({ llmModelId: first.id, monthlyCost: '1.00' }, t.memberA.cookie, project.id);
    await link({ llmModelId: second.id, notes: 'n' }, t.memberA.cookie, project.id);

    const response = await api.ok('listProjectLlmModels', {
      ...id(project.id),
      cookie: t.memberA.cookie,
    });
    const links = response.body;
    expect(links.map((l) => [l.llmModel.name, l.llmModel.vendor, l.monthlyCost, l.notes])).toEqual([
      ['First', 'Cohere', '1.00', null],
      ['Second', 'OpenAI', null, 'n'],
    ]);
    expect(links.every((l) => l.projectId === project.id)).toBe(true);
    expect(links[0]?.llmModel).toEqual({ id: first.id, name: 'First', vendor: 'Cohere' });
  });

  it('answers an empty list for a project without models', async () => {
    const project = await t.projectOfA();
    const response = await api.call('listProjectLlmModels', {
      ...id(project.id),
      cookie: t.memberA.cookie,
    });
    expect([response.status, response.body]).toEqual([200, []]);
  });
});

describe('DELETE /api/project-llm-models/{linkId}', () => {
  async function newLink(): Promise<string> {
    const model = await t.modelOfA();
    const created = await link({ llmModelId: model.id }, t.adminA.cookie);
    return created.body.id;
  }

  it('unlinks a model for any member, keeping the model', async () => {
    const linkId = await newLink();
    const { llmModelId } = await db()('projectLlmModels').where({ id: linkId }).first();
    const response = await api.call('removeProjectLlmModel', {
      ...linkParams(linkId),
      cookie: t.memberA.cookie,
    });
    expect([response.status, response.text]).toEqual([204, '']);
    expect(await db()('projectLlmModels').where({ id: linkId })).toEqual([]);
    expect(await db()('llmModels').where({ id: llmModelId })).toHaveLength(1);
  });

  it('answers 404 for a link already removed', async () => {
    const linkId = await newLink();
    const remove = () =>
      api.call('removeProjectLlmModel', { ...linkParams(linkId), cookie: t.adminA.cookie });
    expect((await remove()).status).toBe(204);
    expect((await remove()).status).toBe(404);
  });

  it('answers 400 for a link id that is not a uuid, deleting nothing', async () => {
    await newLink();
    await expectRefused(snapshot, 400, () =>
      api.call('removeProjectLlmModel', {
        ...linkParams('not-a-uuid'),
        cookie: t.adminA.cookie,
      }),
    );
  });
});
