import { describe, expect, it } from 'vitest';
import { deriveDoraStatus } from './dora';

describe('deriveDoraStatus', () => {
  it.each([
    [false, null, 'not_applicable'],
    [false, 'Payments', 'not_applicable'],
    [true, null, 'in_review'],
    [true, '   ', 'in_review'],
    [true, 'Payments', 'compliant'],
  ] as const)('critical %s, function %s: %s', (supportsCriticalFunction, functionName, status) => {
    expect(deriveDoraStatus({ supportsCriticalFunction, functionName })).toBe(status);
  });
});
