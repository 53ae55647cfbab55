import { beforeEach, describe, expect, it } from 'vitest';
import { AI_ACT_SUGGESTION_ERROR_CODES as CODES, SUGGESTED_QUESTIONS } from '@portfolio/contracts';
import {
  anthropicError,
  chatCompletion,
  openAiError,
  RECRUITMENT_ANSWER,
  textMessage,
  toolUseMessage,
} from '../testing/loopback/llm-vendor.ts';
import { setupWebhookReceiver } from '../testing/loopback/webhook-receiver.ts';
import { ANSWER_SCHEMA, readModelAnswer, suggestionsOf } from './ai-act-answer.ts';
import { askForJson, LlmCallError, type StructuredRequest } from './index.ts';
import { AZURE_API_VERSION } from './openai-chat.ts';

/**
 * The real protocol clients against a vendor that runs on loopback, answering in each API's
 * shape: success, the vendor's errors, silence and answers that are not what was asked for.
 */

const vendor = setupWebhookReceiver();
beforeEach(() => {
  vendor.received.length = 0;
});

const OPTIONS = { timeoutMs: 2000, allowPrivate: true };

const request = (overrides: Partial<StructuredRequest>): StructuredRequest => ({
  vendor: 'OpenAI',
  baseUrl: `${vendor.url}/v1`,
  apiKey: 'sk-test-key',
  model: 'gpt-4o-mini',
  system: 'Classify.',
  user: 'Project: Hiring assistant',
  schema: ANSWER_SCHEMA,
  ...overrides,
});

/** The error a call fails with (it must fail). */
async function failure(promise: Promise<unknown>): Promise<LlmCallError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(LlmCallError);
  return error as LlmCallError;
}

const PROTOCOLS = [
  {
    name: 'OpenAI chat completions',
    vendor: 'OpenAI',
    path: '/v1/chat/completions',
    base: () => `${vendor.url}/v1`,
    success: () => chatCompletion(JSON.stringify(RECRUITMENT_ANSWER)),
    error: openAiError,
    notJson: () => chatCompletion('Sure! Here is the classification: high-risk.'),
  },
  {
    name: 'Azure OpenAI',
    vendor: 'Azure OpenAI',
    path: `/openai/deployments/hr-gpt4o/chat/completions?api-version=${AZURE_API_VERSION}`,
    base: () => vendor.url,
    success: () => chatCompletion(JSON.stringify(RECRUITMENT_ANSWER), { azure: true }),
    error: openAiError,
    notJson: () => chatCompletion('{"annexIIIArea": 4,', { azure: true }),
  },
  {
    name: 'Anthropic Messages',
    vendor: 'Anthropic',
    path: '/v1/messages',
    base: () => `${vendor.url}/v1`,
    success: () => toolUseMessage(ANSWER_SCHEMA.name, RECRUITMENT_ANSWER),
    error: (status: number, message: string, code: string) => anthropicError(status, code, message),
    notJson: () => textMessage('I think it is high-risk.'),
  },
] as const;

describe.each(PROTOCOLS)('$name', (protocol) => {
  const ask = () =>
    askForJson(
      request({
        vendor: protocol.vendor,
        baseUrl: protocol.base(),
        model: protocol.vendor === 'Azure OpenAI' ? 'hr-gpt4o' : 'a-model',
      }),
      OPTIONS,
    );

  it('asks for the structured answer and returns it', async () => {
    vendor.answer(protocol.path, protocol.success());
    const answer = await ask();
    expect(readModelAnswer(protocol.vendor, answer)).toEqual(RECRUITMENT_ANSWER);
    const [sent] = vendor.on(protocol.path);
    const body = JSON.parse(sent!.body) as Record<string, unknown>;
    if (protocol.vendor === 'Anthropic') {
      expect(sent!.headers['x-api-key']).toBe('sk-test-key');
      expect(sent!.headers['anthropic-version']).toBe('2023-06-01');
      expect(body).toMatchObject({
        model: 'a-model',
        system: 'Classify.',
        messages: [{ role: 'user', content: 'Project: Hiring assistant' }],
        tools: [{ name: 'ai_act_suggestion', input_schema: ANSWER_SCHEMA.json }],
        tool_choice: { type: 'tool', name: 'ai_act_suggestion' },
      });
    } else {
      if (protocol.vendor === 'Azure OpenAI') {
        expect(sent!.headers['api-key']).toBe('sk-test-key');
        expect(sent!.headers.authorization).toBeUndefined();
        // The deployment in the URL names the model.
        expect(body.model).toBeUndefined();
      } else {
        expect(sent!.headers.authorization).toBe('Bearer sk-test-key');
        expect(body.model).toBe('a-model');
      }
      expect(body).toMatchObject({
        messages: [
          { role: 'system', content: 'Classify.' },
          { role: 'user', content: 'Project: Hiring assistant' },
        ],
        response_format: {
          type: 'json_schema',
          json_schema: { name: 'ai_act_suggestion', strict: true, schema: ANSWER_SCHEMA.json },
        },
      });
    }
  });

  it.each([
    [
      500,
      'The server had an error while processing your request.',
      `${protocol.vendor} failed (HTTP 500): The server had an error while processing your request.`,
      CODES.vendor,
    ],
    [
      401,
      'Incorrect API key provided: sk-tes***key.',
      `${protocol.vendor} refused the API key (HTTP 401): an admin checks the model's key on the LLM page`,
      CODES.unauthorized,
    ],
    [
      429,
      'Rate limit reached for requests',
      `${protocol.vendor} is limiting requests (HTTP 429): try again in a minute`,
      CODES.rateLimited,
    ],
    [
      404,
      'The model `a-model` does not exist',
      `${protocol.vendor} refused the request (HTTP 404): The model \`a-model\` does not exist`,
      CODES.vendor,
    ],
  ])('answers HTTP %i with a clear message', async (status, words, message, code) => {
    vendor.answer(protocol.path, protocol.error(status, words, 'error_code'));
    const error = await failure(ask());
    expect(error.status).toBe(502);
    expect(error.code).toBe(code);
    expect(error.message).toBe(message);
    // A refused key's words are not repeated: they may quote part of it.
    expect(error.message).not.toContain('sk-tes');
  });

  it('says when the vendor is silent', async () => {
    vendor.answer(protocol.path, 'hang');
    const error = await failure(
      askForJson(
        request({ vendor: protocol.vendor, baseUrl: protocol.base(), model: 'hr-gpt4o' }),
        { ...OPTIONS, timeoutMs: 300 },
      ),
    );
    expect(error.status).toBe(504);
    expect(error.code).toBe(CODES.timeout);
    expect(error.message).toBe(
      `${protocol.vendor} did not answer within 0.3 s: try again, or ask another model`,
    );
  });

  it('says when the answer is not the JSON asked for', async () => {
    vendor.answer(protocol.path, protocol.notJson());
    const error = await failure(ask());
    expect(error.status).toBe(502);
    expect(error.code).toBe(CODES.malformed);
    expect(error.message).toMatch(
      new RegExp(`^${protocol.vendor} answered, but not with the answer asked for \\(`),
    );
  });

  it('says when the response is not JSON at all (a proxy page)', async () => {
    vendor.answer(protocol.path, { status: 200, body: '<html>Gateway</html>' });
    const error = await failure(ask());
    expect(error.message).toBe(
      `${protocol.vendor} answered, but not with the answer asked for (the response is not JSON): nothing was applied; try again or ask another model`,
    );
  });

  it('refuses a loopback endpoint unless private addresses are allowed', async () => {
    vendor.answer(protocol.path, protocol.success());
    const error = await failure(
      askForJson(
        request({ vendor: protocol.vendor, baseUrl: protocol.base(), model: 'hr-gpt4o' }),
        { ...OPTIONS, allowPrivate: false },
      ),
    );
    expect(error.status).toBe(400);
    expect(error.code).toBe(CODES.endpoint);
    expect(vendor.on(protocol.path)).toHaveLength(0);
  });
});

describe('answers that are cut off, declined or of another shape', () => {
  it('says an OpenAI answer was cut off at its length limit', async () => {
    vendor.answer('/v1/chat/completions', chatCompletion('{"annexIII', { finishReason: 'length' }));
    const error = await failure(askForJson(request({}), OPTIONS));
    expect(error.message).toContain('the answer was cut off at its length limit');
  });

  it("says the model declined, in the model's words", async () => {
    vendor.answer(
      '/v1/chat/completions',
      chatCompletion(null, { refusal: "I'm sorry, I can't help with that." }),
    );
    const error = await failure(askForJson(request({}), OPTIONS));
    expect(error.status).toBe(502);
    expect(error.message).toBe(
      "OpenAI's model declined to answer: I'm sorry, I can't help with that.",
    );
  });

  it('says an Anthropic answer was cut off', async () => {
    vendor.answer(
      '/v1/messages',
      toolUseMessage(ANSWER_SCHEMA.name, {}, { stopReason: 'max_tokens' }),
    );
    const error = await failure(askForJson(request({ vendor: 'Anthropic' }), OPTIONS));
    expect(error.message).toContain('the answer was cut off at its length limit');
  });

  it('says when the JSON does not match the schema, naming where', async () => {
    const wrong = { ...RECRUITMENT_ANSWER, annexIIIUses: ['annex3-9z-made-up'] };
    vendor.answer('/v1/chat/completions', chatCompletion(JSON.stringify(wrong)));
    const json = await askForJson(request({}), OPTIONS);
    let error: unknown;
    try {
      readModelAnswer('OpenAI', json);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(LlmCallError);
    expect((error as LlmCallError).code).toBe(CODES.malformed);
    expect((error as LlmCallError).message).toContain(
      "it does not match the questionnaire's schema: annexIIIUses.0:",
    );
  });

  it('says when a field is missing', () => {
    const { rationale: _dropped, ...missing } = RECRUITMENT_ANSWER;
    expect(() => readModelAnswer('Mistral', missing)).toThrow(
      /^Mistral answered, but not with the answer asked for \(it does not match the questionnaire's schema: /,
    );
  });

  it('keeps a query string of the endpoint (an Azure api-version)', async () => {
    const path = '/openai/deployments/hr/chat/completions?api-version=2025-01-01-preview';
    vendor.answer(path, chatCompletion(JSON.stringify(RECRUITMENT_ANSWER), { azure: true }));
    await askForJson(
      request({
        vendor: 'Azure OpenAI',
        baseUrl: `${vendor.url}/openai?api-version=2025-01-01-preview`,
        model: 'hr',
      }),
      OPTIONS,
    );
    expect(vendor.on(path)).toHaveLength(1);
  });
});

describe('suggestionsOf', () => {
  it('suggests every question asked, yes with its quoted reason, no for the rest', () => {
    const suggestions = suggestionsOf(RECRUITMENT_ANSWER);
    expect(suggestions.filter((s) => s.answer)).toEqual([
      {
        questionId: 'annex3-4a-recruitment',
        answer: true,
        rationale: 'The text says it "ranks incoming job applications for recruiters".',
      },
      {
        questionId: 'art50-1-interaction',
        answer: true,
        rationale: 'It "answers candidates\' questions in a chat".',
      },
    ]);
    expect(suggestions.map((s) => s.questionId)).toEqual(SUGGESTED_QUESTIONS.map((q) => q.id));
    expect(suggestions.find((s) => s.questionId === 'art5-c-social-scoring')).toMatchObject({
      answer: false,
    });
  });

  it('gives the overall reasoning to a yes without a reason of its own', () => {
    const suggestions = suggestionsOf({
      ...RECRUITMENT_ANSWER,
      rationales: [],
      generalPurposeAi: true,
    });
    expect(suggestions.find((s) => s.questionId === 'gpai-model')).toEqual({
      questionId: 'gpai-model',
      answer: true,
      rationale: RECRUITMENT_ANSWER.rationale,
    });
  });
});
