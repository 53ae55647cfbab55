import { describe, expect, it } from 'vitest';
import { placeholderProgress } from './placeholder-progress';

describe('placeholderProgress', () => {
  it('gives a project the same value every time', () => {
    const id = '0b7c1d2e-3f40-4a51-8b62-7c83d94ea502';
    expect(placeholderProgress(id)).toBe(placeholderProgress(id));
  });

  it('stays between 15% and 90% and differs between projects', () => {
    const values = Array.from({ length: 200 }, (_, i) => placeholderProgress(`project-${i}`));
    expect(Math.min(...values)).toBeGreaterThanOrEqual(15);
    expect(Math.max(...values)).toBeLessThanOrEqual(90);
    expect(values.every(Number.isInteger)).toBe(true);
    expect(new Set(values).size).toBeGreaterThan(40);
  });
});
