import { malformedError, vendorStatusError } from './errors.ts';

/**
 * What every protocol module takes: one system and one user message, and the JSON Schema the
 * answer must follow. Each module asks its vendor for exactly that shape, by the means its API
 * offers (OpenAI-compatible `response_format: json_schema`, Anthropic's forced tool call), and
 * returns the parsed object, not yet checked against the schema (the caller does that).
 */
export interface StructuredRequest {
  /** The vendor, as messages name it ("OpenAI", "Azure OpenAI", …). */
  vendor: string;
  /** The API's base URL (`https://api.openai.com/v1`, an Azure resource's URL, …). */
  baseUrl: string;
  apiKey: string;
  /** The model's id at the vendor; on Azure OpenAI the deployment name. */
  model: string;
  system: string;
  user: string;
  schema: {
    /** A name the vendor shows for the schema (letters, digits, `_` and `-`). */
    name: string;
    description: string;
    json: object;
  };
}

export interface CallOptions {
  timeoutMs: number;
  allowPrivate: boolean;
}

/** `base` with `suffix` added to its path (its query string kept: some gateways need one). */
export function endpoint(base: string, suffix: string): URL {
  const url = new URL(base);
  url.pathname = `${url.pathname.replace(/\/+$/, '')}${suffix}`;
  return url;
}

/** A vendor's answer body as JSON, or undefined when it is not JSON. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A vendor's answer as a JSON object: a status other than 2xx, or a body that is not a JSON
 * object, is the error that says so.
 */
export function answerObject(
  vendor: string,
  answer: { status: number; body: string },
): Record<string, unknown> {
  if (answer.status < 200 || answer.status >= 300) {
    throw vendorStatusError(vendor, answer.status, answer.body);
  }
  const parsed = parseJson(answer.body);
  if (!isRecord(parsed)) throw malformedError(vendor, 'the response is not JSON');
  return parsed;
}
