import { AI_ACT_SUGGESTION_ERROR_CODES as CODES } from '@portfolio/contracts';
import { HttpError } from '../errors.ts';

/**
 * Why a call to a model gave nothing usable, as the person asking reads it: a vendor's refusal,
 * silence or a malformed answer is the vendor's failure (502, 504 for silence), never the
 * product's (500). Each says which vendor and what to do.
 */
export class LlmCallError extends HttpError {}

/** The vendor's own words from an error body (OpenAI, Azure, Anthropic, Mistral shapes). */
function vendorMessage(body: string): string | undefined {
  try {
    const parsed = JSON.parse(body) as {
      error?: { message?: unknown } | string;
      message?: unknown;
      detail?: unknown;
    };
    const candidate =
      (typeof parsed.error === 'object' ? parsed.error?.message : parsed.error) ??
      parsed.message ??
      parsed.detail;
    if (typeof candidate === 'string' && candidate.trim()) return clip(candidate.trim());
  } catch {
    // Not JSON (a proxy's HTML page): nothing worth quoting.
  }
  return undefined;
}

const clip = (text: string, max = 300) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** A vendor answered an HTTP error status. */
export function vendorStatusError(vendor: string, status: number, body: string): LlmCallError {
  if (status === 401 || status === 403) {
    // The vendor's words may quote part of the key: not repeated.
    return new LlmCallError(
      502,
      `${vendor} refused the API key (HTTP ${status}): an admin checks the model's key on the LLM page`,
      CODES.unauthorized,
    );
  }
  if (status === 429) {
    return new LlmCallError(
      502,
      `${vendor} is limiting requests (HTTP 429): try again in a minute`,
      CODES.rateLimited,
    );
  }
  const words = vendorMessage(body);
  const what = status >= 500 ? 'failed' : 'refused the request';
  return new LlmCallError(
    502,
    `${vendor} ${what} (HTTP ${status})${words ? `: ${words}` : ''}`,
    CODES.vendor,
  );
}

export const timeoutError = (vendor: string, seconds: number) =>
  new LlmCallError(
    504,
    `${vendor} did not answer within ${seconds} s: try again, or ask another model`,
    CODES.timeout,
  );

export const unreachableError = (vendor: string, host: string, reason: string) =>
  new LlmCallError(502, `${vendor} could not be reached at ${host}: ${reason}`, CODES.vendor);

export const refusedAddressError = (host: string) =>
  new LlmCallError(
    400,
    `${host} is a private, loopback or link-local address: LLM models are called only at public addresses`,
    CODES.endpoint,
  );

export const malformedError = (vendor: string, problem: string) =>
  new LlmCallError(
    502,
    `${vendor} answered, but not with the answer asked for (${problem}): nothing was applied; try again or ask another model`,
    CODES.malformed,
  );
