import { describe, expect, it } from 'vitest';
import { PROJECT_FIELD_COUNT, projectFromColumns, projectsJson } from './project.ts';

/** A row as array mode reads it: the contract's fields, then whatever columns follow. */
const row = (overrides: Record<number, unknown> = {}) => {
  const values: unknown[] = Array.from({ length: PROJECT_FIELD_COUNT }, (_, i) => `value ${i}`);
  for (const [i, value] of Object.entries(overrides)) values[Number(i)] = value;
  return [...values, 'a trailing sort key'];
};

describe('projectsJson', () => {
  it('writes what JSON.stringify writes of the presented projects, escapes included', () => {
    const rows = [
      row(),
      row({ 2: 'Quotes " and \\ back\u2028slash\n', 3: '\u0000\u001f control', 6: null }),
      row({ 4: 'Données – ünïcode 🚀', 19: null }),
    ];
    const json = projectsJson(rows);
    expect(json).toBe(JSON.stringify(rows.map(projectFromColumns)));
    expect(JSON.parse(json)).toEqual(rows.map(projectFromColumns));
  });

  it('writes an empty page as []', () => {
    expect(projectsJson([])).toBe('[]');
  });
});
