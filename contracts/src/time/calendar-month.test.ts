import { describe, expect, it } from 'vitest';
import {
  addMonths,
  formatMonth,
  isCalendarMonth,
  monthOf,
  monthRange,
  monthsBetween,
} from './calendar-month';

describe('calendar months', () => {
  it.each([
    ['2026-01', true],
    ['2026-12', true],
    ['2026-13', false],
    ['2026-00', false],
    ['2026-1', false],
    ['2026-01-01', false],
  ])('%s is a month that exists: %s', (text, exists) => {
    expect(isCalendarMonth(text)).toBe(exists);
  });

  it('counts across year ends both ways', () => {
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-03', 24)).toBe('2028-03');
    expect(monthsBetween('2025-11', '2026-02')).toBe(3);
    expect(monthsBetween('2026-02', '2025-11')).toBe(-3);
    expect(monthRange('2025-11', '2026-02')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthRange('2026-02', '2026-01')).toEqual([]);
  });

  it('takes the month of an instant in UTC, whatever the clock of the reader', () => {
    expect(monthOf(new Date('2026-01-31T23:59:59.999Z'))).toBe('2026-01');
    expect(monthOf(new Date('2026-02-01T00:00:00.000Z'))).toBe('2026-02');
    expect(monthOf(new Date('2026-02-01T09:00:00.000+10:00'))).toBe('2026-01');
  });

  it('takes the month of a calendar date', () => {
    expect(monthOf('2028-02-29')).toBe('2028-02');
  });

  it('names a month the same way everywhere', () => {
    expect(formatMonth('2026-03')).toBe('Mar 2026');
    expect(formatMonth('2026-03', 'long')).toBe('March 2026');
    expect(formatMonth('soon')).toBe('soon');
  });
});
