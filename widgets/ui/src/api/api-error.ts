import { readErrorBody, type ErrorBody, type ErrorCode } from '@portfolio/contracts';

/**
 * A non-successful HTTP answer, read through the contract's `ErrorBody`. Its message is the
 * spec's: the status code, a colon and a space, then the body text, or the status text when the
 * body is empty (`404: {"message":"Not found"}`, `502: Bad Gateway`).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** The contract's error body when the server sent one (`{ message, code?, details? }`). */
  readonly body: ErrorBody | undefined;

  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly bodyText: string,
  ) {
    super(`${status}: ${bodyText || statusText}`);
    this.body = readErrorBody(parseJson(bodyText));
  }

  /** The server's own sentence: the `message` of the error body, if any. */
  get serverMessage(): string | undefined {
    return this.body?.message.trim() ? this.body.message : undefined;
  }

  /** The stable machine-readable code of the error body (one of `ERROR_CODES`), if any. */
  get code(): ErrorCode | undefined {
    return this.body?.code as ErrorCode | undefined;
  }

  /** Per-field messages of a validation error, keyed by field path. */
  get fieldErrors(): Record<string, string> {
    return Object.fromEntries((this.body?.details ?? []).map((d) => [d.field, d.message]));
  }
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** True for an {@link ApiError}, also one thrown by another copy of the kit. */
export function isApiError(error: unknown): error is ApiError {
  return (
    error instanceof ApiError ||
    (error instanceof Error &&
      error.name === 'ApiError' &&
      typeof (error as ApiError).status === 'number')
  );
}

/** True when the server said the caller is not signed in (401). */
export function isUnauthorizedError(error: unknown): boolean {
  if (isApiError(error)) return error.status === 401;
  return error instanceof Error && /^401: /.test(error.message);
}

/**
 * What a mutation's error toast says: the server's message when it sent one, otherwise the
 * fallback sentence of the spec (e.g. "Failed to create company").
 */
export function mutationErrorMessage(error: unknown, fallback: string): string {
  return (isApiError(error) && error.serverMessage) || fallback;
}
