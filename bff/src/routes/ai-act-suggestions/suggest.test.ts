import { beforeEach, describe, expect, it } from 'vitest';
import {
  AI_ACT_SUGGESTION_ERROR_CODES as CODES,
  NOTHING_TO_READ_MESSAGE,
  SUGGESTIONS_DISABLED_MESSAGE,
} from '@portfolio/contracts';
import { createLlmModel, MISSING_ID } from '../../testing/factories.ts';
import {
  chatCompletion,
  openAiError,
  RECRUITMENT_ANSWER,
  toolUseMessage,
} from '../../testing/loopback/llm-vendor.ts';
import { setupTwoCompanies } from '../../testing/two-companies.ts';
import { AI_ACT_SUGGEST_RATE_LIMIT } from './index.ts';
import { setupWebhookReceiver } from '../../testing/loopback/webhook-receiver.ts';

// 401, the member's 404 for another company's project and the signed-out: contract.test.ts.
const t = setupTwoCompanies({ config: { llmAllowPrivate: true, llmTimeoutSeconds: 1 } });
const { api, db, config } = t;

const vendor = setupWebhookReceiver();
beforeEach(() => {
  vendor.received.length = 0;
  config.llmAllowPrivate = true;
});

const OPENAI_PATH = '/v1/chat/completions';

const project = () =>
  t.projectOfA({
    name: 'Hiring assistant',
    problemStatement: 'Recruiters drown in applications.',
    jobsToBeDone: 'Ranks incoming job applications for recruiters; answers candidates in a chat.',
  });

const enabledModel = (fields: Parameters<typeof t.modelOfA>[0] = {}) =>
  t.modelOfA({
    name: 'GPT-4o mini',
    vendor: 'OpenAI',
    vendorModel: 'gpt-4o-mini',
    endpointUrl: `${vendor.url}/v1`,
    suggestionsEnabled: true,
    apiKey: 'sk-route-test-key',
    ...fields,
  });

const suggest = (projectId: string, llmModelId: string, cookie = t.memberA.cookie) =>
  api.call('suggestAiActAssessment', { params: { id: projectId }, body: { llmModelId }, cookie });

/** The project's history entries of suggestions. */
const suggestionHistory = (projectId: string) =>
  db()('auditEvents').where({ projectId, entity: 'ai_act_suggestion' }).orderBy('id');

describe('POST /api/projects/{id}/ai-act-assessment/suggest', () => {
  it("suggests the answers from the project's text, and keeps the request in the history", async () => {
    const p = await project();
    const model = await enabledModel();
    vendor.answer(OPENAI_PATH, chatCompletion(JSON.stringify(RECRUITMENT_ANSWER)));

    const response = await api.ok('suggestAiActAssessment', {
      params: { id: p.id },
      body: { llmModelId: model.id },
      cookie: t.memberA.cookie,
    });
    expect(response.body).toMatchObject({
      projectId: p.id,
      llmModel: { id: model.id, name: 'GPT-4o mini', vendor: 'OpenAI' },
      annexIIIArea: 4,
      rationale: RECRUITMENT_ANSWER.rationale,
    });
    expect(response.body.suggestions.filter((s) => s.answer).map((s) => s.questionId)).toEqual([
      'annex3-4a-recruitment',
      'art50-1-interaction',
    ]);

    // What left: the project's text, to the model's vendor id, with its key.
    const [sent] = vendor.on(OPENAI_PATH);
    expect(sent!.headers.authorization).toBe('Bearer sk-route-test-key');
    const body = JSON.parse(sent!.body) as { model: string; messages: { content: string }[] };
    expect(body.model).toBe('gpt-4o-mini');
    expect(body.messages[1]!.content).toContain('Ranks incoming job applications');

    const [entry] = await suggestionHistory(p.id);
    expect(entry).toMatchObject({
      entityId: response.body.id,
      action: 'created',
      entityLabel: 'GPT-4o mini',
      companyId: t.companyA.id,
    });
    expect(entry.changes).toMatchObject({
      llmModelName: { after: 'GPT-4o mini' },
      vendor: { after: 'OpenAI' },
      request: {
        after: expect.stringMatching(
          /^Problem statement and jobs to be done of Hiring assistant \(\d+ characters\)$/,
        ),
      },
      outcome: { after: expect.stringMatching(/^2 of \d+ questions suggested yes$/) },
      suggestedYes: { after: ['Annex III point 4(a)', 'Article 50(1)'] },
      rationale: { after: RECRUITMENT_ANSWER.rationale },
    });
    // The key never reaches the history.
    expect(JSON.stringify(entry)).not.toContain('sk-route-test-key');
  });

  it("calls an Anthropic model through the Messages API at the vendor's address it is given", async () => {
    const p = await project();
    const model = await enabledModel({ vendor: 'Anthropic', vendorModel: 'claude-sonnet-4-5' });
    vendor.answer('/v1/messages', toolUseMessage('ai_act_suggestion', RECRUITMENT_ANSWER));
    const response = await suggest(p.id, model.id);
    expect(response.status, response.text).toBe(200);
    expect(vendor.on('/v1/messages')).toHaveLength(1);
  });

  it('answers a vendor failure as a clear 502, applies nothing, and keeps the failure', async () => {
    const p = await project();
    const model = await enabledModel();
    vendor.answer(OPENAI_PATH, openAiError(500, 'The server had an error', 'server_error'));
    const response = await suggest(p.id, model.id);
    expect(response.status).toBe(502);
    expect(response.error).toEqual({
      message: 'OpenAI failed (HTTP 500): The server had an error',
      code: CODES.vendor,
    });
    const [entry] = await suggestionHistory(p.id);
    expect(entry.changes.outcome).toEqual({
      before: null,
      after: 'OpenAI failed (HTTP 500): The server had an error',
    });
  });

  it('answers a silent vendor with 504', async () => {
    const p = await project();
    const model = await enabledModel();
    vendor.answer(OPENAI_PATH, 'hang');
    const response = await suggest(p.id, model.id);
    expect(response.status).toBe(504);
    expect(response.error.code).toBe(CODES.timeout);
  });

  it('answers an answer of the wrong shape with 502', async () => {
    const p = await project();
    const model = await enabledModel();
    vendor.answer(OPENAI_PATH, chatCompletion(JSON.stringify({ riskClass: 'high_risk' })));
    const response = await suggest(p.id, model.id);
    expect(response.status).toBe(502);
    expect(response.error.code).toBe(CODES.malformed);
    expect(response.error.message).toMatch(/^OpenAI answered, but not with the answer asked for/);
  });

  it('refuses a model whose suggestions are off (403), sending nothing', async () => {
    const p = await project();
    const model = await enabledModel({ suggestionsEnabled: false });
    const response = await suggest(p.id, model.id);
    expect(response.status).toBe(403);
    expect(response.error).toEqual({ message: SUGGESTIONS_DISABLED_MESSAGE, code: CODES.disabled });
    expect(vendor.received).toHaveLength(0);
    expect(await suggestionHistory(p.id)).toHaveLength(0);
  });

  it("answers another company's model, or none, as not found (404)", async () => {
    const p = await project();
    const other = await createLlmModel(db(), {
      companyId: t.companyB.id,
      secretsKey: config.secretsKey,
      suggestionsEnabled: true,
      endpointUrl: `${vendor.url}/v1`,
    });
    for (const id of [other.id, MISSING_ID]) {
      const response = await suggest(p.id, id);
      expect(response.status).toBe(404);
      expect(response.error.message).toBe('LLM model not found');
    }
    expect(vendor.received).toHaveLength(0);
  });

  it('asks for a project text first (400)', async () => {
    const p = await t.projectOfA({ problemStatement: '  ', jobsToBeDone: null });
    const model = await enabledModel();
    const response = await suggest(p.id, model.id);
    expect(response.status).toBe(400);
    expect(response.error).toEqual({ message: NOTHING_TO_READ_MESSAGE, code: CODES.nothingToRead });
  });

  it('refuses a private endpoint unless LLM_ALLOW_PRIVATE allows it (400), keeping nothing', async () => {
    config.llmAllowPrivate = false;
    const p = await project();
    const model = await enabledModel();
    const response = await suggest(p.id, model.id);
    expect(response.status).toBe(400);
    expect(response.error.code).toBe(CODES.endpoint);
    expect(vendor.received).toHaveLength(0);
    expect(await suggestionHistory(p.id)).toHaveLength(0);
  });

  it('checks the body against the contract (400)', async () => {
    const p = await project();
    const response = await api.call('suggestAiActAssessment', {
      params: { id: p.id },
      body: { llmModelId: 'not-a-uuid' },
      cookie: t.memberA.cookie,
    });
    expect(response.status).toBe(400);
  });

  // Last: it spends the member's requests of the hour.
  it('limits how often a person asks (429)', async () => {
    const p = await project();
    const model = await enabledModel({ suggestionsEnabled: false });
    let last = await suggest(p.id, model.id);
    for (let i = 0; i < AI_ACT_SUGGEST_RATE_LIMIT.max && last.status !== 429; i++) {
      last = await suggest(p.id, model.id);
    }
    expect(last.status).toBe(429);
    expect(last.error.message).toMatch(/^Too many suggestion requests\. Please try again in /);
    expect(last.headers.get('retry-after')).toBeTruthy();
  });
});
