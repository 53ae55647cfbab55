/**
 * A non-successful HTTP answer. Its message is the spec's: the status code, a colon and a space,
 * then the body text, or the status text when the body is empty (`404: {"message":"Not found"}`,
 * `502: Bad Gateway`).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** The JSON body when the body was JSON, else undefined. */
  readonly body: unknown;

  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly bodyText: string,
  ) {
    super(`${status}: ${bodyText || statusText}`);
    this.body = parseJson(bodyText);
  }

  /** The server's own sentence: the `message` field of the JSON error body, if any. */
  get serverMessage(): string | undefined {
    const message = (this.body as { message?: unknown } | undefined)?.message;
    return typeof message === 'string' && message.trim() ? message : undefined;
  }

  /** The stable machine-readable `code` of the error body, if any. */
  get code(): string | undefined {
    const code = (this.body as { code?: unknown } | undefined)?.code;
    return typeof code === 'string' ? code : undefined;
  }

  /** Per-field messages of a validation error, keyed by field path. */
  get fieldErrors(): Record<string, string> {
    const details = (this.body as { details?: unknown } | undefined)?.details;
    if (!Array.isArray(details)) return {};
    return Object.fromEntries(
      details
        .filter(
          (d): d is { field: string; message: string } =>
            typeof d?.field === 'string' && typeof d?.message === 'string',
        )
        .map((d) => [d.field, d.message]),
    );
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
