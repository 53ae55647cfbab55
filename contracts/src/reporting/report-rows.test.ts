import { describe, expect, it } from 'vitest';
import { passesListFilter } from './report-rows';

describe('passesListFilter', () => {
  it.each([
    [undefined, 'IT', true],
    [[], 'IT', true],
    [['IT', 'HR'], 'HR', true],
    [['IT', 'HR'], 'Finance', false],
  ] as const)('%j keeps %s: %s', (list, value, expected) => {
    expect(passesListFilter(list, value)).toBe(expected);
  });
});
