import { describe, expect, it } from 'vitest';
import { readErrorBody } from './errors';

describe('readErrorBody', () => {
  it('answers a body of the contract shape as it is', () => {
    const body = {
      message: 'Validation failed',
      code: 'validation_failed',
      details: [{ field: 'name', message: 'Name is required' }],
    };
    expect(readErrorBody(body)).toBe(body);
    expect(readErrorBody({ message: 'Not found' })).toEqual({ message: 'Not found' });
  });

  it('answers undefined for anything else', () => {
    for (const value of [
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
    ]) {
      expect(readErrorBody(value)).toBeUndefined();
    }
  });
});
