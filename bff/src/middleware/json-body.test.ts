import { describe, expect, it } from 'vitest';
import { jsonNestsDeeperThan } from './json-body.ts';

describe('jsonNestsDeeperThan', () => {
  it.each([
    ['{}', 1, false],
    ['{}', 0, true],
    ['{"a":[1,{"b":2}]}', 3, false],
    ['{"a":[1,{"b":2}]}', 2, true],
    ['[[],[],[]]', 2, false],
    ['{"a":"{{{{[[[["}', 1, false],
    ['{"a":"\\"{{{"}', 1, false],
    ['{"a":"\\\\","b":{}}', 1, true],
  ])('%s deeper than %i: %s', (text, max, expected) => {
    expect(jsonNestsDeeperThan(text, max)).toBe(expected);
  });

  it('measures 50,000 levels without recursion', () => {
    expect(jsonNestsDeeperThan(`${'['.repeat(50_000)}${']'.repeat(50_000)}`, 32)).toBe(true);
  });
});
