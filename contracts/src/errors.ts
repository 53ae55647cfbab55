import type { Static } from '@sinclair/typebox';
import * as Type from './type';

/** The one error shape on the wire. */
export const ErrorBody = Type.Object({
  message: Type.String({ description: 'A sentence a person can act on' }),
  code: Type.Optional(Type.String({ description: 'A stable machine-readable code' })),
  details: Type.Optional(
    Type.Array(
      Type.Object({
        field: Type.String({ description: 'Dotted path of the offending field, "" for the body' }),
        message: Type.String(),
      }),
    ),
  ),
});
export type ErrorBody = Static<typeof ErrorBody>;

/** The `code` of each kind of failure; the BFF's error classes default to these. */
export const ERROR_CODES = {
  invalidInput: 'invalid_input',
  validation: 'validation_failed',
  unauthenticated: 'unauthenticated',
  forbidden: 'forbidden',
  wrongPassword: 'wrong_password',
  notFound: 'not_found',
  conflict: 'conflict',
  /** An acknowledgement of a risk that has resolved itself. */
  riskResolved: 'risk_resolved',
  tooLarge: 'payload_too_large',
  unsupportedMediaType: 'unsupported_media_type',
  rateLimited: 'rate_limited',
  serviceUnavailable: 'service_unavailable',
  internal: 'internal',
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isDetail = (value: unknown) =>
  isRecord(value) && typeof value.field === 'string' && typeof value.message === 'string';

/**
 * The body of a failed answer as the contract shapes it; undefined for anything else. Checked by
 * hand, not with TypeBox's `Value`: every page reads error bodies, and `Value` would ship with
 * the first paint of each (forms import it from `@portfolio/contracts/validation`).
 */
export function readErrorBody(value: unknown): ErrorBody | undefined {
  if (!isRecord(value) || typeof value.message !== 'string') return undefined;
  if (value.code !== undefined && typeof value.code !== 'string') return undefined;
  if (
    value.details !== undefined &&
    !(Array.isArray(value.details) && value.details.every(isDetail))
  )
    return undefined;
  return value as ErrorBody;
}
