import type { Answer } from './webhook-receiver.ts';

/**
 * Answers in the shapes the vendors' APIs send (recorded from their documentation and real
 * responses, ids and usage included), for the fake vendor a test runs on loopback
 * (`startWebhookReceiver`, which records what it is sent and answers what it is told).
 */

const json = (status: number, body: unknown): Answer => ({
  status,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/** A structured answer the questionnaire accepts: a recruitment screener that chats. */
export const RECRUITMENT_ANSWER = {
  annexIIIArea: 4,
  annexIIIUses: ['annex3-4a-recruitment'],
  prohibitedPractices: [],
  transparencyTriggers: ['art50-1-interaction'],
  generalPurposeAi: false,
  rationales: [
    {
      questionId: 'annex3-4a-recruitment',
      rationale: 'The text says it "ranks incoming job applications for recruiters".',
    },
    {
      questionId: 'art50-1-interaction',
      rationale: 'It "answers candidates\' questions in a chat".',
    },
  ],
  rationale:
    'The system "ranks incoming job applications", an Annex III point 4(a) use, and "answers candidates\' questions in a chat".',
};

/** An OpenAI chat completion whose message text is `content` (Azure adds its filter results). */
export function chatCompletion(
  content: string | null,
  options: { finishReason?: string; refusal?: string; azure?: boolean } = {},
): Answer {
  return json(200, {
    id: 'chatcmpl-B9MBs8CjcvOU2jLn4n570S5qMJKcT',
    object: 'chat.completion',
    created: 1741569952,
    model: 'gpt-4o-mini-2024-07-18',
    choices: [
      {
        index: 0,
        message: {
          role: 'assistant',
          content,
          refusal: options.refusal ?? null,
          annotations: [],
        },
        logprobs: null,
        finish_reason: options.finishReason ?? 'stop',
        ...(options.azure
          ? { content_filter_results: { hate: { filtered: false, severity: 'safe' } } }
          : {}),
      },
    ],
    usage: { prompt_tokens: 1873, completion_tokens: 212, total_tokens: 2085 },
    ...(options.azure
      ? { prompt_filter_results: [{ prompt_index: 0, content_filter_results: {} }] }
      : { service_tier: 'default', system_fingerprint: 'fp_06737a9306' }),
  });
}

/** An Anthropic message that calls the tool `name` with `input`. */
export function toolUseMessage(
  name: string,
  input: unknown,
  options: { stopReason?: string } = {},
): Answer {
  return json(200, {
    id: 'msg_01Aq9w938a90dw8q',
    type: 'message',
    role: 'assistant',
    model: 'claude-sonnet-4-5-20250929',
    content: [{ type: 'tool_use', id: 'toolu_01A09q90qw90lq917835lq9', name, input }],
    stop_reason: options.stopReason ?? 'tool_use',
    stop_sequence: null,
    usage: { input_tokens: 2095, output_tokens: 503 },
  });
}

/** An Anthropic message with text only (no tool call). */
export const textMessage = (text: string): Answer =>
  json(200, {
    id: 'msg_01Aq9w938a90dw8r',
    type: 'message',
    role: 'assistant',
    model: 'claude-sonnet-4-5-20250929',
    content: [{ type: 'text', text }],
    stop_reason: 'end_turn',
    stop_sequence: null,
    usage: { input_tokens: 2095, output_tokens: 40 },
  });

/** OpenAI's (and Azure's) error body. */
export const openAiError = (status: number, message: string, code: string): Answer =>
  json(status, { error: { message, type: 'invalid_request_error', param: null, code } });

/** Anthropic's error body. */
export const anthropicError = (status: number, type: string, message: string): Answer =>
  json(status, { type: 'error', error: { type, message } });
