import { ERROR_CODES, type ErrorBody, type ErrorCode } from '@portfolio/contracts';

/**
 * Errors a handler throws on purpose. Each carries its HTTP status and a stable `code`; its
 * message is written for the client. The error middleware turns them into the one body shape
 * on the wire, `{ message, code?, details? }`. Anything that is not an HttpError is treated as
 * a bug and masked as a 500.
 */

export interface HttpErrorOptions {
  /**
   * Stable machine-readable code; each class has a default. Only the contract's codes: a code
   * missing from ERROR_CODES (contracts/src/error-codes.ts) fails the typecheck.
   */
  code?: ErrorCode;
  /** Extra data for the client, e.g. the fields that failed validation. Must be safe to expose. */
  details?: ErrorBody['details'];
  cause?: unknown;
}

export class HttpError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly details: ErrorBody['details'];

  constructor(status: number, message: string, code: ErrorCode, options: HttpErrorOptions = {}) {
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

/**
 * The base of an HttpError class with a fixed status, default code and default message: each
 * class below is one line, and `new InputError()` / `new InputError(message, options)` read as
 * before.
 */
function httpErrorClass(status: number, code: ErrorCode, defaultMessage: string) {
  return class extends HttpError {
    constructor(message = defaultMessage, options?: HttpErrorOptions) {
      super(status, message, code, options);
    }
  };
}

/** 400: the request is malformed or fails validation. */
export class InputError extends httpErrorClass(400, ERROR_CODES.invalidInput, 'Invalid input') {}

/** A 400 about one field of the body: its message, said under that field (`details`) as well. */
export const fieldError = (field: string, message: string) =>
  new InputError(message, { code: ERROR_CODES.validation, details: [{ field, message }] });

/** 401: no valid session or token. */
export class UnauthenticatedError extends httpErrorClass(
  401,
  ERROR_CODES.unauthenticated,
  'Unauthorized',
) {}

/** 403: signed in, but not allowed (e.g. a member calling an admin-only route). */
export class ForbiddenError extends httpErrorClass(403, ERROR_CODES.forbidden, 'Forbidden') {}

/** 404: missing, or belonging to another company (answered identically on purpose). */
export class NotFoundError extends httpErrorClass(404, ERROR_CODES.notFound, 'Not found') {}

/** 409: the request conflicts with existing data. */
export class ConflictError extends httpErrorClass(409, ERROR_CODES.conflict, 'Conflict') {}

/** 413: the request body is larger than allowed. */
export class PayloadTooLargeError extends httpErrorClass(
  413,
  ERROR_CODES.tooLarge,
  'Request body is too large',
) {}

/** 415: the request body is not of an accepted content type. */
export class UnsupportedMediaTypeError extends httpErrorClass(
  415,
  ERROR_CODES.unsupportedMediaType,
  'Content-Type must be application/json',
) {}

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
export class ServiceUnavailableError extends httpErrorClass(
  503,
  ERROR_CODES.serviceUnavailable,
  'Service temporarily unavailable',
) {}

export type { ErrorBody };

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}

/** `error[key]`, for errors of any shape (drivers add their own fields). */
export function errorProp(error: unknown, key: string): unknown {
  return typeof error === 'object' && error !== null
    ? (error as Record<string, unknown>)[key]
    : undefined;
}

/** The database driver's own error: Objection wraps it (UniqueViolationError…) as `nativeError`. */
export const driverError = (error: unknown): unknown => errorProp(error, 'nativeError') ?? error;

/** The `code` of a database error, wrapped or not: PostgreSQL's SQLSTATE (pg and PGlite alike). */
export const databaseErrorCode = (error: unknown): unknown => errorProp(driverError(error), 'code');

/** A unique key refused the write: PostgreSQL's SQLSTATE 23505. */
export const isUniqueViolation = (error: unknown): boolean => databaseErrorCode(error) === '23505';
