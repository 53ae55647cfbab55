import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';

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
  tooLarge: 'payload_too_large',
  unsupportedMediaType: 'unsupported_media_type',
  rateLimited: 'rate_limited',
  serviceUnavailable: 'service_unavailable',
  internal: 'internal',
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** The body of a failed answer as the contract shapes it; undefined for anything else. */
export function readErrorBody(value: unknown): ErrorBody | undefined {
  return Value.Check(ErrorBody, value) ? value : undefined;
}
