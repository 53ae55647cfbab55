import { describe, expect, it } from 'vitest';
import { decryptSecret } from '../../services/access/secrets.ts';
import { createLlmModel, MISSING_ID } from '../../testing/factories.ts';
import { setupTwoCompanies } from '../../testing/two-companies.ts';
import { expectRefused } from '../../testing/refusal.ts';
import { companyParams, id } from '../../testing/contract-client.ts';

// A member calling an admin route (403), what does not exist (404), another company's user and
// the signed-out: the endpoint-table test (contract.test.ts).
const t = setupTwoCompanies();
const { api, db, logs } = t;
const { secretsKey } = t.config;

/** Every model row, to compare before and after a refused write. */
const snapshot = () => db()('llmModels').orderBy('id');

describe('GET /api/companies/{companyId}/llm-models', () => {
  it('lists the models of the company to a member, with the key masked', async () => {
    const model = await t.modelOfA({
      apiKey: 'sk-list-1234567890abcdef',
      name: 'GPT-4o',
    });
    const other = await createLlmModel(db(), { companyId: t.companyB.id, secretsKey });

    const response = await api.ok('listLlmModels', {
      ...companyParams(t.companyA.id),
      cookie: t.memberA.cookie,
    });
    const listed = response.body;
    expect(listed.map((m) => m.id)).toContain(model.id);
    expect(listed.map((m) => m.id)).not.toContain(other.id);
    expect(listed.find((m) => m.id === model.id)).toEqual({
      id: model.id,
      companyId: t.companyA.id,
      name: 'GPT-4o',
      vendor: 'OpenAI',
      maskedApiKey: 'sk-l••••••••cdef',
      vendorModel: null,
      endpointUrl: null,
      suggestionsEnabled: false,
      createdBy: null,
      createdAt: model.createdAt.toISOString(),
      updatedAt: model.updatedAt.toISOString(),
      projectCount: 0,
      region: null,
      deprecationDate: null,
      projects: [],
    });
    const text = JSON.stringify(response.body);
    expect(text).not.toContain('sk-list-1234567890abcdef');
    expect(text).not.toContain(model.apiKey);
    expect(listed[0]).not.toHaveProperty('apiKey');
  });

  it('counts the projects that use each model, archived ones too', async () => {
    const used = await t.modelOfA({ name: 'Used' });
    const unused = await t.modelOfA({ name: 'Unused' });
    const projects = [await t.projectOfA(), await t.projectOfA(), await t.projectOfA()];
    await db()('projects').where({ id: projects[2]!.id }).update({ archivedAt: new Date() });
    await db()('projectLlmModels').insert(
      projects.map((project) => ({ projectId: project.id, llmModelId: used.id })),
    );

    const listed = (
      await api.ok('listLlmModels', { ...companyParams(t.companyA.id), cookie: t.memberA.cookie })
    ).body;
    expect(listed.find((m) => m.id === used.id)?.projectCount).toBe(3);
    // The model card names them, by name.
    expect(
      listed
        .find((m) => m.id === used.id)
        ?.projects.map((p) => p.id)
        .sort(),
    ).toEqual(projects.map((p) => p.id).sort());
    expect(listed.find((m) => m.id === unused.id)?.projectCount).toBe(0);

    // An edit answers the model with its count too; a new model is used by none.
    const updated = await api.ok('updateLlmModel', {
      ...id(used.id),
      cookie: t.adminA.cookie,
      body: { name: 'Still used', vendor: 'OpenAI' },
    });
    expect(updated.body.projectCount).toBe(3);
    const created = await api.ok('createLlmModel', {
      ...companyParams(t.companyA.id),
      cookie: t.adminA.cookie,
      body: { name: 'New', vendor: 'OpenAI', apiKey: 'sk-new-1234567890' },
    });
    expect(created.body.projectCount).toBe(0);
  });

  it('masks short keys fully', async () => {
    const model = await t.modelOfA({
      apiKey: 'short',
    });
    const response = await api.call('listLlmModels', {
      ...companyParams(t.companyA.id),
      cookie: t.memberA.cookie,
    });
    expect(response.body.find((m) => m.id === model.id)?.maskedApiKey).toBe('••••••••');
  });

  it('answers 400 for a company id that is not a uuid', async () => {
    expect(
      (await api.call('listLlmModels', { ...companyParams('nope'), cookie: t.adminA.cookie }))
        .status,
    ).toBe(400);
  });
});

describe('region and deprecation date', () => {
  it('are kept on create, kept when an edit leaves them out, and cleared with null', async () => {
    const created = await api.ok('createLlmModel', {
      ...companyParams(t.companyA.id),
      cookie: t.adminA.cookie,
      body: {
        name: 'Regional',
        vendor: 'Mistral',
        apiKey: 'sk-regional-123456',
        region: '  EU  ',
        deprecationDate: '2027-03-31',
      },
    });
    expect(created.body).toMatchObject({ region: 'EU', deprecationDate: '2027-03-31' });
    const kept = await api.ok('updateLlmModel', {
      ...id(created.body.id),
      cookie: t.adminA.cookie,
      body: { name: 'Regional 2', vendor: 'Mistral' },
    });
    expect(kept.body).toMatchObject({ region: 'EU', deprecationDate: '2027-03-31' });
    const cleared = await api.ok('updateLlmModel', {
      ...id(created.body.id),
      cookie: t.adminA.cookie,
      body: { name: 'Regional 2', vendor: 'Mistral', region: null, deprecationDate: null },
    });
    expect(cleared.body).toMatchObject({ region: null, deprecationDate: null });
  });

  it.each([
    [
      'a region over 100 characters',
      { region: 'x'.repeat(101) },
      'region',
      'Region must be at most 100 characters',
    ],
    ['a date that does not exist', { deprecationDate: '2027-02-30' }, 'deprecationDate', undefined],
  ])('refuses %s with 400', async (_case, change, field, message) => {
    const model = await t.modelOfA();
    const res = await expectRefused(snapshot, 400, () =>
      api.call('updateLlmModel', {
        ...id(model.id),
        cookie: t.adminA.cookie,
        body: { name: 'X', vendor: 'OpenAI', ...change },
      }),
    );
    expect(res.error.details?.[0]?.field).toBe(field);
    if (message) expect(res.error.details?.[0]?.message).toBe(message);
  });
});

describe('POST /api/companies/{companyId}/llm-models', () => {
  const body = { name: 'Claude', vendor: 'Anthropic', apiKey: 'sk-ant-create-0123456789' };

  it('registers a model for an admin, encrypting the key at rest', async () => {
    const response = await api.call('createLlmModel', {
      ...companyParams(t.companyA.id),
      cookie: t.adminA.cookie,
      body,
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      companyId: t.companyA.id,
      name: 'Claude',
      vendor: 'Anthropic',
      maskedApiKey: 'sk-a••••••••6789',
      createdBy: t.adminA.user.id,
    });
    expect(JSON.stringify(response.body)).not.toContain(body.apiKey);

    const row = await db()('llmModels').where({ id: response.body.id }).first();
    expect(row.apiKey).not.toContain(body.apiKey);
    expect(row.apiKey).toMatch(/^v1:/);
    expect(decryptSecret(row.apiKey, secretsKey)).toBe(body.apiKey);
    // No trace of the clear key in the raw table either.
    const dump = JSON.stringify(await db()('llmModels').select());
    expect(dump).not.toContain(body.apiKey);
  });

  it('answers 400 naming each missing or wrong field, writing nothing', async () => {
    const response = await expectRefused(snapshot, 400, () =>
      api.call('createLlmModel', {
        ...companyParams(t.companyA.id),
        cookie: t.adminA.cookie,
        body: { name: ' ', vendor: 'Skynet' },
      }),
    );
    expect(response.error.message).toContain('Model name is required');
    expect(response.error.message).toContain('Please select a vendor');
    expect(response.error.message).toContain('API Key is required');
  });

  it('names a too-long field by its label', async () => {
    const response = await expectRefused(snapshot, 400, () =>
      api.call('createLlmModel', {
        ...companyParams(t.companyA.id),
        cookie: t.adminA.cookie,
        body: { name: 'x'.repeat(256), vendor: 'OpenAI', apiKey: 'sk-1234567890' },
      }),
    );
    expect(response.error.details).toEqual([
      { field: 'name', message: 'Model name must be at most 255 characters' },
    ]);
  });
});

describe('PUT /api/llm-models/{id}', () => {
  it('updates name and vendor and keeps the key when none is given', async () => {
    const model = await t.modelOfA({
      apiKey: 'sk-keep-this-key-4242',
    });
    const response = await api.ok('updateLlmModel', {
      ...id(model.id),
      cookie: t.adminA.cookie,
      body: { name: 'Renamed', vendor: 'Mistral' },
    });
    expect(response.body).toMatchObject({
      id: model.id,
      name: 'Renamed',
      vendor: 'Mistral',
      maskedApiKey: 'sk-k••••••••4242',
    });
    expect(new Date(response.body.updatedAt).getTime()).toBeGreaterThanOrEqual(
      model.updatedAt.getTime(),
    );
    const row = await db()('llmModels').where({ id: model.id }).first();
    expect(row.apiKey).toBe(model.apiKey);
  });

  it('replaces the key when a new one is given, still encrypted', async () => {
    const model = await t.modelOfA();
    const response = await api.ok('updateLlmModel', {
      ...id(model.id),
      cookie: t.adminA.cookie,
      body: { name: model.name, vendor: 'OpenAI', apiKey: 'sk-new-key-abcdefgh9999' },
    });
    expect(response.body.maskedApiKey).toBe('sk-n••••••••9999');
    const row = await db()('llmModels').where({ id: model.id }).first();
    expect(row.apiKey).not.toContain('sk-new-key');
    expect(decryptSecret(row.apiKey, secretsKey)).toBe('sk-new-key-abcdefgh9999');
  });

  it('answers 400 for an empty key, changing nothing', async () => {
    const model = await t.modelOfA();
    const invalid = await expectRefused(snapshot, 400, () =>
      api.call('updateLlmModel', {
        ...id(model.id),
        cookie: t.adminA.cookie,
        body: { name: 'Hijacked', vendor: 'Other', apiKey: '' },
      }),
    );
    expect(invalid.error.message).toContain('API Key is required');
  });
});

describe('suggestions: the vendor model, the endpoint and the switch', () => {
  const update = (modelId: string, body: Record<string, unknown>) =>
    api.call('updateLlmModel', { ...id(modelId), cookie: t.adminA.cookie, body });

  it('turns suggestions on with a vendor model and keeps them when an edit leaves them out', async () => {
    const model = await t.modelOfA({ name: 'GPT-4o mini' });
    const on = await update(model.id, {
      name: 'GPT-4o mini',
      vendor: 'OpenAI',
      vendorModel: 'gpt-4o-mini',
      suggestionsEnabled: true,
    });
    expect(on.status, on.text).toBe(200);
    expect(on.body).toMatchObject({
      vendorModel: 'gpt-4o-mini',
      endpointUrl: null,
      suggestionsEnabled: true,
    });
    const renamed = await update(model.id, { name: 'Mini', vendor: 'OpenAI' });
    expect(renamed.body).toMatchObject({ vendorModel: 'gpt-4o-mini', suggestionsEnabled: true });

    const [entry] = await db()('auditEvents')
      .where({ entityId: model.id, action: 'updated' })
      .orderBy('id');
    expect(entry.changes).toMatchObject({
      vendorModel: { before: null, after: 'gpt-4o-mini' },
      suggestionsEnabled: { before: false, after: true },
    });
  });

  it('asks for an endpoint before a vendor without a default one can suggest (400)', async () => {
    const model = await t.modelOfA({ vendor: 'Azure OpenAI' });
    const response = await expectRefused(snapshot, 400, () =>
      update(model.id, { name: model.name, vendor: 'Azure OpenAI', suggestionsEnabled: true }),
    );
    expect(response.error.message).toBe(
      "Enter the endpoint URL: Azure OpenAI models are called at the company's own address",
    );
    expect(response.error.details).toEqual([
      { field: 'endpointUrl', message: response.error.message },
    ]);
    const ok = await update(model.id, {
      name: model.name,
      vendor: 'Azure OpenAI',
      endpointUrl: 'https://93.184.215.14',
      suggestionsEnabled: true,
    });
    expect(ok.status, ok.text).toBe(200);
  });

  it('refuses a private endpoint unless LLM_ALLOW_PRIVATE allows it (400)', async () => {
    const model = await t.modelOfA();
    const response = await expectRefused(snapshot, 400, () =>
      update(model.id, {
        name: model.name,
        vendor: 'Other',
        endpointUrl: 'http://127.0.0.1:11434/v1',
      }),
    );
    expect(response.error.message).toBe(
      '127.0.0.1 is a private, loopback or link-local address: LLM models are called only at public addresses',
    );
  });

  it('refuses an endpoint the pattern lets through but no URL parser reads (400)', async () => {
    const model = await t.modelOfA();
    const response = await expectRefused(snapshot, 400, () =>
      update(model.id, { name: model.name, vendor: 'Other', endpointUrl: 'https://[::1/v1' }),
    );
    expect(response.error.details).toEqual([
      { field: 'endpointUrl', message: 'Endpoint URL is not a valid web address' },
    ]);
  });

  it('refuses an endpoint that is not a web address (400)', async () => {
    const response = await expectRefused(snapshot, 400, () =>
      api.call('createLlmModel', {
        ...companyParams(t.companyA.id),
        cookie: t.adminA.cookie,
        body: { name: 'Local', vendor: 'Other', apiKey: 'sk-1234567890', endpointUrl: 'ftp://x' },
      }),
    );
    expect(response.error.details).toEqual([
      { field: 'endpointUrl', message: 'Endpoint URL must be an http:// or https:// URL' },
    ]);
  });
});

describe('POST /api/llm-models/{id}/reveal', () => {
  it('answers the clear key to an admin, uncached, and records who revealed it, without the key', async () => {
    const apiKey = 'sk-reveal-me-0123456789xyz';
    const model = await t.modelOfA({ apiKey });
    const response = await api.ok('revealLlmModelKey', {
      ...id(model.id),
      cookie: t.adminA.cookie,
    });
    expect(response.body).toEqual({ apiKey });
    expect(response.headers.get('cache-control')).toBe('no-store');

    const events = await db()('auditEvents').where({ entityId: model.id });
    expect(events).toMatchObject([
      {
        action: 'key_revealed',
        actorId: t.adminA.user.id,
        companyId: t.companyA.id,
        changes: {},
      },
    ]);
    expect(JSON.stringify(events)).not.toContain(apiKey);
    expect(logs.text()).not.toContain(apiKey);
  });

  // The signed-out and another company's admin: the endpoint-table test (contract.test.ts),
  // which also checks that no audit line is logged.
  it.each([
    ['a member', 403, () => t.memberA.cookie, false],
    ['an admin asking for a missing model', 404, () => t.adminA.cookie, true],
  ] as const)(
    'answers %s %i, revealing and recording nothing',
    async (_, status, cookie, missing) => {
      const apiKey = 'sk-secret-never-shown-42';
      const model = await t.modelOfA({ apiKey });
      const asked = missing ? MISSING_ID : model.id;
      const response = await api.call('revealLlmModelKey', { ...id(asked), cookie: cookie() });
      expect(response.status).toBe(status);
      expect(JSON.stringify(response.body)).not.toContain(apiKey);
      expect(await db()('auditEvents').where({ entityId: model.id })).toEqual([]);
    },
  );

  it('answers a clear error when the stored key cannot be decrypted', async () => {
    const model = await createLlmModel(db(), {
      companyId: t.companyA.id,
      secretsKey: Buffer.alloc(32, 7),
    });
    const response = await api.call('revealLlmModelKey', {
      ...id(model.id),
      cookie: t.adminA.cookie,
    });
    expect(response.status).toBe(500);
    expect(response.error.message).toBe(
      'The stored API key could not be decrypted; enter the key again',
    );
    // The list still answers, with that key fully masked.
    const list = await api.ok('listLlmModels', {
      ...companyParams(t.companyA.id),
      cookie: t.adminA.cookie,
    });
    expect(list.body.find((m) => m.id === model.id)?.maskedApiKey).toBe('••••••••');
  });
});

describe('DELETE /api/llm-models/{id}', () => {
  it('deletes the model and its project links for an admin', async () => {
    const model = await t.modelOfA();
    const project = await t.projectOfA();
    await db()('projectLlmModels').insert({
      projectId: project.id,
      llmModelId: model.id,
      monthlyCost: '10.00',
    });

    const response = await api.ok('deleteLlmModel', {
      ...id(model.id),
      cookie: t.adminA.cookie,
    });
    expect(response.body).toBeUndefined();
    expect(await db()('llmModels').where({ id: model.id })).toEqual([]);
    expect(await db()('projectLlmModels').where({ llmModelId: model.id })).toEqual([]);
    expect(await db()('projects').where({ id: project.id })).toHaveLength(1);
  });
});

describe('the logs', () => {
  it('never contain a clear key sent in a request body', async () => {
    const apiKey = 'sk-logged-nowhere-777777';
    const created = await api.ok('createLlmModel', {
      ...companyParams(t.companyA.id),
      cookie: t.adminA.cookie,
      body: { name: 'Logged', vendor: 'Cohere', apiKey },
    });
    await api.call('updateLlmModel', {
      ...id(created.body.id),
      cookie: t.adminA.cookie,
      body: { name: 'Logged', vendor: 'Cohere', apiKey: `${apiKey}-v2` },
    });
    expect(logs.text()).not.toContain(apiKey);
  });
});
