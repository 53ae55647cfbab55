import { describe, expect, it } from 'vitest';
import { isOneOf } from './one-of';

describe('isOneOf', () => {
  const SIZES = ['small', 'large'] as const;

  it.each([
    ['small', true],
    ['large', true],
    ['medium', false],
    ['Small', false],
    ['', false],
  ])('%j is one of the list: %s', (value, expected) => {
    expect(isOneOf(SIZES, value)).toBe(expected);
  });
});
