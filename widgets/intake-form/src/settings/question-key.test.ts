import { describe, expect, it } from 'vitest';
import { INTAKE_LIMITS } from '@portfolio/contracts';
import { keyFromLabel } from './question-key';

// The contract's key pattern, as the BFF checks it.
const KEY = /^[A-Za-z][A-Za-z0-9_-]*$/;

describe('keyFromLabel', () => {
  it.each([
    ['How many users will it reach?', 'howManyUsersWillItReach'],
    ['Données personnelles ?', 'donneesPersonnelles'],
    ['2025 budget (EUR)', 'budgetEur'],
    ['Über-KPI', 'uberKpi'],
  ])('makes %s into %s', (label, key) => {
    expect(keyFromLabel(label, [], 'question')).toBe(key);
  });

  it('falls back when the wording holds no letter it can keep', () => {
    expect(keyFromLabel('予算', [], 'question')).toBe('question');
    expect(keyFromLabel('42 ?', [], 'criterion')).toBe('criterion');
  });

  it('adds a number to a key in use', () => {
    expect(keyFromLabel('Budget', ['budget'], 'question')).toBe('budget2');
    expect(keyFromLabel('Budget', ['budget', 'budget2'], 'question')).toBe('budget3');
  });

  it('keeps a long wording within the contract’s length, numbered too', () => {
    const label = 'word '.repeat(40);
    const first = keyFromLabel(label, [], 'question');
    const second = keyFromLabel(label, [first], 'question');
    for (const key of [first, second]) {
      expect(key).toMatch(KEY);
      expect(key.length).toBeLessThanOrEqual(INTAKE_LIMITS.questionId);
    }
    expect(second).not.toBe(first);
  });
});
