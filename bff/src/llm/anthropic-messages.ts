import { malformedError } from './errors.ts';
import { postJson } from './http.ts';
import {
  answerObject,
  endpoint,
  isRecord,
  type CallOptions,
  type StructuredRequest,
} from './structured-call.ts';

/**
 * Anthropic's Messages API (`POST {base}/messages`, `x-api-key`, `anthropic-version`). The
 * answer's shape is asked for as a tool whose `input_schema` is the schema, and the model is made
 * to call it (`tool_choice: { type: 'tool' }`): the tool call's `input` is the answer.
 */

export const ANTHROPIC_VERSION = '2023-06-01';
const MAX_TOKENS = 4096;

export async function anthropicMessages(
  request: StructuredRequest,
  options: CallOptions,
): Promise<unknown> {
  const tool = request.schema.name;
  const answer = await postJson(
    endpoint(request.baseUrl, '/messages'),
    { 'x-api-key': request.apiKey, 'anthropic-version': ANTHROPIC_VERSION },
    {
      model: request.model,
      max_tokens: MAX_TOKENS,
      system: request.system,
      messages: [{ role: 'user', content: request.user }],
      tools: [
        { name: tool, description: request.schema.description, input_schema: request.schema.json },
      ],
      tool_choice: { type: 'tool', name: tool },
      temperature: 0,
    },
    { vendor: request.vendor, ...options },
  );
  const vendor = request.vendor;
  const parsed = answerObject(vendor, answer);
  if (parsed.stop_reason === 'max_tokens') {
    throw malformedError(vendor, 'the answer was cut off at its length limit');
  }
  const blocks = Array.isArray(parsed.content) ? (parsed.content as unknown[]) : [];
  const call = blocks.find(
    (block) => isRecord(block) && block.type === 'tool_use' && block.name === tool,
  );
  if (!isRecord(call) || !isRecord(call.input)) {
    throw malformedError(vendor, `the response has no ${tool} tool call`);
  }
  return call.input;
}
