import { describe, expect, it } from 'vitest';
import { formatDate, formatTimeAgo } from './format-date';

describe('formatDate', () => {
  it('writes a short date by default', () => {
    expect(formatDate('2026-01-12T09:30:00.000Z')).toBe('Jan 12, 2026');
    expect(formatDate('2026-01-12T09:30:00.000Z', 'short')).toBe('Jan 12, 2026');
  });

  it('writes a long date and a month', () => {
    expect(formatDate('2026-01-12T09:30:00.000Z', 'long')).toBe('January 12, 2026');
    expect(formatDate('2026-03-01T00:00:00.000Z', 'month')).toBe('March 2026');
  });

  it('writes a date with its time of day, in UTC', () => {
    expect(formatDate('2026-01-12T14:05:09.000Z', 'time')).toBe('Jan 12, 2026, 14:05 UTC');
    expect(formatDate('2026-01-12T00:05:00.000Z', 'time')).toBe('Jan 12, 2026, 00:05 UTC');
  });

  it('reads dates in UTC, whatever the time zone of the reader', () => {
    // Late on the 12th in UTC is already the 13th in Tokyo and still the 12th in New York.
    expect(formatDate('2026-01-12T23:30:00.000Z')).toBe('Jan 12, 2026');
    expect(formatDate('2026-01-12T00:15:00.000Z', 'long')).toBe('January 12, 2026');
    expect(formatDate('2025-12-31T23:59:59.999Z', 'month')).toBe('December 2025');
    // A plain date (no time) is midnight UTC by the ISO rules, so it keeps its day.
    expect(formatDate('2026-02-28')).toBe('Feb 28, 2026');
  });

  it('accepts an offset timestamp and writes its UTC day', () => {
    expect(formatDate('2026-01-13T01:00:00+02:00')).toBe('Jan 12, 2026');
  });

  it('returns a value that is not a date as it is', () => {
    expect(formatDate('not a date')).toBe('not a date');
    expect(formatDate('', 'long')).toBe('');
  });
});

describe('formatTimeAgo', () => {
  const now = new Date('2026-11-26T12:00:00.000Z');
  it('names the largest whole unit', () => {
    expect(formatTimeAgo('2026-11-26T11:59:30.000Z', now)).toBe('just now');
    expect(formatTimeAgo('2026-11-26T11:55:00.000Z', now)).toBe('5 minutes ago');
    expect(formatTimeAgo('2026-11-26T09:40:00.000Z', now)).toBe('2 hours ago');
    expect(formatTimeAgo('2026-11-25T10:00:00.000Z', now)).toBe('yesterday');
    expect(formatTimeAgo('2026-10-01T10:00:00.000Z', now)).toBe('last month');
  });
  it('returns a value that is not a date as it is', () => {
    expect(formatTimeAgo('soon', now)).toBe('soon');
  });
});
