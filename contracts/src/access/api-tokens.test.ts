import { describe, expect, it } from 'vitest';
import { apiTokenExpiry } from './api-tokens';

describe('apiTokenExpiry', () => {
  const now = new Date('2026-11-30T09:15:00.000Z');

  it('counts whole days of 24 hours from the moment the token is made', () => {
    expect(apiTokenExpiry(30, now)?.toISOString()).toBe('2026-12-30T09:15:00.000Z');
    expect(apiTokenExpiry(365, now)?.toISOString()).toBe('2027-11-30T09:15:00.000Z');
  });

  it('never expires when no days are chosen', () => {
    expect(apiTokenExpiry(null, now)).toBeNull();
    expect(apiTokenExpiry(undefined, now)).toBeNull();
  });
});
