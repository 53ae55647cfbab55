import { malformedError, LlmCallError } from './errors.ts';
import { postJson } from './http.ts';
import {
  answerObject,
  endpoint,
  isRecord,
  parseJson,
  type CallOptions,
  type StructuredRequest,
} from './structured-call.ts';
import { AI_ACT_SUGGESTION_ERROR_CODES as CODES } from '@portfolio/contracts';

/**
 * OpenAI's Chat Completions API and the APIs that copy it (Mistral, Gemini's and Cohere's
 * compatibility endpoints, vLLM, Ollama, LiteLLM and other gateways), plus Azure OpenAI, which
 * speaks the same body at a deployment's URL with an `api-key` header and an `api-version`.
 * The answer's shape is asked for with `response_format: { type: 'json_schema', strict: true }`
 * (structured outputs), so the model's text is JSON of that schema.
 */

/** The Azure OpenAI API version when the endpoint URL names none: GA, with structured outputs. */
export const AZURE_API_VERSION = '2024-10-21';

const body = (request: StructuredRequest) => ({
  messages: [
    { role: 'system', content: request.system },
    { role: 'user', content: request.user },
  ],
  response_format: {
    type: 'json_schema',
    json_schema: {
      name: request.schema.name,
      description: request.schema.description,
      strict: true,
      schema: request.schema.json,
    },
  },
  temperature: 0,
});

export async function openAiChat(
  request: StructuredRequest,
  options: CallOptions,
): Promise<unknown> {
  const url = endpoint(request.baseUrl, '/chat/completions');
  const answer = await postJson(
    url,
    { authorization: `Bearer ${request.apiKey}` },
    { model: request.model, ...body(request) },
    { vendor: request.vendor, ...options },
  );
  return readChatAnswer(request.vendor, answer);
}

/**
 * Azure OpenAI: `{endpoint}/openai/deployments/{deployment}/chat/completions?api-version=…`.
 * The endpoint is the resource's URL (`https://name.openai.azure.com`); an `api-version` in its
 * query string is used instead of {@link AZURE_API_VERSION}.
 */
export function azureUrl(baseUrl: string, deployment: string): URL {
  const base = new URL(baseUrl);
  const path = base.pathname.replace(/\/+$/, '').replace(/\/openai$/, '');
  const url = endpoint(
    `${base.origin}${path}`,
    `/openai/deployments/${encodeURIComponent(deployment)}/chat/completions`,
  );
  url.searchParams.set('api-version', base.searchParams.get('api-version') ?? AZURE_API_VERSION);
  return url;
}

export async function azureOpenAiChat(
  request: StructuredRequest,
  options: CallOptions,
): Promise<unknown> {
  const answer = await postJson(
    azureUrl(request.baseUrl, request.model),
    { 'api-key': request.apiKey },
    body(request),
    { vendor: request.vendor, ...options },
  );
  return readChatAnswer(request.vendor, answer);
}

/** The JSON the model wrote in its message, or a clear error saying why there is none. */
function readChatAnswer(vendor: string, answer: { status: number; body: string }): unknown {
  const parsed = answerObject(vendor, answer);
  const choice = Array.isArray(parsed.choices) ? (parsed.choices[0] as unknown) : undefined;
  const message = isRecord(choice) ? choice.message : undefined;
  if (!isRecord(choice) || !isRecord(message)) {
    throw malformedError(vendor, 'the response has no message');
  }
  if (typeof message.refusal === 'string' && message.refusal) {
    throw new LlmCallError(
      502,
      `${vendor}'s model declined to answer: ${message.refusal.slice(0, 300)}`,
      CODES.malformed,
    );
  }
  if (choice.finish_reason === 'length') {
    throw malformedError(vendor, 'the answer was cut off at its length limit');
  }
  if (typeof message.content !== 'string') {
    throw malformedError(vendor, 'the message has no text');
  }
  const content = parseJson(message.content);
  if (content === undefined) throw malformedError(vendor, 'the message is not JSON');
  return content;
}
