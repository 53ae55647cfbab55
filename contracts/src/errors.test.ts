import { Value } from '@sinclair/typebox/value';
import { describe, expect, it } from 'vitest';
import { ErrorBody, readErrorBody } from './errors';

const VALID = [
  {
    message: 'Validation failed',
    code: 'validation_failed',
    details: [{ field: 'name', message: 'Name is required' }],
  },
  { message: 'Not found' },
];
const INVALID = [
  undefined,
  null,
  'Bad Gateway',
  [],
  {},
  { message: 42 },
  { message: 'x', code: 404 },
  { message: 'x', details: 'name' },
  { message: 'x', details: [{ field: 'name' }] },
  { message: 'x', details: [null] },
];

describe('readErrorBody', () => {
  it('answers a body of the contract shape as it is', () => {
    for (const body of VALID) expect(readErrorBody(body)).toBe(body);
  });

  it('answers undefined for anything else', () => {
    for (const value of INVALID) expect(readErrorBody(value)).toBeUndefined();
  });

  // The check is written without TypeBox's Value (kept off the widgets' first paint): it must
  // agree with the contract's schema.
  it('agrees with the ErrorBody schema', () => {
    for (const value of [...VALID, ...INVALID]) {
      expect(readErrorBody(value) !== undefined).toBe(Value.Check(ErrorBody, value));
    }
  });
});
