import { ERROR_CODE_LIST } from '@portfolio/contracts';
import { describe, expect, it } from 'vitest';
import {
  ConflictError,
  ForbiddenError,
  InputError,
  NotFoundError,
  PayloadTooLargeError,
  ServiceUnavailableError,
  TooManyRequestsError,
  UnauthenticatedError,
  UnsupportedMediaTypeError,
} from './errors.ts';

describe('the codes of HttpError', () => {
  it('default to codes of the contract', () => {
    for (const ErrorClass of [
      InputError,
      UnauthenticatedError,
      ForbiddenError,
      NotFoundError,
      ConflictError,
      PayloadTooLargeError,
      UnsupportedMediaTypeError,
      TooManyRequestsError,
      ServiceUnavailableError,
    ]) {
      expect(ERROR_CODE_LIST).toContain(new ErrorClass().code);
    }
  });

  it('are only the contract’s: another code fails the typecheck', () => {
    // @ts-expect-error: 'taken_elsewhere' is not in ERROR_CODES (contracts/src/error-codes.ts)
    const error = new ConflictError('Taken', { code: 'taken_elsewhere' });
    expect(ERROR_CODE_LIST).not.toContain(error.code);
  });
});
