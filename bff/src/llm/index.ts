import { llmProtocolOf } from '@portfolio/contracts';
import { anthropicMessages } from './anthropic-messages.ts';
import { azureOpenAiChat, openAiChat } from './openai-chat.ts';
import type { CallOptions, StructuredRequest } from './structured-call.ts';

export type { CallOptions, StructuredRequest } from './structured-call.ts';
export { LlmCallError } from './errors.ts';

/** Asks the vendor's model for JSON of `request.schema`, through the protocol the vendor speaks. */
export function askForJson(request: StructuredRequest, options: CallOptions): Promise<unknown> {
  switch (llmProtocolOf(request.vendor)) {
    case 'anthropic':
      return anthropicMessages(request, options);
    case 'azure-openai':
      return azureOpenAiChat(request, options);
    case 'openai':
      return openAiChat(request, options);
  }
}
