import type { Middleware } from 'koa';
import {
  ConflictError,
  driverError,
  errorProp,
  HttpError,
  InputError,
  NotFoundError,
  PayloadTooLargeError,
  ServiceUnavailableError,
  TooManyRequestsError,
  UnsupportedMediaTypeError,
  type ErrorBody,
} from '../errors.ts';

export interface ErrorResponse {
  status: number;
  body: ErrorBody;
  /** True for errors that point at a bug or an outage and must be logged as errors. */
  unexpected: boolean;
}

const INTERNAL: ErrorResponse = {
  status: 500,
  body: { message: 'Internal server error', code: 'internal' },
  unexpected: true,
};

/**
 * Translates any thrown value into a status and a safe body. Only HttpError messages and our
 * own fixed texts reach the client: never a stack, SQL or driver text.
 */
export function toErrorResponse(error: unknown): ErrorResponse {
  if (error instanceof HttpError) return fromHttpError(error, error.status >= 500);

  const mapped = fromDatabaseError(error) ?? fromBodyParserError(error) ?? fromKoaError(error);
  return mapped ?? INTERNAL;
}

function fromHttpError(error: HttpError, unexpected: boolean): ErrorResponse {
  return { status: error.status, body: error.toBody(), unexpected };
}

const SQLSTATE = /^[0-9A-Z]{5}$/;

const invalidFormat = () =>
  new InputError('A value has an invalid format', { code: 'invalid_format' });

/** Refusals by the database that the request caused (SQLSTATE → the client's answer). */
const REFUSALS: Record<string, (detail: unknown) => HttpError> = {
  '23505': (detail) =>
    new ConflictError('A record with the same values already exists', {
      code: 'already_exists',
      details: conflictingFields(detail),
    }),
  '23503': () =>
    new ConflictError('A related record does not exist or is still in use', {
      code: 'reference_conflict',
    }),
  '22001': () => new InputError('A value is too long', { code: 'value_too_long' }),
  '23514': () => new InputError('A value is not allowed', { code: 'value_not_allowed' }),
  '23502': () => new InputError('A required value is missing', { code: 'value_missing' }),
  '22P02': invalidFormat,
  '22007': invalidFormat,
  '22008': invalidFormat,
  '22003': () => new InputError('A number is out of range', { code: 'out_of_range' }),
};

const unavailable = () => fromHttpError(new ServiceUnavailableError(), true);

/** Said when the database (or this server) cannot write for lack of space. */
export const DISK_FULL_MESSAGE =
  "The server's disk is full, so nothing was saved: please try again later (an operator must free space)";

/** A full disk: PostgreSQL's disk_full (53100), or Node's ENOSPC on the embedded database. */
const diskFull = () => fromHttpError(new ServiceUnavailableError(DISK_FULL_MESSAGE), true);

/** PostgreSQL errors carry a 5-character SQLSTATE `code` (pg and PGlite alike). */
function fromDatabaseError(wrapped: unknown): ErrorResponse | undefined {
  const error = driverError(wrapped);
  const code = errorProp(error, 'code');
  if (error instanceof Error && error.name === 'KnexTimeoutError') return unavailable();
  if (code === '53100' || code === 'ENOSPC') return diskFull();
  if (isConnectionFailure(error, code)) return unavailable();
  if (
    typeof code !== 'string' ||
    !SQLSTATE.test(code) ||
    errorProp(error, 'severity') === undefined
  ) {
    return undefined;
  }
  const refusal = Object.hasOwn(REFUSALS, code) ? REFUSALS[code] : undefined;
  if (refusal) return fromHttpError(refusal(errorProp(error, 'detail')), false);
  // Connection exceptions, admin shutdown, too many connections, a statement timeout (57014),
  // the database starting up or in recovery: worth a retry.
  if (code.startsWith('08') || code.startsWith('57') || code === '53300') return unavailable();
  return undefined;
}

const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND']);
/** pg's own texts for a connection lost or never made; they carry no SQLSTATE. */
const CONNECTION_MESSAGE =
  /Connection terminated|timeout expired|not queryable|Connection ended|connection timeout|Query read timeout|ECONNREFUSED|ECONNRESET/i;

/**
 * The database went away: refused or reset connections (one per address in an AggregateError),
 * a client that lost its server mid-query or on COMMIT/ROLLBACK, or a client-side query timeout.
 */
function isConnectionFailure(error: unknown, code: unknown): boolean {
  if (typeof code === 'string' && CONNECTION_CODES.has(code)) return true;
  if (error instanceof AggregateError) {
    return error.errors.some((inner: unknown) =>
      isConnectionFailure(inner, errorProp(inner, 'code')),
    );
  }
  return (
    error instanceof Error &&
    errorProp(error, 'severity') === undefined &&
    CONNECTION_MESSAGE.test(error.message)
  );
}

/** "Key (company_id, user_id)=(…) already exists." → one detail per field (companyId, userId). */
function conflictingFields(detail: unknown): ErrorBody['details'] {
  if (typeof detail !== 'string') return undefined;
  const match = /^Key \(([^)]+)\)=/.exec(detail);
  if (!match?.[1]) return undefined;
  const fields = match[1]
    .split(',')
    .map((column) => column.trim())
    .filter((column) => /^[a-z_][a-z0-9_]*$/.test(column))
    .map((column) => column.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase()));
  return fields.length > 0
    ? fields.map((field) => ({ field, message: `${field} is already taken` }))
    : undefined;
}

/** co-body / raw-body errors carry a `type`. */
function fromBodyParserError(error: unknown): ErrorResponse | undefined {
  const type = errorProp(error, 'type');
  if (type === 'entity.too.large') return fromHttpError(new PayloadTooLargeError(), false);
  if (type === 'encoding.unsupported' || type === 'charset.unsupported') {
    return fromHttpError(
      new UnsupportedMediaTypeError('Unsupported content encoding or charset'),
      false,
    );
  }
  if (type === 'request.aborted' || type === 'request.size.invalid') {
    return fromHttpError(new InputError('Request body was incomplete'), false);
  }
  // JSON.parse and co-body's strict check throw a SyntaxError tagged with status 400.
  if (error instanceof SyntaxError && errorProp(error, 'status') === 400) {
    return fromHttpError(
      new InputError('Request body is not valid JSON', { code: 'invalid_json' }),
      false,
    );
  }
  return undefined;
}

/** http-errors from `ctx.throw` or koa/router (405, 501): keep the status, expose only safe text. */
function fromKoaError(error: unknown): ErrorResponse | undefined {
  const status = errorProp(error, 'status') ?? errorProp(error, 'statusCode');
  if (typeof status !== 'number' || status < 400 || status > 599) return undefined;
  if (status >= 500) return { ...INTERNAL, status: status === 501 ? 501 : 500 };
  const expose = errorProp(error, 'expose') === true;
  const message = expose && error instanceof Error ? error.message : 'Request failed';
  return { status, body: { message }, unexpected: false };
}

/** A database restart takes seconds: clients are told to come back soon. */
export const RETRY_AFTER_UNAVAILABLE_SECONDS = 5;

/**
 * Catches everything thrown below it and answers `{ message, code?, details? }`. Unexpected
 * errors are logged with the request id (the request logger carries it).
 */
export function errorHandler(): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      const response = toErrorResponse(error);
      if (response.unexpected) {
        ctx.state.log.error({ err: error }, 'request failed');
      }
      if (error instanceof TooManyRequestsError && error.retryAfterSeconds !== undefined) {
        ctx.set('Retry-After', String(Math.ceil(error.retryAfterSeconds)));
      }
      if (response.status === 503) ctx.set('Retry-After', String(RETRY_AFTER_UNAVAILABLE_SECONDS));
      ctx.status = response.status;
      ctx.body = response.body;
    }
  };
}

/** Answers `{ message: 'Not found' }` for any /api path no router handled. */
export function apiNotFound(prefix = '/api'): Middleware {
  return async (ctx, next) => {
    await next();
    const isApi = ctx.path === prefix || ctx.path.startsWith(`${prefix}/`);
    if (isApi && ctx.status === 404 && ctx.body == null) {
      throw new NotFoundError('Not found');
    }
  };
}

/**
 * Every request ends within `ms`: past it the client gets a 503 (the work still running is
 * abandoned; each query has its own statement timeout). Nothing hangs on a stuck dependency.
 */
export function requestDeadline(ms: number): Middleware {
  return async (_ctx, next) => {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new ServiceUnavailableError('The request took too long; please try again')),
        ms,
      );
    });
    try {
      await Promise.race([next(), deadline]);
    } finally {
      clearTimeout(timer);
    }
  };
}
