import { describe, expect, it } from 'vitest';
import { formatCount } from './format-count';

describe('formatCount', () => {
  it('names one in the singular and every other count in the plural', () => {
    expect(formatCount(1, 'project')).toBe('1 project');
    expect(formatCount(0, 'project')).toBe('0 projects');
    expect(formatCount(2, 'member')).toBe('2 members');
  });

  it('groups thousands and takes an irregular plural', () => {
    expect(formatCount(1250, 'project')).toBe('1,250 projects');
    expect(formatCount(3, 'company', 'companies')).toBe('3 companies');
  });
});
