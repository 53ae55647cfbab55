import { describe, expect, it } from 'vitest';
import { fromLocalInput, toLocalInput } from './incident-time';

describe('incident form time', () => {
  it('turns a datetime-local value into the instant it names and back', () => {
    const iso = fromLocalInput('2026-11-28T14:05');
    expect(toLocalInput(iso)).toBe('2026-11-28T14:05');
    expect(fromLocalInput('')).toBe('');
  });
});
