import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../logger.ts';
import type { Company } from '../../models/company.ts';
import type { LlmModel } from '../../models/llm-model.ts';
import type { Project } from '../../models/project.ts';
import { User } from '../../models/user.ts';
import { signUpAndGetCookie, type SignedIn } from '../../testing/auth.ts';
import { createTestConfig } from '../../testing/config.ts';
import { createTestDb, type TestDb } from '../../testing/db.ts';
import {
  addMember,
  createCompany,
  createLlmModel,
  createProject,
} from '../../testing/factories.ts';
import { contractClient } from '../../testing/contract-client.ts';
import { startTestServer, type TestServer } from '../../testing/http.ts';

const config = createTestConfig();
const { secretsKey } = config;
let testDb: TestDb;
let server: TestServer;
let api: ReturnType<typeof contractClient>;

let companyA: Company;
let adminA: SignedIn;
let memberA: SignedIn;
let companyB: Company;
let adminB: SignedIn;
let projectA: Project;
let projectB: Project;
let modelB: LlmModel;

const db = () => testDb.knex;

const projectParams = (id: string) => ({ params: { id } });
const linkParams = (linkId: string) => ({ params: { linkId } });
const MISSING_ID = '00000000-0000-4000-8000-000000000000';

/** Every link row, to compare before and after a refused write. */
const snapshot = () => db()('projectLlmModels').orderBy('id');

async function companyWithAdmin(name: string): Promise<{ company: Company; admin: SignedIn }> {
  const admin = await signUpAndGetCookie(server.baseUrl);
  const owner = await User.query(db()).findById(admin.user.id);
  const { company } = await createCompany(db(), { owner: owner!, name });
  return { company, admin };
}

beforeAll(async () => {
  testDb = await createTestDb();
  server = await startTestServer({
    config,
    db: testDb.knex,
    logger: createLogger({ level: 'silent' }),
  });
  api = contractClient(server.baseUrl);
  ({ company: companyA, admin: adminA } = await companyWithAdmin('Company A'));
  ({ company: companyB, admin: adminB } = await companyWithAdmin('Company B'));
  memberA = await signUpAndGetCookie(server.baseUrl);
  await addMember(db(), companyA.id, memberA.user.id, 'member');
  projectA = await createProject(db(), { companyId: companyA.id, createdBy: adminA.user.id });
  projectB = await createProject(db(), { companyId: companyB.id, createdBy: adminB.user.id });
  modelB = await createLlmModel(db(), { companyId: companyB.id, secretsKey, name: 'B only' });
});

afterAll(async () => {
  await server?.close();
  await testDb?.destroy();
});

describe('POST /api/projects/{id}/llm-models', () => {
  it('links a model of the same company for any member, answering the link with its model', async () => {
    const model = await createLlmModel(db(), {
      companyId: companyA.id,
      secretsKey,
      name: 'Gemini',
      vendor: 'Google (Gemini)',
      apiKey: 'sk-never-in-a-link-123456',
    });
    const response = await api.call('addProjectLlmModel', {
      ...projectParams(projectA.id),
      cookie: memberA.cookie,
      body: { llmModelId: model.id, monthlyCost: '1250.50', notes: 'Summaries' },
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
    const model = await createLlmModel(db(), { companyId: companyA.id, secretsKey });
    const response = await api.call('addProjectLlmModel', {
      ...projectParams(projectA.id),
      cookie: adminA.cookie,
      body: { llmModelId: model.id },
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ monthlyCost: null, notes: null });
  });

  it('answers 409 for a model already linked to the project, writing nothing', async () => {
    const model = await createLlmModel(db(), { companyId: companyA.id, secretsKey });
    const first = await api.call('addProjectLlmModel', {
      ...projectParams(projectA.id),
      cookie: memberA.cookie,
      body: { llmModelId: model.id },
    });
    expect(first.status).toBe(201);
    const before = await snapshot();
    const second = await api.call('addProjectLlmModel', {
      ...projectParams(projectA.id),
      cookie: memberA.cookie,
      body: { llmModelId: model.id, monthlyCost: '5.00' },
    });
    expect(second.status).toBe(409);
    expect(second.error.message).toBe('This LLM model is already linked to the project');
    expect(await snapshot()).toEqual(before);
  });

  it("answers 404 for another company's model, as for a missing one, writing nothing", async () => {
    const before = await snapshot();
    const foreign = await api.call('addProjectLlmModel', {
      ...projectParams(projectA.id),
      cookie: adminA.cookie,
      body: { llmModelId: modelB.id },
    });
    const missing = await api.call('addProjectLlmModel', {
      ...projectParams(projectA.id),
      cookie: adminA.cookie,
      body: { llmModelId: MISSING_ID },
    });
    expect(foreign.status).toBe(404);
    expect(missing.status).toBe(404);
    expect(foreign.body).toEqual(missing.body);
    expect(await snapshot()).toEqual(before);
  });

  it("answers 404 to a user of another company linking to this company's project, writing nothing", async () => {
    const before = await snapshot();
    const model = await createLlmModel(db(), { companyId: companyA.id, secretsKey });
    const own = await api.call('addProjectLlmModel', {
      ...projectParams(projectA.id),
      cookie: adminB.cookie,
      body: { llmModelId: modelB.id },
    });
    const theirs = await api.call('addProjectLlmModel', {
      ...projectParams(projectA.id),
      cookie: adminB.cookie,
      body: { llmModelId: model.id },
    });
    const missingProject = await api.call('addProjectLlmModel', {
      ...projectParams(MISSING_ID),
      cookie: adminB.cookie,
      body: { llmModelId: modelB.id },
    });
    expect([own.status, theirs.status, missingProject.status]).toEqual([404, 404, 404]);
    expect(await snapshot()).toEqual(before);
  });

  it('answers 400 without a model id (with the form message) or with a bad cost, 401 signed out', async () => {
    const before = await snapshot();
    const noModel = await api.call('addProjectLlmModel', {
      ...projectParams(projectA.id),
      cookie: memberA.cookie,
      body: { notes: 'x' },
    });
    expect(noModel.status).toBe(400);
    expect(noModel.error.message).toContain('Please select an LLM model');
    const model = await createLlmModel(db(), { companyId: companyA.id, secretsKey });
    const badCost = await api.call('addProjectLlmModel', {
      ...projectParams(projectA.id),
      cookie: memberA.cookie,
      body: { llmModelId: model.id, monthlyCost: '-3' },
    });
    expect(badCost.status).toBe(400);
    const signedOut = await api.call('addProjectLlmModel', {
      ...projectParams(projectA.id),
      body: { llmModelId: model.id },
    });
    expect(signedOut.status).toBe(401);
    expect(await snapshot()).toEqual(before);
  });
});

describe('GET /api/projects/{id}/llm-models', () => {
  it("lists the project's links with their model's name and vendor, oldest first", async () => {
    const project = await createProject(db(), {
      companyId: companyA.id,
      createdBy: adminA.user.id,
    });
    const first = await createLlmModel(db(), {
      companyId: companyA.id,
      secretsKey,
      name: 'First',
      vendor: 'Cohere',
    });
    const second = await createLlmModel(db(), {
      companyId: companyA.id,
      secretsKey,
      name: 'Second',
    });
    await api.call('addProjectLlmModel', {
      ...projectParams(project.id),
      cookie: memberA.cookie,
      body: { llmModelId: first.id, monthlyCost: '1.00' },
    });
    await api.call('addProjectLlmModel', {
      ...projectParams(project.id),
      cookie: memberA.cookie,
      body: { llmModelId: second.id, notes: 'n' },
    });

    const response = await api.call('listProjectLlmModels', {
      ...projectParams(project.id),
      cookie: memberA.cookie,
    });
    expect(response.status).toBe(200);
    const links = response.body;
    expect(links.map((l) => [l.llmModel.name, l.llmModel.vendor, l.monthlyCost, l.notes])).toEqual([
      ['First', 'Cohere', '1.00', null],
      ['Second', 'OpenAI', null, 'n'],
    ]);
    expect(links.every((l) => l.projectId === project.id)).toBe(true);
    expect(links[0]?.llmModel).toEqual({ id: first.id, name: 'First', vendor: 'Cohere' });
  });

  it('answers an empty list for a project without models', async () => {
    const project = await createProject(db(), {
      companyId: companyA.id,
      createdBy: adminA.user.id,
    });
    const response = await api.call('listProjectLlmModels', {
      ...projectParams(project.id),
      cookie: memberA.cookie,
    });
    expect([response.status, response.body]).toEqual([200, []]);
  });

  it('answers 404 to a user of another company and for a missing project, 401 signed out', async () => {
    expect(
      (
        await api.call('listProjectLlmModels', {
          ...projectParams(projectA.id),
          cookie: adminB.cookie,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await api.call('listProjectLlmModels', {
          ...projectParams(projectB.id),
          cookie: memberA.cookie,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await api.call('listProjectLlmModels', {
          ...projectParams(MISSING_ID),
          cookie: memberA.cookie,
        })
      ).status,
    ).toBe(404);
    expect((await api.call('listProjectLlmModels', projectParams(projectA.id))).status).toBe(401);
  });
});

describe('DELETE /api/project-llm-models/{linkId}', () => {
  async function newLink(): Promise<string> {
    const model = await createLlmModel(db(), { companyId: companyA.id, secretsKey });
    const created = await api.call('addProjectLlmModel', {
      ...projectParams(projectA.id),
      cookie: adminA.cookie,
      body: { llmModelId: model.id },
    });
    return created.body.id;
  }

  it('unlinks a model for any member, keeping the model', async () => {
    const linkId = await newLink();
    const { llmModelId } = await db()('projectLlmModels').where({ id: linkId }).first();
    const response = await api.call('removeProjectLlmModel', {
      ...linkParams(linkId),
      cookie: memberA.cookie,
    });
    expect([response.status, response.text]).toEqual([204, '']);
    expect(await db()('projectLlmModels').where({ id: linkId })).toEqual([]);
    expect(await db()('llmModels').where({ id: llmModelId })).toHaveLength(1);
  });

  it('answers 404 to a user of another company, for a missing link and after removal, deleting nothing', async () => {
    const linkId = await newLink();
    const before = await snapshot();
    expect(
      (await api.call('removeProjectLlmModel', { ...linkParams(linkId), cookie: adminB.cookie }))
        .status,
    ).toBe(404);
    expect(
      (
        await api.call('removeProjectLlmModel', {
          ...linkParams(MISSING_ID),
          cookie: adminA.cookie,
        })
      ).status,
    ).toBe(404);
    expect((await api.call('removeProjectLlmModel', linkParams(linkId))).status).toBe(401);
    expect(
      (
        await api.call('removeProjectLlmModel', {
          ...linkParams('not-a-uuid'),
          cookie: adminA.cookie,
        })
      ).status,
    ).toBe(400);
    expect(await snapshot()).toEqual(before);
    expect(
      (await api.call('removeProjectLlmModel', { ...linkParams(linkId), cookie: adminA.cookie }))
        .status,
    ).toBe(204);
    expect(
      (await api.call('removeProjectLlmModel', { ...linkParams(linkId), cookie: adminA.cookie }))
        .status,
    ).toBe(404);
  });
});
