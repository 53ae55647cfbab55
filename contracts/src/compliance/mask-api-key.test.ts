import { describe, expect, it } from 'vitest';
import { maskApiKey } from './mask-api-key';

describe('maskApiKey', () => {
  it('keeps the first and last 4 characters of a long key', () => {
    expect(maskApiKey('sk-proj-abcdefghijkl1234')).toBe('sk-p••••••••1234');
  });

  it('masks keys of 8 or fewer characters fully', () => {
    expect(maskApiKey('12345678')).toBe('••••••••');
    expect(maskApiKey('abc')).toBe('••••••••');
    expect(maskApiKey('123456789')).toBe('1234••••••••6789');
  });
});
