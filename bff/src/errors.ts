import { ERROR_CODES, type ErrorBody } from '@portfolio/contracts';

/**
 * Errors a handler throws on purpose. Each carries its HTTP status and a stable `code`; its
 * message is written for the client. The error middleware turns them into the one body shape
 * on the wire, `{ message, code?, details? }`. Anything that is not an HttpError is treated as
 * a bug and masked as a 500.
 */

export interface HttpErrorOptions {
  /** Stable machine-readable code; each class has a default. */
  code?: string;
  /** Extra data for the client, e.g. the fields that failed validation. Must be safe to expose. */
  details?: ErrorBody['details'];
  cause?: unknown;
}

export class HttpError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: ErrorBody['details'];

  constructor(status: number, message: string, code: string, options: HttpErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = new.target.name;
    this.status = status;
    this.code = options.code ?? code;
    this.details = options.details;
  }

  toBody(): ErrorBody {
    const body: ErrorBody = { message: this.message, code: this.code };
    if (this.details !== undefined) body.details = this.details;
    return body;
  }
}

/** 400: the request is malformed or fails validation. */
export class InputError extends HttpError {
  constructor(message = 'Invalid input', options?: HttpErrorOptions) {
    super(400, message, ERROR_CODES.invalidInput, options);
  }
}

/** 401: no valid session or token. */
export class UnauthenticatedError extends HttpError {
  constructor(message = 'Unauthorized', options?: HttpErrorOptions) {
    super(401, message, ERROR_CODES.unauthenticated, options);
  }
}

/** 403: signed in, but not allowed (e.g. a member calling an admin-only route). */
export class ForbiddenError extends HttpError {
  constructor(message = 'Forbidden', options?: HttpErrorOptions) {
    super(403, message, ERROR_CODES.forbidden, options);
  }
}

/** 404: missing, or belonging to another company (answered identically on purpose). */
export class NotFoundError extends HttpError {
  constructor(message = 'Not found', options?: HttpErrorOptions) {
    super(404, message, ERROR_CODES.notFound, options);
  }
}

/** 409: the request conflicts with existing data. */
export class ConflictError extends HttpError {
  constructor(message = 'Conflict', options?: HttpErrorOptions) {
    super(409, message, ERROR_CODES.conflict, options);
  }
}

/** 413: the request body is larger than allowed. */
export class PayloadTooLargeError extends HttpError {
  constructor(message = 'Request body is too large', options?: HttpErrorOptions) {
    super(413, message, ERROR_CODES.tooLarge, options);
  }
}

/** 415: the request body is not of an accepted content type. */
export class UnsupportedMediaTypeError extends HttpError {
  constructor(message = 'Content-Type must be application/json', options?: HttpErrorOptions) {
    super(415, message, ERROR_CODES.unsupportedMediaType, options);
  }
}

/** 429: rate limited. `retryAfterSeconds` becomes a Retry-After header. */
export class TooManyRequestsError extends HttpError {
  readonly retryAfterSeconds: number | undefined;

  constructor(
    message = 'Too many requests, please try again later',
    options: HttpErrorOptions & { retryAfterSeconds?: number } = {},
  ) {
    super(429, message, ERROR_CODES.rateLimited, options);
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

/** 503: a dependency (the database) is unavailable; worth retrying. */
export class ServiceUnavailableError extends HttpError {
  constructor(message = 'Service temporarily unavailable', options?: HttpErrorOptions) {
    super(503, message, ERROR_CODES.serviceUnavailable, options);
  }
}

export type { ErrorBody };

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}
