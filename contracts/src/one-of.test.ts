import { describe, expect, it } from 'vitest';
import { asOneOf, isOneOf } from './one-of';

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

describe('asOneOf', () => {
  const SIZES = ['small', 'large'] as const;

  it.each([
    ['large', 'large'],
    ['medium', undefined],
    ['', undefined],
    [null, undefined],
    [undefined, undefined],
  ])('reads %j as %j', (value, expected) => {
    expect(asOneOf(SIZES, value)).toBe(expected);
  });
});
